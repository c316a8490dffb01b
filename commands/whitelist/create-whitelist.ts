import type { LogPosition } from '../../domain/shared/event.ts';
import { type CreateWhitelist, decideWhitelist } from '../../domain/whitelist/decide.ts';
import { initialWhitelistState, whitelistStreamName } from '../../domain/whitelist/events.ts';
import { takeWhitelistQuota, whitelistQuotaStreamName } from '../../domain/whitelist/quota.ts';
import { type CommandDeps, type CommandOrigin, metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';

const MAX_ATTEMPTS = 3;

/**
 * A new list (or a clone) and its place in the owner's monthly quota, appended in one transaction:
 * the quota stream's expected version makes the limit exact even when creations race.
 */
export async function createWhitelist(
  deps: CommandDeps,
  command: CreateWhitelist,
  origin: CommandOrigin,
): Promise<{ last: LogPosition }> {
  const { whitelistId, owner, at } = command.data;
  const quotaStream = whitelistQuotaStreamName(owner, at);
  // Checked first, so a list with a mistake is refused for the mistake, not for the quota.
  const created = decideWhitelist(command, initialWhitelistState);
  for (let attempt = 1; ; attempt++) {
    const used = (await deps.store.readStream(quotaStream)).at(-1)?.streamVersion ?? 0;
    const quota = takeWhitelistQuota(used, whitelistId, at);
    try {
      const appended = await deps.store.append(
        [
          { streamName: quotaStream, expectedVersion: used, events: quota },
          { streamName: whitelistStreamName(whitelistId), expectedVersion: 0, events: created },
        ],
        metadataFor(origin, deps.clock),
      );
      return { last: appended.streamEnds[1]! };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
