/**
 * Live game load benchmark (DESIGN §4, §6): a quizmaster and N phones play
 * a game of one question per type (or the `--types` listed) over real sockets against the server in its own
 * process, on a scratch database in a throw-away embedded PostgreSQL.
 * One warm-up game, then the measured ones. Progress goes to stderr;
 * stdout gets exactly one JSON line.
 *
 *   npm run bench:live -- --players 2000 [--types basic,typing_question]
 */
import os from 'node:os';
import { connect } from '../api/database/connect.ts';
import { readOptions } from './live/args.ts';
import { Cleanup } from './live/cleanup.ts';
import { type MeasuredRun, measureRun } from './live/measure-run.ts';
import { ANSWER_SPREAD_MS } from './live/player.ts';
import { readProcessStats } from './live/proc-stats.ts';
import { prepareQuiz } from './live/quiz-setup.ts';
import { describeRun, summarise, summariseByType } from './live/report.ts';
import { startServerProcess } from './live/server-process.ts';
import { TIME_LIMIT_SECONDS } from './live/type-samples.ts';
import { startScratchEmbeddedPostgres } from './support/embedded-server.ts';
import { createScratchDatabase } from './support/scratch-database.ts';
import { readServerSettings, type ServerSettings } from './support/server-settings.ts';

const options = readOptions();
const started = performance.now();
const progress = (message: string) =>
  console.error(
    `[bench:live ${options.players} +${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`,
  );
const cleanup = new Cleanup();
let report: Record<string, unknown> | undefined;
let interrupted: string | null = null;
// Ctrl-C stops the run at its next step, and the `finally` below still stops PostgreSQL and the
// server and removes their directories; a second Ctrl-C gives up at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = `interrupted by ${signal}`;
    progress(`${signal}: stopping and cleaning up`);
  });
}
const goOn = () => {
  if (interrupted) throw new Error(interrupted);
};

try {
  const embedded = await startScratchEmbeddedPostgres();
  cleanup.add('embedded PostgreSQL', () => embedded.stop());
  goOn();
  const database = await createScratchDatabase(embedded.url);
  cleanup.add('scratch database', () => database.drop());
  const settings = await durabilityOf(database.url);
  const server = await startServerProcess(database.url, options.players);
  cleanup.add('server', () => server.stop());
  await server.ready();
  goOn();
  progress(`PostgreSQL ${settings.postgres}, server pid ${server.pid} at ${server.url}`);
  const halted = () =>
    interrupted ?? (server.exited() ? 'the server process exited (its log is above)' : null);

  const master = await prepareQuiz(server, options.players, options.types);
  const play = async (players: number, label: string) => {
    const run = await measureRun(
      {
        baseUrl: server.url,
        master,
        types: options.types,
        players,
        joinRate: options.joinRate,
        connectConcurrency: options.connectConcurrency,
        log: (message) => progress(`${label}: ${message}`),
        halted,
      },
      { pid: server.pid, databaseUrl: database.url },
    ).catch((error: unknown) => {
      const why = halted();
      progress(
        `${label} failed: ${error instanceof Error ? error.message : String(error)}${why ? ` (${why})` : ''}`,
      );
      throw error;
    });
    const reason = halted();
    if (reason) throw new Error(reason);
    progress(`${label} done: ${describeRun(run)}`);
    return run;
  };

  await play(options.warmupPlayers, 'warm-up');
  const runs: MeasuredRun[] = [];
  for (let i = 1; i <= options.measuredRuns; i++) runs.push(await play(options.players, `run ${i}`));

  report = {
    bench: 'live',
    node: process.version,
    serverNodeFlags: server.nodeFlags,
    cpus: os.availableParallelism(),
    players: options.players,
    warmupPlayers: options.warmupPlayers,
    measuredRuns: options.measuredRuns,
    joinRateOffered: options.joinRate === 0 ? 'as fast as possible' : options.joinRate,
    game: {
      questions: options.types.length,
      types: options.types,
      timeLimitSeconds: TIME_LIMIT_SECONDS,
      answerSpreadMs: ANSWER_SPREAD_MS,
    },
    ...settings,
    figures: summarise(runs),
    byQuestionType: summariseByType(runs),
    // The kernel's high-water mark over the server's whole life: warm-up and every run, and the
    // finished games it keeps in memory for ten minutes.
    serverLifetimePeakRssMb: Math.round((await readProcessStats(server.pid)).hwmMb),
    problems: runs.flatMap((run, i) => run.problems.map((problem) => `run ${i + 1}: ${problem}`)),
  };
} catch (error) {
  // An interrupted run ends with 130 like any interrupted command; any other failure is thrown on.
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
