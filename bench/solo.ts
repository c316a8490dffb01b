/**
 * Play-alone load benchmark (issue 13): N guests each play a 10-question quiz alone over HTTP
 * (start, then "next" and an answer per question after 1–3 s of thought), against the server in its
 * own process on a scratch database: an embedded PostgreSQL, or the external one at DATABASE_URL
 * (the bench makes and drops a database of its own there). A warm-up cohort of as many players
 * first, then the measured one: a server that has just started compiles its hot paths while its first
 * big class plays (V8's optimising compiler took half a core for half a second, at the end of the
 * players' start, and PostgreSQL waited for the CPU), and a running server has done so long before.
 * Both cohorts' latencies are reported: `warmUp` is the first class after a restart. Progress goes to
 * stderr; stdout gets exactly one JSON line.
 *
 *   npm run bench:solo -- --players 2000 [--warmup-players N] [--ramp-seconds 5] [--think-ms 1000-3000]
 */
import os from 'node:os';
import { connect } from '../api/database/connect.ts';
import { Cleanup } from './live/cleanup.ts';
import { readProcessStats } from './live/proc-stats.ts';
import { call, prepareQuiz } from './live/quiz-setup.ts';
import { startServerProcess } from './live/server-process.ts';
import { TIME_LIMIT_SECONDS } from './live/type-samples.ts';
import { readOptions } from './solo/args.ts';
import { JsonClient } from './solo/http-client.ts';
import { RIGHT_SHARE, SOLO_TYPES } from './solo/quiz.ts';
import { runCohort } from './solo/run-cohort.ts';
import { benchDatabase } from './support/bench-database.ts';
import { readServerSettings, type ServerSettings } from './support/server-settings.ts';

const options = readOptions();
const started = performance.now();
const progress = (message: string) =>
  console.error(
    `[bench:solo ${options.players} +${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`,
  );
const cleanup = new Cleanup();
let report: Record<string, unknown> | undefined;
let interrupted: string | null = null;
// Ctrl-C stops the run and the `finally` below still stops the server and drops the database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = `interrupted by ${signal}`;
    progress(`${signal}: stopping and cleaning up`);
  });
}

try {
  const database = await benchDatabase(cleanup);
  const settings = await durabilityOf(database.url);
  const server = await startServerProcess(database.url, Math.min(options.players, 10_000));
  cleanup.add('server', () => server.stop());
  await server.ready();
  progress(
    `PostgreSQL ${settings.postgres} (${database.external ? 'external' : 'embedded'}), server pid ${server.pid} at ${server.url}`,
  );
  const halted = () =>
    interrupted ?? (server.exited() ? 'the server process exited (its log is above)' : null);

  const master = await prepareQuiz(server, Math.min(options.players, 10_000), SOLO_TYPES);
  const code = (await call(server.url, 'GET', `/api/quizzes/id/${master.quizId}`, master.token, undefined))
    .code as string;
  const client = new JsonClient(server.url);
  cleanup.add('client sockets', async () => client.close());

  const cohort = async (players: number, label: string) => {
    progress(`${label}: ${players} players`);
    const run = await runCohort({
      client,
      code,
      players,
      rampSeconds: label === 'warm-up' ? Math.min(options.rampSeconds, 2) : options.rampSeconds,
      thinkMinMs: options.thinkMinMs,
      thinkMaxMs: options.thinkMaxMs,
      server: { pid: server.pid, databaseUrl: database.url },
      log: (message) => progress(`${label}: ${message}`),
      halted,
    });
    const reason = halted();
    if (reason) throw new Error(reason);
    progress(
      `${label} done: answer p99 ${run.answerLatencyMs?.p99} ms (${run.answerLatencyWhileStartingMs?.p99 ?? '–'} ms while players were starting, ${run.answerLatencyAfterStartsMs?.p99 ?? '–'} ms after), next p99 ${run.nextLatencyMs?.p99} ms, lost ${run.answersLost}; the event loop was on a CPU ${run.server.eventLoopThread.cpuShare} of the time and waiting for one ${run.server.eventLoopThread.runQueueWaitShare}`,
    );
    return run;
  };
  const warmUp = options.warmupPlayers > 0 ? await cohort(options.warmupPlayers, 'warm-up') : null;
  const figures = await cohort(options.players, 'measured');

  report = {
    bench: 'solo',
    node: process.version,
    serverNodeFlags: server.nodeFlags,
    cpus: os.availableParallelism(),
    database: database.external ? 'external' : 'embedded',
    warmupPlayers: options.warmupPlayers,
    rampSeconds: options.rampSeconds,
    quiz: {
      questions: SOLO_TYPES.length,
      types: SOLO_TYPES,
      timeLimitSeconds: TIME_LIMIT_SECONDS,
      thinkMs: [options.thinkMinMs, options.thinkMaxMs],
      rightShare: RIGHT_SHARE,
    },
    ...settings,
    ...figures,
    // The same figures for the first cohort, on a server that had just started (its ramp is 2 s at most).
    warmUp: warmUp && {
      players: warmUp.players,
      answerLatencyMs: warmUp.answerLatencyMs,
      answerLatencyWhileStartingMs: warmUp.answerLatencyWhileStartingMs,
      answerLatencyAfterStartsMs: warmUp.answerLatencyAfterStartsMs,
      answersLost: warmUp.answersLost,
    },
    // The kernel's high-water mark over the server's whole life (warm-up included).
    serverLifetimePeakRssMb: Math.round((await readProcessStats(server.pid)).hwmMb),
  };
} catch (error) {
  if (!interrupted) throw error;
  process.exitCode = 130;
} finally {
  await cleanup.runAll();
}

if (report) console.log(JSON.stringify(report));

/** Left at the server's defaults: the figures hold only at the durability they were measured with. */
async function durabilityOf(url: string): Promise<ServerSettings> {
  const connection = connect<unknown>(url);
  try {
    return await readServerSettings(connection.db);
  } finally {
    await connection.close();
  }
}
