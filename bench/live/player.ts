import type WebSocket from 'ws';
import type { QuestionScreen, QuestionTypeName } from '../../domain/question-types/registry.ts';
import type { Tally } from './tally.ts';
import { TYPE_SAMPLES } from './type-samples.ts';

/** Answers are spread uniformly over this long after a phone shows the question, like a real room. */
export const ANSWER_SPREAD_MS = 1000;

const unset = (questions: number) => new Float64Array(questions).fill(Number.NaN);

interface Incoming {
  type: string;
  ref?: string;
  code?: string;
  submissionId?: string;
  you?: { playerId: string };
  room?: { phase: string; question: { index: number; screen: QuestionScreen } | null };
}

/**
 * One simulated phone. Times are `performance.now()` of this process, taken
 * before the frame is parsed, so they compare directly with the host's t0.
 */
export class Player {
  readonly name: string;
  joinSentAt = Number.NaN;
  joinedAt = Number.NaN;
  readonly questionAt: Float64Array;
  readonly sentAt: Float64Array;
  readonly ackedAt: Float64Array;
  readonly resultsAt: Float64Array;
  readonly #socket: WebSocket;
  readonly #tally: Tally;
  readonly #submissionPrefix: string;
  #gameId = '';
  #current = -1;
  #leaving = false;
  #answerTimer: NodeJS.Timeout | null = null;

  constructor(socket: WebSocket, name: string, submissionPrefix: string, tally: Tally, questions: number) {
    this.name = name;
    this.questionAt = unset(questions);
    this.sentAt = unset(questions);
    this.ackedAt = unset(questions);
    this.resultsAt = unset(questions);
    this.#socket = socket;
    this.#tally = tally;
    this.#submissionPrefix = submissionPrefix;
    socket.on('message', (data) => this.#receive(performance.now(), data.toString()));
    socket.on('close', (code) => {
      if (this.#leaving) return;
      tally.disconnects += 1;
      tally.surprise(`closed_${code}`);
    });
    // Without a listener an error would throw; the close that follows is what counts.
    socket.on('error', () => {});
  }

  get joined(): boolean {
    return !Number.isNaN(this.joinedAt);
  }

  submissionId(index: number): string {
    return `${this.#submissionPrefix}-${this.name}-${index}`;
  }

  join(gameId: string, pin: string): void {
    this.#gameId = gameId;
    this.joinSentAt = performance.now();
    this.#send({ v: 1, type: 'game.join', ref: 'join', pin, name: this.name });
  }

  leave(): void {
    this.#leaving = true;
    if (this.#answerTimer) clearTimeout(this.#answerTimer);
    this.#socket.close();
  }

  #receive(at: number, text: string): void {
    const message = JSON.parse(text) as Incoming;
    switch (message.type) {
      case 'game.joined':
        this.joinedAt = at;
        this.#tally.joined += 1;
        return;
      case 'game.room':
        this.#roomChanged(at, message.room!);
        return;
      case 'game.you':
        if (this.#current >= 0 && Number.isNaN(this.resultsAt[this.#current]!)) {
          this.resultsAt[this.#current] = at;
          this.#tally.results[this.#current]! += 1;
        }
        return;
      case 'game.ack': {
        const index = answerIndexOf(message.ref);
        if (index === null || message.submissionId !== this.submissionId(index)) return;
        this.ackedAt[index] = at;
        this.#tally.acked[index]! += 1;
        return;
      }
      case 'game.error':
        this.#refused(message);
        return;
      case 'welcome':
        return;
      default:
        // game.replaced, game.kicked: never expected in a clean run.
        this.#tally.surprise(message.type);
    }
  }

  #roomChanged(at: number, room: NonNullable<Incoming['room']>): void {
    if (room.phase === 'question_closed' && room.question === null) this.#tally.started += 1;
    if (room.phase === 'finished') this.#tally.finished += 1;
    const index = room.question?.index;
    if (room.phase !== 'question' || index === undefined || !Number.isNaN(this.questionAt[index]!)) return;
    this.questionAt[index] = at;
    this.#current = index;
    this.#tally.questionReceived[index]! += 1;
    const screen = room.question!.screen;
    this.#answerTimer = setTimeout(() => this.#answer(index, screen), Math.random() * ANSWER_SPREAD_MS);
  }

  /** Answers from what the phone's screen shows, as a player would; a slide asks for nothing. */
  #answer(index: number, screen: QuestionScreen): void {
    this.#answerTimer = null;
    const sample = TYPE_SAMPLES[screen.question_type as QuestionTypeName] as {
      answer: (
        screen: QuestionScreen,
        random: () => number,
      ) => ReturnType<(typeof TYPE_SAMPLES)['basic']['answer']>;
    };
    const answer = sample.answer(screen, Math.random);
    if (!answer) return;
    this.sentAt[index] = performance.now();
    this.#tally.answersSent[index]! += 1;
    this.#send({
      v: 1,
      type: 'game.answer',
      ref: `a${index}`,
      gameId: this.#gameId,
      index,
      answer,
      submissionId: this.submissionId(index),
    });
  }

  #refused(message: Incoming): void {
    this.#tally.surprise(`error_${message.code}`);
    if (message.ref === 'join') this.#tally.joinFailed += 1;
    const index = answerIndexOf(message.ref);
    if (index !== null) this.#tally.answerErrors[index]! += 1;
  }

  #send(message: Record<string, unknown>): void {
    if (this.#socket.readyState === this.#socket.OPEN) this.#socket.send(JSON.stringify(message));
  }
}

function answerIndexOf(ref: string | undefined): number | null {
  return ref?.startsWith('a') ? Number(ref.slice(1)) : null;
}
