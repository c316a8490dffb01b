import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep, setImmediate as yieldToLoop } from 'node:timers/promises';
import { QUESTION_TYPES, type QuestionTypeName } from '../../domain/question-types/registry.ts';
import { Host } from './host.ts';
import { Player } from './player.ts';
import { openGame, type Quizmaster } from './quiz-setup.ts';
import { inBatches, openSocket } from './socket.ts';
import { Tally } from './tally.ts';
import { waitUntil } from './wait.ts';

/**
 * Every wait is bounded: a stalled phase is recorded and the run goes on, so
 * it always ends. The bound grows with the room, so a phase that is slow but
 * finishes is measured rather than cut off (30 s for a few players, 130 s at 10,000).
 */
const patienceFor = (players: number) => 30_000 + 10 * players;
/** A host looks at the results for a while; here just long enough that one question's traffic has ebbed. */
const RESULTS_PAUSE_MS = 250;
const JOIN_BATCH = 100;
/** The monitor's samples include its own interval, so the interval is taken off again. */
const LAG_RESOLUTION_MS = 1;

export interface GameSetup {
  baseUrl: string;
  master: Quizmaster;
  /** The quiz's questions, by type, in order. */
  types: readonly QuestionTypeName[];
  players: number;
  joinRate: number;
  connectConcurrency: number;
  log: (message: string) => void;
  /** Why the run must stop now (the server exited, or we were interrupted), or null to go on. */
  halted: () => string | null;
}

export interface PlayedGame {
  gameId: string;
  players: Player[];
  connectMs: number;
  joinsFirstSentAt: number;
  joinsLastSentAt: number;
  /** The host's "next" for each question, sent at this instant. */
  nextSentAt: number[];
  /** When the quizmaster's screen got each question's results (NaN for content without answers). */
  hostResultsAt: number[];
  tally: Tally;
  hostDropped: boolean;
  hostScreenUpdates: number;
  hostScreenBytes: number;
  /** Phases that hit their time limit, in words. */
  stalls: string[];
  /**
   * This process's event-loop delay from the first join to the podium: when
   * high, the latencies include our own queueing, not just the server's.
   */
  loopLagP99Ms: number;
  loopLagMaxMs: number;
}

type WaitFor = (what: string, done: () => boolean, state: () => string) => Promise<void>;

/** One whole game over real sockets: connect, join, start, every question answered, podium, leave. */
export async function playGame(setup: GameSetup): Promise<PlayedGame> {
  const { gameId, pin } = await openGame(setup.baseUrl, setup.master);
  const tally = new Tally(setup.types.length);
  const stalls: string[] = [];
  const patience = patienceFor(setup.players);
  const waitFor: WaitFor = async (what, done, state) => {
    const finished = await waitUntil(() => done() || setup.halted() !== null, patience);
    const halted = setup.halted();
    if (halted) throw new Error(`${halted} during "${what}" at ${state()}`);
    if (!finished) stalls.push(`${what}: ${state()} after ${patience} ms`);
  };

  const host = new Host(await openSocket(setup.baseUrl), gameId, patience);
  const players: Player[] = [];
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  try {
    await host.attach(setup.master.token);
    const connectStart = performance.now();
    const prefix = randomBytes(4).toString('hex');
    const names = Array.from({ length: setup.players }, (_, i) => `p${String(i).padStart(5, '0')}`);
    // openSocket gives up on a handshake by itself (handshakeTimeout), so this phase ends too.
    const sockets = await inBatches(names, setup.connectConcurrency, (_, i) =>
      openSocket(setup.baseUrl, classroomNetwork(i)),
    );
    const connectMs = performance.now() - connectStart;
    sockets.forEach((outcome, i) => {
      if (outcome.status === 'fulfilled')
        players.push(new Player(outcome.value, names[i]!, prefix, tally, setup.types.length));
    });
    setup.log(`${players.length}/${setup.players} sockets open in ${Math.round(connectMs)} ms`);

    lag.enable();
    const joinsFirstSentAt = performance.now();
    await offerJoins(players, gameId, pin, setup.joinRate);
    const joinsLastSentAt = performance.now();
    await waitFor(
      'joins',
      () => tally.joined + tally.joinFailed >= players.length,
      () => `${tally.joined} joined, ${tally.joinFailed} refused of ${players.length}`,
    );
    const joined = tally.joined;
    const joinSeconds = (performance.now() - joinsFirstSentAt) / 1000;
    setup.log(`${joined} joined in ${joinSeconds.toFixed(1)} s (${Math.round(joined / joinSeconds)}/s)`);

    await host.control('start');
    await waitFor(
      'start',
      () => tally.started >= joined,
      () => `${tally.started} saw it`,
    );
    const nextSentAt: number[] = [];
    for (const [q, type] of setup.types.entries()) {
      const answered = QUESTION_TYPES[type].answerKind !== null;
      host.watchResults(q);
      nextSentAt.push(performance.now());
      await host.control('next');
      await playQuestion(q, joined, answered, tally, waitFor);
      if (answered)
        await waitFor(
          `host results ${q}`,
          () => host.hasResults(q),
          () => 'not yet',
        );
      setup.log(`question ${q + 1}/${setup.types.length} (${type}): ${tally.acked[q]} answers acknowledged`);
      await sleep(RESULTS_PAUSE_MS);
    }
    // After the last question "next" ends the game: the podium.
    await host.control('next');
    await waitFor(
      'podium',
      () => tally.finished >= joined,
      () => `${tally.finished} saw it`,
    );
    lag.disable();

    return {
      gameId,
      players,
      connectMs,
      joinsFirstSentAt,
      joinsLastSentAt,
      nextSentAt,
      hostResultsAt: setup.types.map((_, q) => host.resultsAt(q)),
      tally,
      hostDropped: host.dropped,
      hostScreenUpdates: host.screenUpdates,
      hostScreenBytes: host.screenBytes,
      stalls,
      loopLagP99Ms: lagMs(lag.percentile(99)),
      loopLagMaxMs: lagMs(lag.max),
    };
  } finally {
    lag.disable();
    for (const player of players) player.leave();
    host.close();
  }
}

/**
 * The question reaches every phone, each answers (Player does that by itself), and each learns its
 * result. Content without answers (a slide) is only shown: the quizmaster moves on.
 */
async function playQuestion(
  q: number,
  joined: number,
  answered: boolean,
  tally: Tally,
  waitFor: WaitFor,
): Promise<void> {
  const got = () => tally.questionReceived[q]!;
  await waitFor(
    `question ${q}`,
    () => got() >= joined,
    () => `${got()} received it`,
  );
  if (!answered) return;
  await waitFor(
    `answers ${q}`,
    () => tally.answersSent[q] === got() && tally.acked[q]! + tally.answerErrors[q]! >= got(),
    () => `${tally.acked[q]} acked, ${tally.answerErrors[q]} refused of ${tally.answersSent[q]} sent`,
  );
  await waitFor(
    `results ${q}`,
    () => tally.results[q]! >= got(),
    () => `${tally.results[q]} results`,
  );
}

const lagMs = (ns: number) => Math.max(0, ns / 1e6 - LAG_RESOLUTION_MS);

/**
 * A big room is many classrooms, each behind its school's one address: the server limits joins per
 * address (a burst of 100, then 10 a second), so one address for every bench phone would measure that
 * limit, not the game. Thirty phones per address, as in a class.
 */
const PHONES_PER_NETWORK = 30;
function classroomNetwork(phone: number): string {
  const network = Math.floor(phone / PHONES_PER_NETWORK);
  return `10.${Math.floor(network / 250) % 250}.${network % 250}.1`;
}

/** Joins at `rate` per second, or as fast as this process can write them (rate 0), in small batches. */
async function offerJoins(players: Player[], gameId: string, pin: string, rate: number): Promise<void> {
  const start = performance.now();
  let sent = 0;
  while (sent < players.length) {
    const due = rate === 0 ? sent + JOIN_BATCH : Math.floor(((performance.now() - start) / 1000) * rate) + 1;
    for (; sent < Math.min(due, players.length); sent++) players[sent]!.join(gameId, pin);
    if (rate === 0) await yieldToLoop();
    else await sleep(5);
  }
}
