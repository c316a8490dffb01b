import pino from 'pino';
import { readLog } from '../../commands/event-store/read-log.ts';
import { migrateToLatest } from '../../migrations/migrate.ts';
import { allProjections } from '../../projections/all.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { readConfig } from '../config.ts';
import { openDatabase } from '../database/open-database.ts';

/**
 * `npm run projections:rebuild [name…]`: empties the named read models (all
 * when none is named) and replays the whole log into them, in batches. Safe
 * while the server runs: the advisory lock keeps the two from interleaving
 * within a batch, and the live runner simply finds the projection up to date.
 */
const log = pino({ level: 'info' });
const names = process.argv.slice(2);
const unknown = names.filter((name) => !allProjections.some((p) => p.name === name));
if (unknown.length > 0) {
  log.error({ unknown, known: allProjections.map((p) => p.name) }, 'no such projection');
  process.exit(2);
}

const database = await openDatabase(readConfig(), log);
try {
  await migrateToLatest(database.connection.db);
  const runner = new ProjectionRunner({
    db: database.connection.db,
    log: { read: readLog, onAppend: () => () => {} },
    projections: allProjections,
    publish: () => {},
    batchSize: 1000,
  });
  for (const name of names.length > 0 ? names : allProjections.map((p) => p.name)) {
    const started = performance.now();
    await runner.rebuild(name);
    log.info({ projection: name, ms: Math.round(performance.now() - started) }, 'rebuilt');
  }
} finally {
  await database.close();
}
