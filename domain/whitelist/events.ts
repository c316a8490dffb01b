import { assertNever, type DomainEvent } from '../shared/event.ts';

/*
 * A whitelist (issue 14): the player names allowed into a game or an assignment restricted to it, on
 * its own stream `whitelist-<id>`. Its owner is a user today; the school edition will let a school
 * own lists too, so the owner says what kind of owner it is.
 */

export const whitelistStreamName = (whitelistId: string) => `whitelist-${whitelistId}`;

export interface WhitelistOwner {
  kind: 'user' | 'school';
  id: string;
}

export type WhitelistCreated = DomainEvent<
  'WhitelistCreated',
  {
    whitelistId: string;
    owner: WhitelistOwner;
    title: string;
    /** As the creator wrote them (tidied), unique by nameKey, in the creator's order. */
    names: string[];
    createdAt: string;
    /** The list it was copied from, when it is a clone. */
    clonedFrom?: string;
  }
>;

/** The whole list as it now is: a paste of many names is one change. */
export type WhitelistUpdated = DomainEvent<'WhitelistUpdated', { title: string; names: string[] }>;

export type WhitelistDeleted = DomainEvent<'WhitelistDeleted', { deletedAt: string }>;

export type WhitelistEvent = WhitelistCreated | WhitelistUpdated | WhitelistDeleted;

export const WHITELIST_EVENT_TYPES: ReadonlyArray<WhitelistEvent['type']> = [
  'WhitelistCreated',
  'WhitelistUpdated',
  'WhitelistDeleted',
];

export type WhitelistState =
  | { phase: 'absent' }
  | { phase: 'created' | 'deleted'; owner: WhitelistOwner; title: string; names: readonly string[] };

export const initialWhitelistState: WhitelistState = { phase: 'absent' };

export function evolveWhitelist(state: WhitelistState, event: WhitelistEvent): WhitelistState {
  if (event.type === 'WhitelistCreated') {
    const { owner, title, names } = event.data;
    return { phase: 'created', owner, title, names };
  }
  if (state.phase === 'absent') return state;
  switch (event.type) {
    case 'WhitelistUpdated':
      return { ...state, title: event.data.title, names: event.data.names };
    case 'WhitelistDeleted':
      return { ...state, phase: 'deleted' };
    default:
      return assertNever(event);
  }
}
