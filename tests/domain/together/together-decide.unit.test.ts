import { describe, expect, it } from 'vitest';
import { decideTogether, type TogetherCommand } from '../../../domain/together/decide.ts';
import { evolveTogether, initialTogetherState, type TogetherEvent } from '../../../domain/together/events.ts';
import { TOGETHER_MAX_MEMBERS } from '../../../domain/together/rules.ts';
import { rankTogether, type TogetherMemberView } from '../../../domain/together/views.ts';
import { deciderSpec } from '../../support/decider.ts';
import { capitals, primes } from '../game-fixtures.ts';

/* The play-together group as Given events / When command / Then events or the rule it breaks. */

const T0 = '2026-11-24T10:00:00.000Z';
const settings = { speedScoring: true, showCorrectAnswer: true };

const created: TogetherEvent = {
  type: 'TogetherCreated',
  data: { togetherId: 'g1', quizId: 'q1', quizCode: 'abcd2345', quizTitle: 'Geography', createdAt: T0 },
};
const joined = (memberId: string, name: string, userId: string | null = null): TogetherEvent => ({
  type: 'TogetherMemberJoined',
  data: { memberId, userId, name, joinedAt: T0 },
});
const join = (memberId: string, name: string): TogetherCommand => ({
  type: 'JoinTogether',
  data: { memberId, userId: null, name, at: T0 },
});
const start = (memberId: string): TogetherCommand => ({
  type: 'StartTogether',
  data: { memberId, at: T0, questions: [primes, capitals], settings, playIds: ['p1', 'p2', 'p3'] },
});

const { when, refused } = deciderSpec({
  decide: decideTogether,
  evolve: evolveTogether,
  initialState: initialTogetherState,
});

const group = [created, joined('m1', 'Nora')];

describe('opening a group', () => {
  it('records the quiz and its creator as the first member, with the tidied name', () => {
    const events = when([], {
      type: 'CreateTogether',
      data: {
        togetherId: 'g1',
        quizId: 'q1',
        quizCode: 'abcd2345',
        quizTitle: 'Geography',
        creator: { memberId: 'm1', userId: 'u1', name: '  Nora  ', at: T0 },
      },
    });
    expect(events).toEqual([created, joined('m1', 'Nora', 'u1')]);
  });

  it('refuses a creator name the live game would refuse, and opening the same group twice', () => {
    const create = (name: string): TogetherCommand => ({
      type: 'CreateTogether',
      data: {
        togetherId: 'g1',
        quizId: 'q1',
        quizCode: 'abcd2345',
        quizTitle: 'Geography',
        creator: { memberId: 'm1', userId: null, name, at: T0 },
      },
    });
    expect(refused([], create('No')).code).toBe('join_name_too_short');
    expect(refused(group, create('Nora')).code).toBe('together_already_exists');
  });
});

describe('joining', () => {
  it('adds a friend under their own name', () => {
    expect(when(group, join('m2', 'Ola'))).toEqual([joined('m2', 'Ola')]);
  });

  it('refuses a name already in the group, whatever its case or width', () => {
    expect(refused(group, join('m2', 'NORA')).code).toBe('together_name_taken');
    expect(refused(group, join('m2', 'ｎｏｒａ')).code).toBe('together_name_taken');
    expect(refused(group, join('m2', 'x')).code).toBe('join_name_too_short');
  });

  it(`holds at most ${TOGETHER_MAX_MEMBERS} members`, () => {
    const full = [
      created,
      ...Array.from({ length: TOGETHER_MAX_MEMBERS }, (_, i) => joined(`m${i}`, `Friend ${i}`)),
    ];
    expect(refused(full, join('late', 'Latecomer')).code).toBe('together_full');
    expect(when(full.slice(0, -1), join('last', 'Last one'))).toHaveLength(1);
  });

  it('refuses to join once the group has started, and a group that does not exist', () => {
    const begun = [...group, ...when(group, start('m1'))];
    expect(refused(begun, join('m2', 'Ola')).code).toBe('together_already_started');
    expect(refused([], join('m2', 'Ola')).code).toBe('together_not_found');
  });
});

describe('starting', () => {
  const two = [...group, joined('m2', 'Ola')];

  it('lets any member start, freezing one order of questions and a play for every member', () => {
    expect(when(two, start('m2'))).toEqual([
      {
        type: 'TogetherStarted',
        data: {
          startedBy: 'm2',
          startedAt: T0,
          questions: [primes, capitals],
          settings,
          plays: [
            { memberId: 'm1', playId: 'p1' },
            { memberId: 'm2', playId: 'p2' },
          ],
        },
      },
    ]);
  });

  it('starts once, and only for its members', () => {
    expect(refused(two, start('stranger')).code).toBe('together_not_member');
    const begun = [...two, ...when(two, start('m1'))];
    expect(refused(begun, start('m2')).code).toBe('together_already_started');
    expect(
      refused(two, { ...start('m1'), data: { ...start('m1').data, questions: [] } } as TogetherCommand).code,
    ).toBe('quiz_has_no_questions');
  });
});

describe('the ranking', () => {
  const member = (name: string, score: number, finishedAt: string | null): TogetherMemberView => ({
    memberId: name,
    name,
    question: 2,
    total: 2,
    score,
    finished: finishedAt !== null,
    finishedAt,
  });

  it('puts the best score first; equal scores share a rank, the first to finish listed first', () => {
    const ranked = rankTogether([
      member('Ola', 500, '2026-11-24T10:02:00.000Z'),
      member('Nora', 900, '2026-11-24T10:03:00.000Z'),
      member('Kari', 500, '2026-11-24T10:01:00.000Z'),
    ]);
    expect(ranked.map((m) => [m.name, m.rank])).toEqual([
      ['Nora', 1],
      ['Kari', 2],
      ['Ola', 2],
    ]);
  });
});
