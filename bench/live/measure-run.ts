import os from 'node:os';
import { type GameSetup, playGame } from './play-game.ts';
import { RssSampler, readProcessStats } from './proc-stats.ts';
import { type RunFigures, runFigures } from './run-figures.ts';
import { waitForQuietServer } from './server-quiet.ts';
import { storedSubmissionIds } from './stored-answers.ts';

/** A game's events keep the server's projections busy after it ends; the next run waits for that. */
const SETTLE_TIMEOUT_MS = 120_000;

export interface MeasuredRun extends RunFigures {
  /** Before the game: what the server holds idle (plus earlier games it still keeps). */
  serverRssBeforeMb: number;
  serverPeakRssMb: number;
  /** Server CPU over the run's wall time: 1.0 is one core busy the whole game. */
  serverCpuCores: number;
  loadGeneratorLoopLagP99Ms: number;
  loadGeneratorLoopLagMaxMs: number;
  wallSeconds: number;
  /**
   * The machine's 1-minute load average as the game ended. Above the core
   * count, something besides this benchmark was competing for the CPUs too.
   */
  machineLoad1m: number;
  /** After the podium, until the server's CPU went quiet (projections catching up); capped at the timeout. */
  serverBusyAfterGameSeconds: number;
  /** Stalled phases and unexpected messages; empty in a clean run. */
  problems: string[];
}

/** Plays one game while watching the server process from outside, then lets the server settle. */
export async function measureRun(
  setup: GameSetup,
  server: { pid: number; databaseUrl: string },
): Promise<MeasuredRun> {
  const rss = new RssSampler(server.pid);
  const before = await readProcessStats(server.pid);
  const start = performance.now();
  let game: Awaited<ReturnType<typeof playGame>>;
  let serverPeakRssMb: number;
  try {
    game = await playGame(setup);
  } finally {
    serverPeakRssMb = await rss.stop();
  }
  const wallSeconds = (performance.now() - start) / 1000;
  const machineLoad1m = os.loadavg()[0]!;
  const after = await readProcessStats(server.pid);
  const stored = await storedSubmissionIds(server.databaseUrl, game.gameId);
  const busyAfter = setup.halted() ? null : await waitForQuietServer(server.pid, SETTLE_TIMEOUT_MS);
  return {
    ...runFigures(game, stored, setup.types),
    serverRssBeforeMb: before.rssMb,
    serverPeakRssMb,
    serverCpuCores: (after.cpuSeconds - before.cpuSeconds) / wallSeconds,
    loadGeneratorLoopLagP99Ms: game.loopLagP99Ms,
    loadGeneratorLoopLagMaxMs: game.loopLagMaxMs,
    wallSeconds,
    machineLoad1m,
    serverBusyAfterGameSeconds: busyAfter ?? SETTLE_TIMEOUT_MS / 1000,
    problems: [
      ...game.stalls,
      ...[...game.tally.surprises].map(([kind, count]) => `${kind} x${count}`),
      ...(busyAfter === null ? [`server still busy ${SETTLE_TIMEOUT_MS} ms after the game`] : []),
    ],
  };
}
