import { randomUUID } from 'node:crypto';
import type { EventStore, StreamAppend } from '../../commands/event-store/event-store.ts';
import { assignmentStreamName } from '../../domain/assignment/events.ts';
import { gameStreamName } from '../../domain/game/events.ts';
import { playStreamName } from '../../domain/play/events.ts';
import type { DomainEvent } from '../../domain/shared/event.ts';
import type { WhitelistEvent } from '../../domain/whitelist/events.ts';
import { whitelistStreamName } from '../../domain/whitelist/events.ts';
import { assignmentCreated, gameEvents, playEvents, questionNumber, seeded } from './log-events.ts';

/*
 * A realistic log made directly as events (bench:reports, and the rebuild test): live games played to
 * their end, one very large game, plays alone, homework attempts and whitelists. Appends are batched
 * (many streams and thousands of events per transaction), so a million events take seconds.
 */

export interface LogShape {
  games: number;
  playersPerGame: number;
  questionsPerGame: number;
  /** One more game, much larger (the report and export benchmark's subject); none when null. */
  bigGame: { players: number; questions: number } | null;
  playsAlone: number;
  /** Plays alone that are attempts at one assignment of the quiz. */
  assignmentPlays: number;
  /** Whitelists made; every second one is edited, every third deleted. */
  whitelists: number;
}

export interface LogOwner {
  quizId: string;
  quizCode: string;
  quizTitle: string;
  /** The quizmaster and owner of everything generated. */
  hostId: string;
}

export interface GeneratedLog {
  events: number;
  gameIds: string[];
  bigGameId: string | null;
}

/** Events per transaction: large enough to be fast, small enough not to hold back subscribers long. */
const BATCH_EVENTS = 5000;

class BatchedAppender {
  #pending: StreamAppend[] = [];
  #size = 0;
  #versions = new Map<string, number>();
  total = 0;

  readonly #store: EventStore;
  readonly #actorId: string;
  readonly #at: () => string;

  constructor(store: EventStore, actorId: string, at: () => string) {
    this.#store = store;
    this.#actorId = actorId;
    this.#at = at;
  }

  async add(streamName: string, events: DomainEvent[]): Promise<void> {
    for (let from = 0; from < events.length; from += BATCH_EVENTS) {
      const part = events.slice(from, from + BATCH_EVENTS);
      // A stream twice in one append would need statements of its own: flush first.
      if (this.#pending.some((s) => s.streamName === streamName)) await this.flush();
      const expectedVersion = this.#versions.get(streamName) ?? 0;
      this.#pending.push({ streamName, expectedVersion, events: part });
      this.#versions.set(streamName, expectedVersion + part.length);
      this.#size += part.length;
      if (this.#size >= BATCH_EVENTS) await this.flush();
    }
  }

  async flush(): Promise<void> {
    if (this.#pending.length === 0) return;
    await this.#store.append(this.#pending, {
      actorId: this.#actorId,
      correlationId: randomUUID(),
      causationId: null,
      at: this.#at(),
    });
    this.total += this.#size;
    this.#pending = [];
    this.#size = 0;
  }
}

/** Appends the log of `shape` for `owner`'s quiz, starting at `startAt`; `onProgress` hears each 100k events. */
export async function generateLog(
  store: EventStore,
  shape: LogShape,
  owner: LogOwner,
  options: { startAt?: string; seed?: number; onProgress?: (events: number) => void } = {},
): Promise<GeneratedLog> {
  const random = seeded(options.seed ?? 14);
  let clock = Date.parse(options.startAt ?? '2026-11-02T08:00:00.000Z');
  const appender = new BatchedAppender(store, owner.hostId, () => new Date(clock).toISOString());
  let reported = 0;
  const progress = () => {
    if (appender.total - reported < 100_000) return;
    reported = appender.total;
    options.onProgress?.(appender.total);
  };
  const quiz = { quizId: owner.quizId, quizTitle: owner.quizTitle };
  const questions = Array.from({ length: shape.questionsPerGame }, (_, n) => questionNumber(n));

  const gameIds: string[] = [];
  for (let g = 0; g < shape.games; g++) {
    const gameId = randomUUID();
    gameIds.push(gameId);
    const pin = String(100_000 + ((g * 7919) % 900_000));
    await appender.add(
      gameStreamName(gameId),
      gameEvents({
        ...quiz,
        gameId,
        hostId: owner.hostId,
        pin,
        questions,
        players: shape.playersPerGame,
        start: clock,
        random,
      }),
    );
    clock += 20 * 60_000;
    progress();
  }

  let bigGameId: string | null = null;
  if (shape.bigGame) {
    bigGameId = randomUUID();
    const bigQuestions = Array.from({ length: shape.bigGame.questions }, (_, n) => questionNumber(n));
    const events = gameEvents({
      ...quiz,
      gameId: bigGameId,
      hostId: owner.hostId,
      pin: '999999',
      questions: bigQuestions,
      players: shape.bigGame.players,
      start: clock,
      random,
    });
    for (let from = 0; from < events.length; from += BATCH_EVENTS) {
      await appender.add(gameStreamName(bigGameId), events.slice(from, from + BATCH_EVENTS));
      progress();
    }
    clock += 60 * 60_000;
  }

  const play = (playId: string, name: string, assignmentId: string | null) =>
    playEvents({
      ...quiz,
      quizCode: owner.quizCode,
      playId,
      questions,
      player: { userId: null, name },
      assignmentId,
      start: clock,
      random,
    });
  for (let p = 0; p < shape.playsAlone; p++) {
    const playId = randomUUID();
    await appender.add(playStreamName(playId), play(playId, `Solo ${p + 1}`, null));
    clock += 60_000;
  }

  if (shape.assignmentPlays > 0) {
    const assignmentId = randomUUID();
    const stream = assignmentStreamName(assignmentId);
    await appender.add(stream, [
      assignmentCreated({
        assignmentId,
        quizId: owner.quizId,
        quizCode: owner.quizCode,
        ownerId: owner.hostId,
        start: clock,
      }),
    ]);
    const attempts = new Map<string, number>();
    for (let p = 0; p < shape.assignmentPlays; p++) {
      const playId = randomUUID();
      const name = `Student ${(p % Math.ceil(shape.assignmentPlays / 2)) + 1}`;
      const attempt = (attempts.get(name) ?? 0) + 1;
      attempts.set(name, attempt);
      clock += 60_000;
      await appender.add(stream, [
        {
          type: 'AssignmentAttemptStarted',
          data: {
            playId,
            playerKey: `name:${name.toLowerCase()}`,
            attempt,
            startedAt: new Date(clock).toISOString(),
          },
        },
      ]);
      await appender.add(playStreamName(playId), play(playId, name, assignmentId));
    }
  }

  for (let w = 0; w < shape.whitelists; w++) {
    const whitelistId = randomUUID();
    const names = Array.from({ length: 25 }, (_, n) => `Pupil ${w}-${n + 1}`);
    const events: WhitelistEvent[] = [
      {
        type: 'WhitelistCreated',
        data: {
          whitelistId,
          owner: { kind: 'user', id: owner.hostId },
          title: `Class ${w + 1}`,
          names,
          createdAt: new Date(clock).toISOString(),
        },
      },
    ];
    if (w % 2 === 1)
      events.push({ type: 'WhitelistUpdated', data: { title: `Class ${w + 1}B`, names: names.slice(1) } });
    if (w % 3 === 2)
      events.push({ type: 'WhitelistDeleted', data: { deletedAt: new Date(clock + 1000).toISOString() } });
    await appender.add(whitelistStreamName(whitelistId), events);
    clock += 60_000;
  }

  await appender.flush();
  return { events: appender.total, gameIds, bigGameId };
}
