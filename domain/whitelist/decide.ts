import { DomainError } from '../shared/domain-error.ts';
import { assertNever } from '../shared/event.ts';
import type { WhitelistEvent, WhitelistOwner, WhitelistState } from './events.ts';
import { checkWhitelist, type WhitelistProblem } from './rules.ts';

/**
 * Who asks: a list answers to its owner, and to an administrator. A school's lists answer to that
 * school's active admins (write) and to its active teachers (read and restrict games by them): the
 * caller reads the school's own stream and says which schools this person stands in (school-standing.ts).
 */
export interface Actor {
  userId: string;
  admin: boolean;
  /** Schools whose lists this person may create, change and delete. */
  managesSchools?: readonly string[];
  /** Schools whose lists this person may read and restrict live games and assignments by. */
  usesSchools?: readonly string[];
}

/** `clonedFrom`: the source list, already read and its access checked by the caller (clone). */
export type CreateWhitelist = {
  type: 'CreateWhitelist';
  data: {
    actor: Actor;
    whitelistId: string;
    owner: WhitelistOwner;
    title: string;
    names: readonly string[];
    at: string;
    clonedFrom?: string;
  };
};
export type UpdateWhitelist = {
  type: 'UpdateWhitelist';
  data: { actor: Actor; title: string; names: readonly string[] };
};
export type DeleteWhitelist = { type: 'DeleteWhitelist'; data: { actor: Actor; at: string } };

export type WhitelistCommand = CreateWhitelist | UpdateWhitelist | DeleteWhitelist;

type Existing = Exclude<WhitelistState, { phase: 'absent' }>;

export function decideWhitelist(command: WhitelistCommand, state: WhitelistState): WhitelistEvent[] {
  if (command.type === 'CreateWhitelist') return create(command, state);
  if (state.phase !== 'created') throw new DomainError('whitelist_not_found');
  switch (command.type) {
    case 'UpdateWhitelist': {
      ensureOwner(command.data.actor, state);
      const checked = valid(command.data);
      const same =
        checked.title === state.title &&
        checked.names.length === state.names.length &&
        checked.names.every((name, i) => name === state.names[i]);
      return same ? [] : [{ type: 'WhitelistUpdated', data: checked }];
    }
    case 'DeleteWhitelist':
      ensureOwner(command.data.actor, state);
      return [{ type: 'WhitelistDeleted', data: { deletedAt: command.data.at } }];
    default:
      return assertNever(command);
  }
}

function create(command: CreateWhitelist, state: WhitelistState): WhitelistEvent[] {
  if (state.phase !== 'absent') throw new DomainError('whitelist_already_exists');
  const { actor, at, clonedFrom, whitelistId, owner } = command.data;
  if (!mayWrite(actor, owner)) throw new DomainError('no_permission');
  const checked = valid(command.data);
  return [
    {
      type: 'WhitelistCreated',
      data: { whitelistId, owner, ...checked, createdAt: at, ...(clonedFrom ? { clonedFrom } : {}) },
    },
  ];
}

function valid(input: { title: string; names: readonly string[] }) {
  const checked = checkWhitelist(input);
  if ('problem' in checked) throw problemError(checked);
  return checked;
}

export function problemError(problem: WhitelistProblem): DomainError {
  const { problem: code, ...params } = problem;
  return new DomainError(code, params);
}

/** A user's own lists, the lists of a school they manage, or any list for an administrator. */
export function mayWrite(actor: Actor, owner: WhitelistOwner): boolean {
  if (actor.admin) return true;
  if (owner.kind === 'user') return owner.id === actor.userId;
  return actor.managesSchools?.includes(owner.id) ?? false;
}

/** Whoever may write a list may use it; a school's teachers may use (read, restrict by) its lists too. */
export function mayUse(actor: Actor, owner: WhitelistOwner): boolean {
  if (mayWrite(actor, owner)) return true;
  return owner.kind === 'school' && (actor.usesSchools?.includes(owner.id) ?? false);
}

export function ensureOwner(actor: Actor, state: Existing): void {
  if (!mayWrite(actor, state.owner)) throw new DomainError('no_permission');
}

export function ensureMayUse(actor: Actor, state: Existing): void {
  if (!mayUse(actor, state.owner)) throw new DomainError('no_permission');
}
