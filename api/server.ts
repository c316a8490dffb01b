import { readConfig } from './config.ts';
import { failureReason } from './failure-reason.ts';
import { createLogger } from './logger.ts';
import { startKviss } from './start.ts';

/** `npm start`: serve Kviss until SIGINT/SIGTERM, then shut down in order. */
const config = readConfig();
const log = createLogger({ level: config.logLevel });

const kviss = await startKviss(config, log).catch((error: unknown) => {
  log.fatal({ err: error }, `Kviss could not start: ${failureReason(error)}`);
  process.exit(1);
});
log.info({ url: kviss.url.replace('0.0.0.0', 'localhost') }, 'Kviss is ready');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    forced.unref();
    kviss
      .close()
      .then(() => {
        log.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
