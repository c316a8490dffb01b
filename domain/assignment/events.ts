import { assertNever, type DomainEvent } from '../shared/event.ts';
import type { Admission } from '../whitelist/admission.ts';

/*
 * An assignment (homework, issue 13): a quiz set for students to play alone between an opening time
 * and a deadline, on its own stream `assignment-<id>`. The options its plays use are frozen here when
 * it is made, so editing the quiz's settings later never changes what the students were given.
 */

export const assignmentStreamName = (assignmentId: string) => `assignment-${assignmentId}`;

export interface AssignmentOptions {
  /** Each play draws its own question order (the live game's "random order"). */
  randomOrder: boolean;
  /** Whether a student is told the right answer after each answer (used instead of the quiz's). */
  showCorrectAnswer: boolean;
}

export type AssignmentCreated = DomainEvent<
  'AssignmentCreated',
  {
    assignmentId: string;
    quizId: string;
    quizCode: string;
    ownerId: string;
    title: string;
    opensAt: string;
    deadline: string;
    /** Counted attempts a student may start; null when unlimited. */
    attemptLimit: number | null;
    options: AssignmentOptions;
    createdAt: string;
    /** Who may start an attempt (spec §6), frozen when it is set; absent: anyone with the link. */
    admission?: Admission;
  }
>;

export type AssignmentDeadlineExtended = DomainEvent<
  'AssignmentDeadlineExtended',
  { deadline: string; previousDeadline: string }
>;

/** The owner ended it before its deadline: no attempt starts after `closedAt`. */
export type AssignmentClosed = DomainEvent<'AssignmentClosed', { closedAt: string }>;

/**
 * A student started a counted attempt (a play of the assignment). `playerKey` is who it counts for
 * (rules.ts attemptKeyOf); `attempt` is their count including this one, decided and frozen here.
 */
export type AssignmentAttemptStarted = DomainEvent<
  'AssignmentAttemptStarted',
  { playId: string; playerKey: string; attempt: number; startedAt: string }
>;

export type AssignmentEvent =
  | AssignmentCreated
  | AssignmentDeadlineExtended
  | AssignmentClosed
  | AssignmentAttemptStarted;

export const ASSIGNMENT_EVENT_TYPES: ReadonlyArray<AssignmentEvent['type']> = [
  'AssignmentCreated',
  'AssignmentDeadlineExtended',
  'AssignmentClosed',
  'AssignmentAttemptStarted',
];

export type AssignmentState =
  | { phase: 'absent' }
  | {
      phase: 'created';
      created: AssignmentCreated['data'];
      deadline: string;
      closedAt: string | null;
      /** Counted attempts by player key. */
      attempts: ReadonlyMap<string, number>;
    };

export const initialAssignmentState: AssignmentState = { phase: 'absent' };

export function evolveAssignment(state: AssignmentState, event: AssignmentEvent): AssignmentState {
  if (event.type === 'AssignmentCreated') {
    return {
      phase: 'created',
      created: event.data,
      deadline: event.data.deadline,
      closedAt: null,
      attempts: new Map(),
    };
  }
  if (state.phase === 'absent') return state;
  switch (event.type) {
    case 'AssignmentDeadlineExtended':
      return { ...state, deadline: event.data.deadline };
    case 'AssignmentClosed':
      return { ...state, closedAt: event.data.closedAt };
    case 'AssignmentAttemptStarted': {
      const attempts = new Map(state.attempts);
      attempts.set(event.data.playerKey, event.data.attempt);
      return { ...state, attempts };
    }
    default:
      return assertNever(event);
  }
}
