import { type Figure, figure } from '../support/stats.ts';
import type { MeasuredRun } from './measure-run.ts';

type Numeric = Exclude<keyof MeasuredRun, 'problems' | 'perQuestion'>;

/** Every figure of the report with its unit and decimals: the JSON line's shape, in one place. */
const UNITS: Record<Numeric, [unit: string, decimals: number]> = {
  playersConnected: ['players', 0],
  playersJoined: ['players', 0],
  connectRate: ['sockets/s', 0],
  joinRateOffered: ['players/s', 0],
  joinRateAchieved: ['players/s', 0],
  joinLatencyP50Ms: ['ms', 1],
  joinLatencyP99Ms: ['ms', 1],
  fanOutP50Ms: ['ms', 1],
  fanOutP95Ms: ['ms', 1],
  fanOutP99Ms: ['ms', 1],
  fanOutMaxMs: ['ms', 1],
  ackP50Ms: ['ms', 1],
  ackP99Ms: ['ms', 1],
  ackMaxMs: ['ms', 1],
  lastAnswerToAllAckedMs: ['ms', 1],
  lastAnswerToAllResultsMs: ['ms', 1],
  answersSent: ['answers', 0],
  answersAcked: ['answers', 0],
  answersRefused: ['answers', 0],
  answersLost: ['answers', 0],
  disconnects: ['sockets', 0],
  hostScreenUpdates: ['messages', 0],
  hostScreenMb: ['MB', 1],
  serverRssBeforeMb: ['MB', 0],
  serverPeakRssMb: ['MB', 0],
  serverCpuCores: ['cores', 2],
  loadGeneratorLoopLagP99Ms: ['ms', 1],
  loadGeneratorLoopLagMaxMs: ['ms', 1],
  wallSeconds: ['s', 1],
  machineLoad1m: ['runnable tasks', 1],
  serverBusyAfterGameSeconds: ['s', 1],
};

/** Median and min/max of each figure over the measured runs. */
export function summarise(runs: MeasuredRun[]): Record<Numeric, Figure> {
  const entries = (Object.keys(UNITS) as Numeric[]).map((key) => {
    const [unit, decimals] = UNITS[key];
    return [
      key,
      figure(
        runs.map((run) => run[key]),
        unit,
        decimals,
      ),
    ] as const;
  });
  return Object.fromEntries(entries) as Record<Numeric, Figure>;
}

/** One progress line per run, for the person watching stderr. */
export function describeRun(run: MeasuredRun): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    `${run.playersJoined} joined at ${Math.round(run.joinRateAchieved)}/s`,
    `fan-out p99 ${ms(run.fanOutP99Ms)} max ${ms(run.fanOutMaxMs)}`,
    `ack p99 ${ms(run.ackP99Ms)}`,
    `last answer → all acked ${ms(run.lastAnswerToAllAckedMs)}`,
    `lost ${run.answersLost}`,
    `disconnects ${run.disconnects}`,
    `server ${Math.round(run.serverPeakRssMb)} MB`,
    `machine load ${run.machineLoad1m.toFixed(1)}`,
    ...(run.problems.length > 0 ? [`problems: ${run.problems.join('; ')}`] : []),
  ].join(', ');
}

/** Each question's figures, by its type: the median over the measured runs, with the lowest and highest. */
export function summariseByType(runs: MeasuredRun[]): Record<string, Record<string, Figure>> {
  const questions = runs[0]?.perQuestion ?? [];
  return Object.fromEntries(
    questions.map((question, q) => {
      const over = (
        key: 'fanOutP99Ms' | 'lastAnswerToAllAckedMs' | 'hostResultsAfterCloseMs' | 'answersLost',
      ) => runs.map((run) => run.perQuestion[q]![key]);
      return [
        `${q + 1}:${question.type}`,
        {
          fanOutP99Ms: figure(over('fanOutP99Ms'), 'ms', 1),
          lastAnswerToAllAckedMs: figure(over('lastAnswerToAllAckedMs'), 'ms', 1),
          hostResultsAfterCloseMs: figure(over('hostResultsAfterCloseMs'), 'ms', 1),
          answersLost: figure(over('answersLost'), 'answers', 0),
        },
      ];
    }),
  );
}
