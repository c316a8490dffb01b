import { loadWhitelist } from '../../../commands/whitelist/run-whitelist-command.ts';
import { whitelistActorFor } from '../../../commands/whitelist/whitelist-actor.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import type { Role } from '../../../domain/user/rules.ts';
import { type Admission, whitelistAdmission } from '../../../domain/whitelist/admission.ts';
import { ensureMayUse } from '../../../domain/whitelist/decide.ts';
import type { UserRow } from '../../../projections/users/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { AdmissionBody } from '../../contracts/whitelists.ts';

/**
 * The restriction a game or an assignment is opened with, decided now and frozen in its first event:
 * a whitelist's names are read from the list's own stream (not a read model that may lag), and only
 * its owner (or, for a school's list, the school's active teachers and admins, read from the school's
 * stream) may restrict by it, so nobody learns another teacher's class list by trying.
 */
export async function admissionOf(
  deps: AppDeps,
  user: UserRow,
  body: AdmissionBody | undefined,
): Promise<Admission | undefined> {
  if (!body) return undefined;
  if (body.kind === 'feide') return { kind: 'feide' };
  const state = await loadWhitelist(deps, body.whitelist_id);
  if (state.phase !== 'created') throw new DomainError('whitelist_not_found');
  const actor = await whitelistActorFor(deps, { userId: user.id, role: user.role as Role }, state.owner);
  ensureMayUse(actor, state);
  return whitelistAdmission({ whitelistId: body.whitelist_id, title: state.title, names: state.names });
}
