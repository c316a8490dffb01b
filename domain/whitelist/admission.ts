import { nameKey } from '../game/rules.ts';
import { DomainError } from '../shared/domain-error.ts';

/*
 * Login-restricted play (spec §6): a live game or an assignment may let in only the names of a
 * whitelist, or only people signed in with Feide. The decision is frozen when the game opens or the
 * assignment is set: the list's names are copied (as name keys) into GameOpened / AssignmentCreated,
 * so editing or deleting the whitelist later never changes who may join a game already open, and a
 * rebuild or replay reads the same rule the room used.
 */
export type Admission =
  | { kind: 'whitelist'; whitelistId: string; title: string; nameKeys: string[] }
  | { kind: 'feide' };

/** The players a game or assignment admits, frozen from a whitelist's names as they are now. */
export function whitelistAdmission(list: {
  whitelistId: string;
  title: string;
  names: readonly string[];
}): Admission {
  return {
    kind: 'whitelist',
    whitelistId: list.whitelistId,
    title: list.title,
    nameKeys: [...new Set(list.names.map(nameKey))],
  };
}

/** A room of 10,000 players asks 10,000 times: each frozen list is read into a set once. */
const keySets = new WeakMap<readonly string[], ReadonlySet<string>>();
function keySetOf(keys: readonly string[]): ReadonlySet<string> {
  let set = keySets.get(keys);
  if (!set) {
    set = new Set(keys);
    keySets.set(keys, set);
  }
  return set;
}

/**
 * Throws why this player may not come in. `name` is the name as the join tidied it; `feide` is whether
 * the server found the player signed in with a Feide account (never the browser's word).
 */
export function checkAdmission(
  admission: Admission | null | undefined,
  player: { name: string; feide: boolean },
): void {
  if (!admission) return;
  if (admission.kind === 'feide') {
    if (!player.feide) throw new DomainError('join_feide_only');
    return;
  }
  if (!keySetOf(admission.nameKeys).has(nameKey(player.name)))
    throw new DomainError('join_name_not_on_whitelist');
}
