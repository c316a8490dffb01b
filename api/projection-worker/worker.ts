import { parentPort, workerData } from 'node:worker_threads';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store.ts';
import { PersonalDataVault } from '../../commands/privacy/personal-data-vault.ts';
import { allProjections } from '../../projections/all.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { ProjectionStalls, type StalledProjection } from '../../projections/stalls.ts';
import { connect } from '../database/connect.ts';
import { projectionLog } from '../projection-log.ts';
import {
  type FromProjectionWorker,
  type ProjectionWorkerSetup,
  type ToProjectionWorker,
  workerErrorOf,
} from './messages.ts';

/*
 * The projection runner in a thread of its own (start-projection-worker.ts starts it). Here it reads the
 * log, opens personal data and writes read models on its own connections; the server thread hears what
 * changed (for the websocket gateway), which read models halted (for /api/health) and what failed (for
 * its log).
 */
const setup = workerData as ProjectionWorkerSetup;
const port = parentPort!;
const send = (message: FromProjectionWorker) => port.postMessage(message);

/** Halted read models, told to the server thread, whose health route lists them. */
class ReportedStalls extends ProjectionStalls {
  override record(stall: StalledProjection): void {
    super.record(stall);
    send({ type: 'stall', stall });
  }

  override clear(projection: string): void {
    if (this.has(projection)) send({ type: 'unstall', projection });
    super.clear(projection);
  }
}

const connection = connect<unknown>(setup.databaseUrl, { max: 4 });
const store = new PostgresEventStore(connection.db, { connectionString: setup.databaseUrl });
const vault = new PersonalDataVault(connection.db, Buffer.from(setup.vaultMasterKey));
const runner = new ProjectionRunner({
  db: connection.db,
  log: projectionLog(vault, (listener) => store.onAppend(listener)),
  projections: allProjections,
  stalls: new ReportedStalls(),
  publish: (changes) => send({ type: 'changes', changes }),
  onError: (error, projection) => send({ type: 'error', projection, error: workerErrorOf(error) }),
});

port.on('message', (message: ToProjectionWorker) => {
  if (message.type !== 'stop') return;
  void (async () => {
    await runner.stop();
    await store.close();
    await connection.close();
    send({ type: 'stopped' });
  })();
});

await runner.start();
send({ type: 'started' });
