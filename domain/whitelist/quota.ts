import { DomainError } from '../shared/domain-error.ts';
import type { DomainEvent } from '../shared/event.ts';
import type { WhitelistOwner } from './events.ts';
import { WHITELIST_MONTHLY_LIMIT } from './rules.ts';

/*
 * The monthly creation limit (spec §5) is kept exactly by a small stream per owner and calendar month
 * (UTC): `whitelist-quota-<kind>-<id>-<yyyy-mm>`. Each creation (a clone included) appends one event to
 * it in the same transaction as the new list, with the expected version, so two creations at once can
 * never both take the last place. Deleting a list gives no place back: the limit counts creations.
 */

export const whitelistQuotaStreamName = (owner: WhitelistOwner, at: string) =>
  `whitelist-quota-${owner.kind}-${owner.id}-${monthOf(at)}`;

/** The calendar month (UTC) of an ISO time: "2026-11". */
export const monthOf = (at: string) => new Date(at).toISOString().slice(0, 7);

export type WhitelistQuotaUsed = DomainEvent<'WhitelistQuotaUsed', { whitelistId: string; month: string }>;

/** One more creation this month, or the limit's refusal; `used` is the quota stream's version. */
export function takeWhitelistQuota(used: number, whitelistId: string, at: string): WhitelistQuotaUsed[] {
  if (used >= WHITELIST_MONTHLY_LIMIT)
    throw new DomainError('whitelist_monthly_limit', { limit: WHITELIST_MONTHLY_LIMIT });
  return [{ type: 'WhitelistQuotaUsed', data: { whitelistId, month: monthOf(at) } }];
}
