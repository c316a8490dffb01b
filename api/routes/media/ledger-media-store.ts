import type { CommandOrigin } from '../../../commands/command-context.ts';
import { recordUpload } from '../../../commands/media/record-upload.ts';
import type { MediaStore } from '../../../commands/media-store/port.ts';
import type { LogPosition } from '../../../domain/shared/event.ts';
import { readMediaUsage } from '../../../projections/media-usage/index.ts';
import type { AppDeps } from '../../app-deps.ts';

/**
 * The media store as one account's upload sees it: every set of files written is entered in the
 * account's ledger (`media-<userId>`, judged against its quota with the stream's expected version).
 * When the ledger refuses them, because an upload racing this one took the last of the quota, the files
 * are deleted again, so a refused upload leaves nothing on disk. `recorded` collects where each entry
 * landed in the log, for the route to wait on.
 */
export function ledgerMediaStore(
  deps: AppDeps,
  userId: string,
  origin: CommandOrigin,
  recorded: LogPosition[],
): MediaStore {
  const { media } = deps;
  const store: MediaStore = {
    async put(folder, extension, bytes) {
      const [stored] = await store.putSet(folder, [{ suffix: extension, bytes }]);
      return stored!;
    },
    async putSet(folder, files) {
      const paths = await media.putSet(folder, files);
      const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
      const command = {
        type: 'RecordUpload' as const,
        data: { folder, paths, bytes, quotaBytes: deps.uploadSettings.quotaBytes },
      };
      try {
        const position = await inTurn(userId, async () => {
          const usage = await readMediaUsage(deps.db, userId);
          const state = { storedBytes: usage.storedBytes, files: usage.files };
          return recordUpload(deps, userId, command, origin, { state, version: usage.version });
        });
        recorded.push(position);
      } catch (error) {
        await media.remove(paths);
        throw error;
      }
      return paths;
    },
    read: (path) => media.read(path),
    remove: (paths) => media.remove(paths),
  };
  return store;
}

/**
 * One account's ledger entries on this node, one at a time: uploads of one account racing here take
 * turns instead of failing each other's expected version (the version still settles races between nodes).
 */
const turns = new Map<string, Promise<unknown>>();

function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const mine = (turns.get(key) ?? Promise.resolve()).then(work);
  const done = mine.then(
    () => {},
    () => {},
  );
  turns.set(key, done);
  void done.then(() => {
    if (turns.get(key) === done) turns.delete(key);
  });
  return mine;
}
