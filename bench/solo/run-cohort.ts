import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { RssSampler, readProcessStats } from '../live/proc-stats.ts';
import { waitForQuietServer } from '../live/server-quiet.ts';
import { percentile } from '../support/stats.ts';
import type { JsonClient } from './http-client.ts';
import { playAlone, Tally } from './player.ts';
import { postgresCpuSeconds } from './postgres-cpu.ts';
import { eventLoopThreadSeconds, runQueueWaitSeconds } from './run-queue.ts';
import { storedPlayAnswers } from './stored-answers.ts';

const SETTLE_TIMEOUT_MS = 60_000;

export interface CohortSetup {
  client: JsonClient;
  code: string;
  players: number;
  rampSeconds: number;
  thinkMinMs: number;
  thinkMaxMs: number;
  server: { pid: number; databaseUrl: string };
  log: (message: string) => void;
  halted: () => string | null;
}

const round = (value: number, decimals = 1) => Number(value.toFixed(decimals));

function latencies(values: number[]) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: values.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)!),
  };
}

/**
 * `players` guests each play the quiz alone, starting evenly over the ramp, while the server process is
 * watched from outside (memory, CPU); then the log is read to find every acknowledged answer.
 */
export async function runCohort(setup: CohortSetup) {
  const tally = new Tally();
  const rss = new RssSampler(setup.server.pid);
  const before = await readProcessStats(setup.server.pid);
  const waitBefore = await runQueueWaitSeconds(setup.server.pid);
  const loopBefore = await eventLoopThreadSeconds(setup.server.pid);
  const postgresBefore = await postgresCpuSeconds();
  const clientCpuBefore = process.cpuUsage();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const start = performance.now();
  const progress = setInterval(() => {
    setup.log(
      `${tally.playIds.length} started, ${tally.playsFinished} finished, ${tally.answersAcked}/${tally.answersSent} answers acknowledged`,
    );
  }, 5000);
  let serverPeakRssMb: number;
  try {
    const gapMs = setup.players > 1 ? (setup.rampSeconds * 1000) / (setup.players - 1) : 0;
    await Promise.all(
      Array.from({ length: setup.players }, async (_, i) => {
        await sleep(i * gapMs);
        await playAlone({
          client: setup.client,
          code: setup.code,
          name: `Solo ${i + 1}`,
          network: homeNetwork(i),
          thinkMinMs: setup.thinkMinMs,
          thinkMaxMs: setup.thinkMaxMs,
          tally,
          halted: setup.halted,
        });
      }),
    );
  } finally {
    clearInterval(progress);
    lag.disable();
    serverPeakRssMb = await rss.stop();
  }
  const wallSeconds = (performance.now() - start) / 1000;
  const after = await readProcessStats(setup.server.pid);
  const serverRunQueueWait = (await runQueueWaitSeconds(setup.server.pid)) - waitBefore;
  const loopAfter = await eventLoopThreadSeconds(setup.server.pid);
  const postgresCpu = (await postgresCpuSeconds()) - postgresBefore;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const machineLoad1m = os.loadavg()[0]!;

  // While players are still starting, each start (a few times the work of an answer) comes on top of
  // the answers of those already playing: the busiest seconds of a run, and where its tail comes from.
  const rampEnd = start + setup.rampSeconds * 1000;
  const sentWhileStarting = (_: number, i: number) => tally.answerSentAt[i]! < rampEnd;
  const stored = await storedPlayAnswers(setup.server.databaseUrl, tally.playIds);
  let answersInLog = 0;
  let answersLost = 0;
  for (const playId of tally.playIds) {
    const inLog = stored.get(playId) ?? new Set<string>();
    answersInLog += inLog.size;
    for (const id of tally.acked.get(playId)!) if (!inLog.has(id)) answersLost++;
  }
  const busyAfter = setup.halted() ? null : await waitForQuietServer(setup.server.pid, SETTLE_TIMEOUT_MS);
  const serverCpuSeconds = after.cpuSeconds - before.cpuSeconds;
  const perThousand = 1000 / setup.players;
  return {
    players: setup.players,
    playsStarted: tally.playIds.length,
    playsFinished: tally.playsFinished,
    answerLatencyMs: latencies(tally.answerMs),
    answerLatencyWhileStartingMs: latencies(tally.answerMs.filter(sentWhileStarting)),
    answerLatencyAfterStartsMs: latencies(tally.answerMs.filter((ms, i) => !sentWhileStarting(ms, i))),
    nextLatencyMs: latencies(tally.nextMs),
    startLatencyMs: latencies(tally.startMs),
    answersSent: tally.answersSent,
    answersAcked: tally.answersAcked,
    answersInLog,
    answersLost,
    answersRight: tally.answersRight,
    answersPerSecond: round(tally.answersAcked / wallSeconds),
    requestsPerSecond: round((tally.answersAcked + tally.nextMs.length + tally.startMs.length) / wallSeconds),
    server: {
      rssBeforeMb: Math.round(before.rssMb),
      peakRssMb: Math.round(serverPeakRssMb),
      peakRssGrowthPer1000PlayersMb: round((serverPeakRssMb - before.rssMb) * perThousand),
      cpuSeconds: round(serverCpuSeconds, 2),
      cpuSecondsPer1000Players: round(serverCpuSeconds * perThousand, 2),
      cpuCoresAverage: round(serverCpuSeconds / wallSeconds, 2),
      // Runnable but not running (other processes on the machine had the CPUs).
      runQueueWaitSeconds: round(serverRunQueueWait, 2),
      busyAfterRunSeconds: busyAfter === null ? `> ${SETTLE_TIMEOUT_MS / 1000}` : round(busyAfter),
      // The thread every request waits on: its share of the run on a CPU, and runnable but without one.
      eventLoopThread: {
        cpuShare: round((loopAfter.cpu - loopBefore.cpu) / wallSeconds, 2),
        runQueueWaitShare: round((loopAfter.wait - loopBefore.wait) / wallSeconds, 2),
      },
    },
    // Every PostgreSQL process on this machine (the embedded one, or a local DATABASE_URL), read models
    // included; measured up to the end of play, so work still queued after it is not counted.
    postgres: {
      cpuSeconds: round(postgresCpu, 2),
      cpuSecondsPer1000Players: round(postgresCpu * perThousand, 2),
    },
    loadGenerator: {
      cpuCoresAverage: round((clientCpu.user + clientCpu.system) / 1e6 / wallSeconds, 2),
      loopLagP99Ms: round(lag.percentile(99) / 1e6),
      loopLagMaxMs: round(lag.max / 1e6),
    },
    wallSeconds: round(wallSeconds),
    machineLoad1m: round(machineLoad1m),
    problems: Object.fromEntries(tally.problems),
  };
}

/**
 * Players alone play from their homes, a handful per address: the server paces starts per address
 * (300 at once, then 10 a second), which one address for the whole bench would measure instead.
 */
function homeNetwork(player: number): string {
  const network = Math.floor(player / 4);
  return `10.${Math.floor(network / 250) % 250}.${network % 250}.2`;
}
