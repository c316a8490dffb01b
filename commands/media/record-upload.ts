import { decideMedia, type RecordUpload } from '../../domain/media/decide.ts';
import {
  evolveMedia,
  initialMediaState,
  type MediaState,
  mediaStreamName,
} from '../../domain/media/events.ts';
import type { LogPosition } from '../../domain/shared/event.ts';
import { type CommandDeps, type CommandOrigin, metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';
import { loadStream } from '../handle-command.ts';

const MAX_ATTEMPTS = 3;

/** The account's ledger as a read model shows it: its state and the stream version it reflects. */
export interface KnownMedia {
  state: MediaState;
  version: number;
}

/**
 * Enters an upload in its account's ledger (`media-<userId>`), or refuses it with the quota reached.
 * The first try decides on `known`, the read model's row, so an account with thousands of uploads is
 * not folded on every one; the expected version still makes the decision exact, and when the row was
 * behind (or another upload of the same account got there first) the stream itself is folded.
 */
export async function recordUpload(
  deps: CommandDeps,
  userId: string,
  command: RecordUpload,
  origin: CommandOrigin,
  known: KnownMedia | null,
): Promise<LogPosition> {
  const streamName = mediaStreamName(userId);
  for (let attempt = 1; ; attempt++) {
    const { state, version } =
      attempt === 1 && known
        ? known
        : await loadStream(deps, streamName, { initialState: initialMediaState, evolve: evolveMedia });
    const events = decideMedia(command, state);
    try {
      const appended = await deps.store.append(
        [{ streamName, expectedVersion: version, events }],
        metadataFor(origin, deps.clock),
      );
      return appended.streamEnds[0]!;
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
