import { describe, expect, it } from 'vitest';
import { type AssignmentCommand, decideAssignment } from '../../../domain/assignment/decide.ts';
import {
  type AssignmentCreated,
  type AssignmentEvent,
  evolveAssignment,
  initialAssignmentState,
} from '../../../domain/assignment/events.ts';
import { attemptKeyOf, attemptsLeft, statusAt } from '../../../domain/assignment/rules.ts';
import { deciderSpec } from '../../support/decider.ts';

/* Homework as Given events / When command / Then events or the rule broken. */

const OPENS = '2026-11-25T08:00:00.000Z';
const DEADLINE = '2026-11-27T20:00:00.000Z';
const BEFORE = '2026-11-24T12:00:00.000Z';
const DURING = '2026-11-26T12:00:00.000Z';
const AFTER = '2026-11-28T12:00:00.000Z';
const owner = { userId: 'teacher', admin: false };

const createdData = (over: Partial<AssignmentCreated['data']> = {}): AssignmentCreated['data'] => ({
  assignmentId: 'a1',
  quizId: 'q1',
  quizCode: 'abcdefgh',
  ownerId: 'teacher',
  title: 'Capitals',
  opensAt: OPENS,
  deadline: DEADLINE,
  attemptLimit: 2,
  options: { randomOrder: true, showCorrectAnswer: false },
  createdAt: BEFORE,
  ...over,
});
const created = (over: Partial<AssignmentCreated['data']> = {}): AssignmentEvent => ({
  type: 'AssignmentCreated',
  data: createdData(over),
});

const { when, refused } = deciderSpec({
  decide: decideAssignment,
  evolve: evolveAssignment,
  initialState: initialAssignmentState,
});

const create = (over: Partial<Extract<AssignmentCommand, { type: 'CreateAssignment' }>['data']> = {}) =>
  ({
    type: 'CreateAssignment',
    data: { ...createdData(), at: BEFORE, ...over },
  }) as AssignmentCommand;
const start = (name: string, at: string, userId: string | null = null, playId = 'p'): AssignmentCommand => ({
  type: 'StartAssignmentAttempt',
  data: { playId, player: { userId, name }, at },
});
const attempt = (playerKey: string, n: number, playId = `p${n}`): AssignmentEvent => ({
  type: 'AssignmentAttemptStarted',
  data: { playId, playerKey, attempt: n, startedAt: DURING },
});

describe('creating an assignment', () => {
  it('freezes the title, times, attempt limit and options in the event', () => {
    const { createdAt: _, ...rest } = createdData();
    expect(when([], create({ title: '  Capitals  ' }))).toEqual([
      { type: 'AssignmentCreated', data: { ...rest, title: 'Capitals', createdAt: BEFORE } },
    ]);
  });

  it('refuses a deadline at or before the opening, or already passed, and a bad attempt limit', () => {
    expect(refused([], create({ deadline: OPENS })).code).toBe('assignment_deadline_before_opening');
    expect(
      refused([], create({ opensAt: '2026-11-20T00:00:00.000Z', deadline: '2026-11-21T00:00:00.000Z' })).code,
    ).toBe('assignment_deadline_passed');
    expect(refused([], create({ attemptLimit: 0 })).code).toBe('assignment_attempt_limit_invalid');
    expect(refused([], create({ attemptLimit: 11 })).code).toBe('assignment_attempt_limit_invalid');
    expect(refused([], create({ attemptLimit: 1.5 })).code).toBe('assignment_attempt_limit_invalid');
    expect(refused([], create({ opensAt: 'tomorrow' })).code).toBe('assignment_time_invalid');
    expect(refused([], create({ title: '   ' })).code).toBe('quiz_title_required');
    expect(refused([created()], create()).code).toBe('assignment_already_exists');
  });

  it('allows unlimited attempts', () => {
    expect(when([], create({ attemptLimit: null }))[0]).toMatchObject({ data: { attemptLimit: null } });
  });
});

describe('starting an attempt', () => {
  it('is refused before the opening, saying when it opens', () => {
    expect(refused([created()], start('Nora', BEFORE))).toEqual({
      code: 'assignment_not_open_yet',
      params: { when: OPENS },
    });
  });

  it('counts attempts per student while the assignment is open', () => {
    expect(when([created()], start('Nora', OPENS))).toEqual([
      {
        type: 'AssignmentAttemptStarted',
        data: { playId: 'p', playerKey: 'name:nora', attempt: 1, startedAt: OPENS },
      },
    ]);
    expect(when([created(), attempt('name:nora', 1)], start('Nora', DURING))[0]).toMatchObject({
      data: { attempt: 2 },
    });
  });

  it('refuses a late attempt, saying when it closed', () => {
    expect(refused([created()], start('Nora', DEADLINE))).toEqual({
      code: 'assignment_closed',
      params: { when: DEADLINE },
    });
    expect(refused([created()], start('Nora', AFTER)).code).toBe('assignment_closed');
  });

  it('refuses an attempt beyond the limit; a guest is one student whatever the case of the name', () => {
    const given = [created(), attempt('name:nora', 1), attempt('name:nora', 2)];
    expect(refused(given, start('NORA', DURING))).toEqual({
      code: 'assignment_attempts_used',
      params: { limit: 2 },
    });
    // Another student, and the same name signed in, are counted on their own.
    expect(when(given, start('Ola', DURING))[0]).toMatchObject({ data: { attempt: 1 } });
    expect(when(given, start('Nora', DURING, 'u1'))[0]).toMatchObject({
      data: { playerKey: 'user:u1', attempt: 1 },
    });
  });

  it('has no limit when the creator set none', () => {
    const given = [
      created({ attemptLimit: null }),
      ...Array.from({ length: 20 }, (_, i) => attempt('user:u1', i + 1)),
    ];
    expect(when(given, start('Nora', DURING, 'u1'))[0]).toMatchObject({ data: { attempt: 21 } });
  });

  it('tells a student how many attempts are left: none once the limit is used, unlimited as null', () => {
    expect(attemptsLeft(3, 1)).toBe(2);
    expect(attemptsLeft(1, 1)).toBe(0);
    expect(attemptsLeft(1, 2)).toBe(0);
    expect(attemptsLeft(null, 7)).toBeNull();
  });

  it('keys a signed-in student by account and a guest by the normalised name', () => {
    expect(attemptKeyOf({ userId: 'u1', name: 'Nora' })).toBe('user:u1');
    expect(attemptKeyOf({ userId: null, name: 'ＮＯＲＡ' })).toBe('name:nora');
  });
});

describe('extending the deadline', () => {
  const extend = (deadline: string, at: string, actor = owner): AssignmentCommand => ({
    type: 'ExtendAssignmentDeadline',
    data: { actor, deadline, at },
  });

  it('moves the deadline later, and reopens an assignment whose deadline had passed', () => {
    const later = '2026-11-30T20:00:00.000Z';
    const events = when([created()], extend(later, AFTER));
    expect(events).toEqual([
      { type: 'AssignmentDeadlineExtended', data: { deadline: later, previousDeadline: DEADLINE } },
    ]);
    expect(when([created(), ...events], start('Nora', AFTER))[0]?.type).toBe('AssignmentAttemptStarted');
  });

  it('refuses an earlier deadline, a passed one, a stranger, and one closed early', () => {
    expect(refused([created()], extend(OPENS, DURING)).code).toBe('assignment_deadline_not_later');
    expect(refused([created()], extend('2026-11-28T00:00:00.000Z', AFTER)).code).toBe(
      'assignment_deadline_passed',
    );
    expect(refused([created()], extend(AFTER, DURING, { userId: 'pupil', admin: false })).code).toBe(
      'no_permission',
    );
    const closed: AssignmentEvent = { type: 'AssignmentClosed', data: { closedAt: DURING } };
    expect(refused([created(), closed], extend(AFTER, DURING)).code).toBe('assignment_already_closed');
  });
});

describe('closing early', () => {
  const close = (at: string, actor = owner): AssignmentCommand => ({
    type: 'CloseAssignment',
    data: { actor, at },
  });

  it('stops attempts from then on, saying when it closed', () => {
    const events = when([created()], close(DURING));
    expect(events).toEqual([{ type: 'AssignmentClosed', data: { closedAt: DURING } }]);
    expect(refused([created(), ...events], start('Nora', '2026-11-26T13:00:00.000Z'))).toEqual({
      code: 'assignment_closed',
      params: { when: DURING },
    });
  });

  it('refuses closing twice, closing after the deadline, and a stranger', () => {
    const closed: AssignmentEvent = { type: 'AssignmentClosed', data: { closedAt: DURING } };
    expect(refused([created(), closed], close(DURING)).code).toBe('assignment_already_closed');
    expect(refused([created()], close(AFTER)).code).toBe('assignment_already_closed');
    expect(refused([created()], close(DURING, { userId: 'pupil', admin: false })).code).toBe('no_permission');
    expect(when([created()], close(DURING, { userId: 'root', admin: true }))).toHaveLength(1);
  });

  it('is read as upcoming, open or closed from the times', () => {
    const times = { opensAt: OPENS, deadline: DEADLINE, closedAt: null };
    expect([BEFORE, DURING, AFTER].map((at) => statusAt(times, at))).toEqual(['upcoming', 'open', 'closed']);
  });
});

describe('an assignment that does not exist', () => {
  it('refuses every command but creation', () => {
    expect(refused([], start('Nora', DURING)).code).toBe('assignment_not_found');
  });
});
