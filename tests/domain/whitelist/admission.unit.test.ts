import { describe, expect, it } from 'vitest';
import { decideAssignment } from '../../../domain/assignment/decide.ts';
import { evolveAssignment, initialAssignmentState } from '../../../domain/assignment/events.ts';
import { decide } from '../../../domain/game/decide.ts';
import { evolve, type GameEvent, initialState } from '../../../domain/game/events.ts';
import { nameIsAvailable } from '../../../domain/game/name-filter.ts';
import { type Admission, whitelistAdmission } from '../../../domain/whitelist/admission.ts';
import { brokenRule } from '../../support/decider.ts';
import { opened } from '../game-fixtures.ts';

/* Restricted play (spec §6): who a game or an assignment turns away at join time. */

const classList = whitelistAdmission({ whitelistId: 'w1', title: '7B', names: ['Nora Berg', 'Ali'] });

function gameWith(admission: Admission) {
  const given = [{ ...opened, data: { ...opened.data, admission } } as GameEvent];
  return given.reduce(evolve, initialState);
}

describe('a live game restricted to a whitelist', () => {
  const join = (name: string) => ({ type: 'JoinGame' as const, data: { playerId: 'p1', name } });

  it('lets in a listed name however its case or spacing is typed', () => {
    expect(decide(join('  nora   BERG '), gameWith(classList))).toEqual([
      { type: 'PlayerJoined', data: { playerId: 'p1', name: 'nora BERG' } },
    ]);
  });

  it('turns away a name not on the list', () => {
    expect(brokenRule(() => decide(join('Mallory'), gameWith(classList)))).toBe('join_name_not_on_whitelist');
  });

  it('lets in a listed name the word filter would catch: the quizmaster vouched for it', () => {
    const state = gameWith(whitelistAdmission({ whitelistId: 'w1', title: '7B', names: ['Sh1thead'] }));
    expect(nameIsAvailable('Sh1thead')).toBe(false);
    expect(decide(join('Sh1thead'), state)).toHaveLength(1);
  });

  it('keeps the names frozen at opening: the list is copied into the event', () => {
    expect(classList).toEqual({
      kind: 'whitelist',
      whitelistId: 'w1',
      title: '7B',
      nameKeys: ['nora berg', 'ali'],
    });
  });
});

describe('a live game for Feide users only', () => {
  it('lets in a player the server found signed in with Feide, and no one else', () => {
    const state = gameWith({ kind: 'feide' });
    const join = (feide?: boolean) => ({
      type: 'JoinGame' as const,
      data: { playerId: 'p1', name: 'Nora', ...(feide === undefined ? {} : { feide }) },
    });
    expect(decide(join(true), state)).toHaveLength(1);
    expect(brokenRule(() => decide(join(false), state))).toBe('join_feide_only');
    expect(brokenRule(() => decide(join(), state))).toBe('join_feide_only');
  });
});

describe('an assignment restricted to a whitelist', () => {
  const state = [
    {
      type: 'AssignmentCreated' as const,
      data: {
        assignmentId: 'a1',
        quizId: 'q1',
        quizCode: 'abcdefgh',
        ownerId: 'teacher',
        title: 'Capitals',
        opensAt: '2026-11-25T08:00:00.000Z',
        deadline: '2026-11-27T20:00:00.000Z',
        attemptLimit: null,
        options: { randomOrder: false, showCorrectAnswer: true },
        createdAt: '2026-11-24T08:00:00.000Z',
        admission: classList,
      },
    },
  ].reduce(evolveAssignment, initialAssignmentState);
  const start = (name: string) => ({
    type: 'StartAssignmentAttempt' as const,
    data: { playId: 'p', player: { userId: null, name }, at: '2026-11-26T08:00:00.000Z' },
  });

  it('counts an attempt by a listed name and refuses another name', () => {
    expect(decideAssignment(start('ALI'), state)).toHaveLength(1);
    expect(brokenRule(() => decideAssignment(start('Mallory'), state))).toBe('join_name_not_on_whitelist');
  });
});
