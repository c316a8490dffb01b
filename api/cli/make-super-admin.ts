import pino from 'pino';
import { handleUserCommand } from '../../commands/accounts/user-decider.ts';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store.ts';
import { systemClock } from '../../commands/ports/clock.ts';
import { cryptoRandom } from '../../commands/ports/random.ts';
import { migrateToLatest } from '../../migrations/migrate.ts';
import { findFirstUser, hasSuperAdmin } from '../../projections/users/index.ts';
import { readConfig } from '../config.ts';
import { openDatabase } from '../database/open-database.ts';

/**
 * `npm run users:make-super-admin`: on a fresh install, makes the first
 * account ever created super admin. Refuses once any super admin exists,
 * so it cannot be used to take over a running installation. Run it with
 * the server stopped (embedded mode) or beside it (DATABASE_URL).
 */
const log = pino({ level: 'info' });
const config = readConfig();
const database = await openDatabase(config, log);
const db = database.connection.db;
let exitCode = 0;
try {
  await migrateToLatest(db);
  if (await hasSuperAdmin(db as never)) {
    log.error('a super admin exists already; ask them to grant roles');
    exitCode = 1;
  } else {
    const first = await findFirstUser(db as never);
    if (!first) {
      log.error('no account yet: register one in the app first');
      exitCode = 1;
    } else {
      const store = new PostgresEventStore(db, { connectionString: database.url });
      // The role change carries no personal data, so the raw store is enough here.
      await handleUserCommand(
        { store, clock: systemClock, random: cryptoRandom },
        first.id,
        { type: 'ChangeRole', data: { to: 'super_admin' } },
        { actorId: null, correlationId: `cli-${cryptoRandom.uuid()}` },
      );
      await store.close();
      log.info(
        { userId: first.id, email: first.email },
        'is now super admin (the server picks it up within a second)',
      );
    }
  }
} finally {
  await database.close();
}
process.exit(exitCode);
