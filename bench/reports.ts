/**
 * Reports benchmark (issue 14): a log of 1,000 live games (50 players, 10 questions) and one of 10,000
 * players × 20 questions, with plays alone, homework and whitelists around them, generated directly as
 * events on a scratch embedded PostgreSQL; then every projection is rebuilt from zero, as
 * `npm run projections:rebuild` does, and the rebuild's events/s (target: 50,000) and peak memory are
 * printed (every read model is fed from one read of the log, read ahead while the batch before applies;
 * `readLogMs` is the wait for the log that reading ahead did not hide, and each projection's `ms` its own
 * time applying, side by side with the others, so they overlap); then the large game's report is exported to XLSX and PDF
 * as the download route makes it, each in a process of its own so its memory is the export's and not the
 * rebuild's leftovers: read from PostgreSQL in pages, streamed out (time, size, the process's peak
 * resident set and its growth over the set before the export; targets 5 s, 10 s, 300 MB). The combined
 * leaderboard's update time has its own `npm run bench:leaderboard`. Progress goes to stderr; stdout
 * gets one JSON line.
 *
 *   npm run bench:reports
 *   npm run bench:reports -- --games 20 --big-players 500   (a quick check)
 */

import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { connect } from '../api/database/connect.ts';
import { rebuildProjections } from '../api/rebuild-projections.ts';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store.ts';
import { migrateToLatest } from '../migrations/migrate.ts';
import { allProjections } from '../projections/all.ts';
import { readShape } from './reports/args.ts';
import { generateLog } from './reports/generate-log.ts';
import { withPeakMemory } from './reports/peak-memory.ts';
import { startScratchEmbeddedPostgres } from './support/embedded-server.ts';
import { createScratchDatabase } from './support/scratch-database.ts';
import { readServerSettings } from './support/server-settings.ts';

const REBUILD_TARGET_EVENTS_PER_SECOND = 50_000;
const run = promisify(execFile);
const progress = (message: string) => console.error(`[bench:reports] ${message}`);
const perSecond = (events: number, ms: number) => Math.round(events / (ms / 1000));

interface ExportFigures {
  /** Reading the report and making the file, from the start. */
  ms: number;
  readMs: number;
  megabytes: number;
  /** The process's peak resident set (getrusage's high-water mark). */
  peakRssMb: number;
  rssBeforeMb: number;
  /** The peak over the resident set before the export (reading, the writer's modules, the file). */
  rssGrowthMb: number;
  peakHeapMb: number;
}

async function exportInChild(url: string, reportId: string, format: 'xlsx' | 'pdf'): Promise<ExportFigures> {
  const child = fileURLToPath(new URL('./reports/export-child.ts', import.meta.url));
  const { stdout } = await run(process.execPath, [child, url, reportId, format], { maxBuffer: 1 << 20 });
  const made = JSON.parse(stdout.trim().split('\n').at(-1)!) as Omit<ExportFigures, 'megabytes'> & {
    bytes: number;
  };
  const { bytes, ...rest } = made;
  return { ...rest, megabytes: Number((bytes / 2 ** 20).toFixed(1)) };
}

const shape = readShape();
const server = await startScratchEmbeddedPostgres();
try {
  const database = await createScratchDatabase(server.url);
  const connection = connect<unknown>(database.url);
  const store = new PostgresEventStore(connection.db, { connectionString: database.url });
  try {
    await migrateToLatest(connection.db);
    const settings = await readServerSettings(connection.db);
    progress(`PostgreSQL ${settings.postgres}: generating ${JSON.stringify(shape)}`);

    const generateStarted = performance.now();
    const owner = {
      quizId: randomUUID(),
      quizCode: 'benchrep',
      quizTitle: 'Reports benchmark',
      hostId: randomUUID(),
    };
    const log = await generateLog(store, shape, owner, {
      onProgress: (n) => progress(`${n} events appended`),
    });
    const generateMs = performance.now() - generateStarted;
    progress(`${log.events} events in ${Math.round(generateMs)} ms; rebuilding every projection`);
    // A log that grew over months has its statistics; one made in seconds must be given them, or the
    // planner reads the log as if it were empty (and sorts all of it for every batch).
    await sql`analyze events`.execute(connection.db);

    // Each projection reads only its own event types: its rate is over the events it was given.
    const { rows: byType } = await sql<{ type: string; n: number }>`
      select type, count(*)::int as n from events group by type
    `.execute(connection.db);
    const eventsOf = (types: readonly string[]) =>
      byType.filter((row) => types.includes(row.type)).reduce((sum, row) => sum + row.n, 0);

    const projections: Record<string, { ms: number; events: number; eventsPerSecond: number }> = {};
    const rebuildStarted = performance.now();
    const memory = await withPeakMemory(() =>
      rebuildProjections(connection.db, { vaultMasterKey: randomBytes(32) }, [], (name, ms) => {
        const events = eventsOf(allProjections.find((p) => p.name === name)?.eventTypes ?? []);
        projections[name] = { ms, events, eventsPerSecond: ms > 0 ? perSecond(events, ms) : events };
        progress(`${name}: ${events} events in ${ms} ms`);
      }),
    );
    const rebuildMs = performance.now() - rebuildStarted;
    // One pass reads the log once for every read model (projections/rebuild-pass.ts): the wait for it.
    const readLogMs = Math.round(memory.result.readMs);
    const rebuildEventsPerSecond = perSecond(log.events, rebuildMs);

    // The large game's report as a teacher downloads it, each file in a process of its own
    // (export-child.ts): read from the read models in pages, then streamed out.
    progress('exporting the large game to XLSX and PDF');
    if (!log.bigGameId) throw new Error('the log has no large game');
    const exports: Record<string, ExportFigures> = {};
    for (const format of ['xlsx', 'pdf'] as const) {
      exports[format] = await exportInChild(database.url, log.bigGameId, format);
      progress(`${format}: ${JSON.stringify(exports[format])}`);
    }

    console.log(
      JSON.stringify({
        bench: 'reports',
        node: process.version,
        cpus: os.availableParallelism(),
        postgres: settings.postgres,
        shape,
        generate: {
          events: log.events,
          ms: Math.round(generateMs),
          eventsPerSecond: perSecond(log.events, generateMs),
        },
        rebuild: {
          events: log.events,
          ms: Math.round(rebuildMs),
          eventsPerSecond: rebuildEventsPerSecond,
          target: REBUILD_TARGET_EVENTS_PER_SECOND,
          meetsTarget: rebuildEventsPerSecond >= REBUILD_TARGET_EVENTS_PER_SECOND,
          readLogMs,
          peakRssMb: memory.peakRssMb,
          peakHeapMb: memory.peakHeapMb,
          projections,
        },
        largeGameExport: {
          players: shape.bigGame?.players ?? 0,
          ...exports,
          targets: { xlsxMs: 5000, pdfMs: 10_000, peakRssMb: 300 },
        },
      }),
    );
  } finally {
    await store.close();
    await connection.close();
    await database.drop();
  }
} finally {
  await server.stop();
}
