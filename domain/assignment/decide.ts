import { DomainError } from '../shared/domain-error.ts';
import { assertNever } from '../shared/event.ts';
import { type Admission, checkAdmission } from '../whitelist/admission.ts';
import type { AssignmentCreated, AssignmentEvent, AssignmentOptions, AssignmentState } from './events.ts';
import { attemptKeyOf, checkAssignment, endOf, statusAt } from './rules.ts';

/** Who asks: the assignment answers to its owner, and to an administrator. */
export interface Actor {
  userId: string;
  admin: boolean;
}

export type CreateAssignment = {
  type: 'CreateAssignment';
  data: {
    assignmentId: string;
    quizId: string;
    quizCode: string;
    ownerId: string;
    title: string;
    opensAt: string;
    deadline: string;
    attemptLimit: number | null;
    options: AssignmentOptions;
    admission?: Admission;
    at: string;
  };
};
export type ExtendAssignmentDeadline = {
  type: 'ExtendAssignmentDeadline';
  data: { actor: Actor; deadline: string; at: string };
};
export type CloseAssignment = { type: 'CloseAssignment'; data: { actor: Actor; at: string } };
/**
 * A student starts a counted play of the assignment (a retry is practice and never comes here).
 * `feide`: the server found the student signed in with a Feide account.
 */
export type StartAssignmentAttempt = {
  type: 'StartAssignmentAttempt';
  data: { playId: string; player: { userId: string | null; name: string }; feide?: boolean; at: string };
};

export type AssignmentCommand =
  | CreateAssignment
  | ExtendAssignmentDeadline
  | CloseAssignment
  | StartAssignmentAttempt;

type Created = Extract<AssignmentState, { phase: 'created' }>;

export function decideAssignment(command: AssignmentCommand, state: AssignmentState): AssignmentEvent[] {
  if (command.type === 'CreateAssignment') return create(command, state);
  if (state.phase === 'absent') throw new DomainError('assignment_not_found');
  switch (command.type) {
    case 'ExtendAssignmentDeadline':
      return extend(command, state);
    case 'CloseAssignment':
      return close(command, state);
    case 'StartAssignmentAttempt':
      return attempt(command, state);
    default:
      return assertNever(command);
  }
}

function create(command: CreateAssignment, state: AssignmentState): AssignmentEvent[] {
  if (state.phase !== 'absent') throw new DomainError('assignment_already_exists');
  const { at, admission, ...data } = command.data;
  const checked = checkAssignment(data, at);
  if ('problem' in checked) throw new DomainError(checked.problem);
  const created: AssignmentCreated['data'] = {
    ...data,
    ...checked,
    createdAt: at,
    ...(admission ? { admission } : {}),
  };
  return [{ type: 'AssignmentCreated', data: created }];
}

function ensureOwner(actor: Actor, state: Created): void {
  if (!actor.admin && actor.userId !== state.created.ownerId) throw new DomainError('no_permission');
}

const timesOf = (state: Created) => ({
  opensAt: state.created.opensAt,
  deadline: state.deadline,
  closedAt: state.closedAt,
});

/** A later deadline; when the old one has passed this reopens the assignment, but one closed early stays closed. */
function extend(command: ExtendAssignmentDeadline, state: Created): AssignmentEvent[] {
  ensureOwner(command.data.actor, state);
  if (state.closedAt !== null) throw new DomainError('assignment_already_closed');
  const deadline = Date.parse(command.data.deadline);
  if (!Number.isFinite(deadline)) throw new DomainError('assignment_time_invalid');
  if (deadline <= Date.parse(state.deadline)) throw new DomainError('assignment_deadline_not_later');
  if (deadline <= Date.parse(command.data.at)) throw new DomainError('assignment_deadline_passed');
  return [
    {
      type: 'AssignmentDeadlineExtended',
      data: { deadline: new Date(deadline).toISOString(), previousDeadline: state.deadline },
    },
  ];
}

function close(command: CloseAssignment, state: Created): AssignmentEvent[] {
  ensureOwner(command.data.actor, state);
  if (statusAt(timesOf(state), command.data.at) === 'closed')
    throw new DomainError('assignment_already_closed');
  return [{ type: 'AssignmentClosed', data: { closedAt: command.data.at } }];
}

function attempt(command: StartAssignmentAttempt, state: Created): AssignmentEvent[] {
  const { at, playId, player } = command.data;
  const times = timesOf(state);
  const status = statusAt(times, at);
  // The refusals say when, so the student knows whether to come back or that it is too late.
  if (status === 'upcoming') throw new DomainError('assignment_not_open_yet', { when: times.opensAt });
  if (status === 'closed') throw new DomainError('assignment_closed', { when: endOf(times) });
  checkAdmission(state.created.admission, { name: player.name, feide: command.data.feide === true });
  const playerKey = attemptKeyOf(player);
  const used = state.attempts.get(playerKey) ?? 0;
  const limit = state.created.attemptLimit;
  if (limit !== null && used >= limit) throw new DomainError('assignment_attempts_used', { limit });
  return [
    { type: 'AssignmentAttemptStarted', data: { playId, playerKey, attempt: used + 1, startedAt: at } },
  ];
}
