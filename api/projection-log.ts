import { readLog, readStreamEvents } from '../commands/event-store/read-log.ts';
import { PlayContents } from '../commands/play/play-contents.ts';
import type { PersonalDataVault } from '../commands/privacy/personal-data-vault.ts';
import { openEvent } from '../commands/privacy/personal-fields.ts';
import type { EventLog } from '../projections/projection.ts';

/**
 * The log as projections read it: personal data opened with the vault
 * (null once a person is forgotten). The server and the rebuild command
 * both read through this, so a rebuilt read model holds the same rows as
 * the one the server keeps; one that read the raw log would store sealed
 * data, and nobody could sign in. Each play's questions are put back where the log names them
 * (commands/play/play-contents.ts).
 */
export function projectionLog(
  vault: PersonalDataVault,
  onAppend: EventLog['onAppend'] = () => () => {},
): EventLog {
  const contents = new PlayContents();
  return {
    read: async (db, after, options) =>
      contents.putBack(
        await Promise.all((await readLog(db, after, options)).map((e) => openEvent(vault, e))),
        (name) => readStreamEvents(db, name),
      ),
    onAppend,
  };
}
