import type { GameCommand } from '../../domain/game/decide.ts';
import type { GameEvent } from '../../domain/game/events.ts';
import type { ErrorCode } from '../../domain/shared/error-codes.ts';
import type { Bus } from '../bus/bus.ts';
import type { Clock } from '../ports/clock.ts';
import { after, type Scheduler } from '../ports/scheduler.ts';

/*
 * What nodes say to each other about live games, over the bus (DESIGN §3): the owner relays each
 * commit's events, other nodes forward commands to the owner, and the owner answers on the sender's
 * own topic.
 */

/** The owner's committed events, in stream order: stream version `from` (exclusive) to `to`. */
export interface RelayedEvents {
  from: number;
  to: number;
  events: GameEvent[];
}

export interface ForwardedCommand {
  requestId: string;
  replyTo: string;
  command: GameCommand;
}

export type CommandReply =
  | { requestId: string; ok: true; events: GameEvent[]; version: number }
  | { requestId: string; ok: false; code: ErrorCode; params: Record<string, string | number> };

export const eventsTopic = (gameId: string) => `game-events:${gameId}`;

/**
 * A message on a game's events topic, led by the sending node's id: every node of the game hears the
 * topic, the owner too, and a node skips its own messages without parsing them (a busy room commits
 * many times a second).
 */
export const relayMessage = (nodeId: string, payload: object) => `${nodeId}\n${JSON.stringify(payload)}`;

/** The payload of a relay message, or null when this node sent it. */
export function payloadFromOthers<T>(message: string, nodeId: string): T | null {
  const newline = message.indexOf('\n');
  if (message.slice(0, newline) === nodeId) return null;
  return JSON.parse(message.slice(newline + 1)) as T;
}
export const commandTopic = (gameId: string) => `game-commands:${gameId}`;
const repliesTopic = (nodeId: string) => `game-replies:${nodeId}`;

/** A node's one topic for answers to the commands it forwarded, matched to their senders by request id. */
export class ReplyInbox {
  readonly #bus: Bus;
  readonly #nodeId: string;
  readonly #time: { timers: Scheduler; clock: Clock };
  readonly #pending = new Map<string, { resolve: (reply: CommandReply) => void; cancelTimer: () => void }>();
  #subscribed: Promise<() => Promise<void>> | null = null;

  constructor(bus: Bus, nodeId: string, time: { timers: Scheduler; clock: Clock }) {
    this.#bus = bus;
    this.#nodeId = nodeId;
    this.#time = time;
  }

  /** The topic replies come to, listened to before anything is forwarded. */
  async topic(): Promise<string> {
    this.#subscribed ??= this.#bus.subscribe(repliesTopic(this.#nodeId), (message) => {
      const reply = JSON.parse(message) as CommandReply;
      const waiting = this.#pending.get(reply.requestId);
      if (!waiting) return;
      waiting.cancelTimer();
      this.#pending.delete(reply.requestId);
      waiting.resolve(reply);
    });
    await this.#subscribed;
    return repliesTopic(this.#nodeId);
  }

  /** The reply to `requestId`; rejects if none comes within `timeoutMs`. */
  expect(requestId: string, timeoutMs: number): Promise<CommandReply> {
    return new Promise((resolve, reject) => {
      const cancelTimer = after(this.#time.timers, this.#time.clock, timeoutMs, () => {
        this.#pending.delete(requestId);
        reject(new Error('no reply'));
      });
      this.#pending.set(requestId, { resolve, cancelTimer });
    });
  }

  async close(): Promise<void> {
    for (const { cancelTimer } of this.#pending.values()) cancelTimer();
    this.#pending.clear();
    const unsubscribe = await this.#subscribed?.catch(() => null);
    await unsubscribe?.().catch(() => {});
  }
}
