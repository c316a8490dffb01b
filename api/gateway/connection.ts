import type { Kysely } from 'kysely';
import { Compile } from 'typebox/compile';
import { ClientMessage, SOCKET_PROTOCOL_VERSION } from '../contracts/socket.ts';
import { firstBadText } from '../plugins/text-boundary.ts';
import type { GameSession } from './game/game-session.ts';
import { encode, errorMessage } from './messages.ts';
import { RateBudget } from './rate-budget.ts';
import { loadSnapshot } from './snapshots.ts';
import type { Recipient, TopicHub } from './topic-hub.ts';

const validClientMessage = Compile(ClientMessage);

export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 50;

export interface ConnectionDeps {
  db: Kysely<unknown>;
  hub: TopicHub;
  now: () => number;
  onError: (error: unknown) => void;
  /** Makes the connection's live-game session (player, host or screen). */
  gameSession: (socket: Recipient) => GameSession;
}

/**
 * One browser tab's socket. Every incoming frame is parsed and validated; a
 * bad one is answered with an `error` message and changes nothing, and the
 * connection stays open. A flood is refused message by message.
 */
export class GatewayConnection {
  readonly #deps: ConnectionDeps;
  readonly #socket: Recipient;
  readonly #topics = new Set<string>();
  readonly #budget: RateBudget;
  readonly #game: GameSession;
  #closed = false;

  constructor(deps: ConnectionDeps, socket: Recipient) {
    this.#deps = deps;
    this.#socket = socket;
    this.#budget = new RateBudget(60, 20, deps.now());
    this.#game = deps.gameSession(socket);
  }

  async receive(raw: string): Promise<void> {
    if (!this.#budget.take(this.#deps.now())) {
      return this.#send(errorMessage('socket_rate_limited', 'Too many messages; slow down.'));
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return this.#send(errorMessage('socket_message_invalid', 'Messages are JSON objects.'));
    }
    if (speaksOtherVersion(parsed)) {
      return this.#send(
        errorMessage('socket_protocol_version', `This server speaks protocol ${SOCKET_PROTOCOL_VERSION}.`),
      );
    }
    if (!validClientMessage.Check(parsed)) {
      // A game request waits for the reply carrying its ref: give it one, so it fails at once, not on a timeout.
      const ref = gameRequestRef(parsed);
      if (ref !== null)
        return this.#send(
          encode({ v: SOCKET_PROTOCOL_VERSION, type: 'game.error', ref, code: 'socket_message_invalid' }),
        );
      return this.#send(errorMessage('socket_message_invalid', 'Unknown or malformed message.'));
    }
    const message = parsed;
    const badText = firstBadText(message);
    if (badText !== null) return this.#refuseText(message, badText);
    switch (message.type) {
      case 'ping':
        return this.#send(encode({ v: SOCKET_PROTOCOL_VERSION, type: 'pong' }));
      case 'subscribe':
        return this.#subscribe(message.topic);
      case 'unsubscribe':
        return this.#unsubscribe(message.topic);
      default:
        return this.#game.handle(message);
    }
  }

  /** The HTTP boundary's text rule, for socket messages: a game request gets its ref back. */
  #refuseText(message: { type: string; ref?: string }, field: string): void {
    const code =
      message.type === 'game.join' && field === 'name' ? 'join_name_invisible' : 'text_invalid_characters';
    if (message.type.startsWith('game.')) {
      this.#send(encode({ v: SOCKET_PROTOCOL_VERSION, type: 'game.error', ref: message.ref, code }));
      return;
    }
    this.#send(errorMessage(code, `The field ${field} contains characters that cannot be used.`));
  }

  close(): void {
    this.#closed = true;
    this.#game.close();
    for (const topic of this.#topics) this.#deps.hub.leave(topic, this.#socket);
    this.#topics.clear();
  }

  async #subscribe(topic: string): Promise<void> {
    if (!this.#topics.has(topic) && this.#topics.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION) {
      return this.#send(errorMessage('socket_too_many_subscriptions', 'Too many topics on one connection.'));
    }
    this.#topics.add(topic);
    // Join first, then read: a change landing in between arrives as well, and
    // the client keeps whichever is newer by version.
    await this.#deps.hub.join(topic, this.#socket);
    const data = await loadSnapshot(this.#deps.db, topic);
    if (this.#closed) return this.#deps.hub.leave(topic, this.#socket);
    this.#send(encode({ v: SOCKET_PROTOCOL_VERSION, type: 'snapshot', topic, data }));
  }

  #unsubscribe(topic: string): void {
    if (this.#topics.delete(topic)) this.#deps.hub.leave(topic, this.#socket);
    this.#send(encode({ v: SOCKET_PROTOCOL_VERSION, type: 'unsubscribed', topic }));
  }

  #send(message: string): void {
    if (this.#closed) return;
    try {
      this.#socket.send(message);
    } catch (error) {
      this.#deps.onError(error);
    }
  }
}

/** A well-formed message of another protocol version (an outdated tab), told apart from garbage. */
function speaksOtherVersion(parsed: unknown): boolean {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !('v' in parsed))
    return false;
  return parsed.v !== SOCKET_PROTOCOL_VERSION;
}

/** The `ref` of something shaped like a game request (`game.*` with a short string ref), else null. */
function gameRequestRef(parsed: unknown): string | null {
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { type, ref } = parsed as { type?: unknown; ref?: unknown };
  const isGame = typeof type === 'string' && type.startsWith('game.');
  return isGame && typeof ref === 'string' && ref.length <= 40 ? ref : null;
}
