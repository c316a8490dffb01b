import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { migrateToLatest } from '../../migrations/migrate.ts';
import { readConfig } from '../config.ts';
import { openDatabase } from '../database/open-database.ts';
import { projectionNames, rebuildProjections } from '../rebuild-projections.ts';
import { loadSecrets } from '../secrets.ts';

/**
 * `npm run projections:rebuild [name…]`: empties the named read models (all
 * when none is named) and replays the whole log into them, in batches. Safe
 * while the server runs: the advisory lock keeps the two from interleaving
 * within a batch, and the live runner simply finds the projection up to date.
 * It opens personal data with the installation's secret, as the server does.
 * The npm script gives V8 a 64 MB young generation (--max-semi-space-size): a rebuild parses millions of
 * short-lived events, and with the default a large share of its time went to collecting them.
 */
const log = pino({ level: 'info' });
const names = process.argv.slice(2);
const unknown = names.filter((name) => !projectionNames().includes(name));
if (unknown.length > 0) {
  log.error({ unknown, known: projectionNames() }, 'no such projection');
  process.exit(2);
}

const config = readConfig();
// Without the installation's secret every name and address would come out unreadable: never make a new one here.
if (!process.env.KVISS_SECRET && !existsSync(path.join(config.dataDir, 'secret'))) {
  log.error(
    { dataDir: config.dataDir },
    'no installation secret: set KVISS_SECRET or KVISS_DATA_DIR as the server has them',
  );
  process.exit(2);
}
const secrets = await loadSecrets(config.dataDir);
const database = await openDatabase(config, log);
try {
  await migrateToLatest(database.connection.db);
  await rebuildProjections(database.connection.db, secrets, names, (projection, ms) =>
    log.info({ projection, ms }, 'rebuilt'),
  );
} finally {
  await database.close();
}
