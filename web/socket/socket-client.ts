import type { GameClientMessage } from '../../api/contracts/game-socket.ts';
import type { ClientMessage, ServerMessage } from '../../api/contracts/socket.ts';
import { reconnectDelayMs } from './reconnect-delay.ts';
import {
  encodeClientMessage,
  PROTOCOL_VERSION,
  parseServerMessage,
  type ServerMessageOf,
} from './socket-messages.ts';
import { isOlder } from './topic-versions.ts';

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

/** The part of the browser WebSocket the client uses; tests pass a fake. */
export type SocketLike = Pick<
  WebSocket,
  'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose'
>;

export interface SocketClientOptions {
  url: string;
  openSocket?: (url: string) => SocketLike;
  /** In [0, 1); spreads reconnects. */
  random?: () => number;
  onStatusChange?: (status: SocketStatus) => void;
  onTopicsChange?: (topics: readonly string[]) => void;
  onMessage?: (message: ServerMessage) => void;
}

/** A live game request as a page writes it; the client adds the version and the `ref`. */
export type GameRequest = GameClientMessage extends infer Message
  ? Message extends unknown
    ? Omit<Message, 'v' | 'ref'>
    : never
  : never;

/** What answers a game request: the server echoes the request's `ref` in it. */
export type GameReply = ServerMessageOf<'game.ack' | 'game.joined' | 'game.error'>;

/** A game request that got no reply: the connection dropped first, or the reply took too long. */
export class GameRequestFailed extends Error {
  readonly code: 'connection_lost' | 'request_timeout';

  constructor(code: 'connection_lost' | 'request_timeout') {
    super(code);
    this.name = 'GameRequestFailed';
    this.code = code;
  }
}

export interface SocketClient {
  /** Follows a topic: the first follower subscribes, the last one to leave unsubscribes. */
  follow(topic: string, onData: () => void): () => void;
  /** The newest data received for a followed topic; undefined until its snapshot arrives. */
  dataOf(topic: string): unknown;
  /**
   * Sends a live game request as soon as the socket is open and resolves with the reply carrying its
   * `ref` (ack, joined or error). Rejects with GameRequestFailed when the connection drops after it was
   * sent, or no reply came within `timeoutMs`; the caller decides whether a resend is safe.
   */
  request(message: GameRequest, options?: { timeoutMs?: number }): Promise<GameReply>;
  /** Every message from the server, for the live game's listeners; opens the socket if needed. */
  listen(listener: (message: ServerMessage) => void): () => void;
  /** Called each time a connection opens (the first and every reconnect), after queued requests went out. */
  onOpen(listener: () => void): () => void;
  /** Skips the rest of the backoff wait and tries to connect now (the reconnect dialog's Retry). */
  reconnectNow(): void;
  isOpen(): boolean;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

const OPEN = 1;
// A ping every 25 s keeps proxies from closing an idle connection; no reply within 10 s means the
// connection is dead even if the browser has not noticed (a laptop lid closed, a Wi-Fi handover).
const HEARTBEAT_INTERVAL_MS = 25_000;
const HEARTBEAT_TIMEOUT_MS = 10_000;
// A connection that drops sooner than this counts as a failed attempt, so a server that accepts and
// then closes at once (e.g. 1009 message too big) is retried with growing delays, not hammered.
const STABLE_CONNECTION_MS = 10_000;

/**
 * One websocket per tab to `/ws` (protocol: api/contracts/socket.ts). It reconnects by itself with
 * backoff, resubscribes to every followed topic on each new connection (the server answers with a
 * fresh snapshot) and keeps the newest data per topic by `data.version`.
 */
export function createSocketClient(options: SocketClientOptions): SocketClient {
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url));
  const random = options.random ?? Math.random;
  const followers = new Map<string, Set<() => void>>();
  const dataByTopic = new Map<string, unknown>();
  let socket: SocketLike | null = null;
  let openedAt: number | null = null;
  let failedAttempts = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let nextRef = 0;
  /** Requests waiting for an open socket, in the order they were made. */
  const queued: Array<{ ref: string; frame: ClientMessage }> = [];
  /** Requests sent (or queued) and waiting for their reply, by ref. */
  const pending = new Map<
    string,
    {
      resolve: (reply: GameReply) => void;
      reject: (error: Error) => void;
      timer: ReturnType<typeof setTimeout>;
    }
  >();
  const messageListeners = new Set<(message: ServerMessage) => void>();
  const openListeners = new Set<() => void>();

  function send(message: ClientMessage): void {
    if (socket?.readyState === OPEN) socket.send(encodeClientMessage(message));
  }

  function topicsChanged(): void {
    options.onTopicsChange?.([...followers.keys()]);
  }

  function connect(): void {
    reconnectTimer = undefined;
    options.onStatusChange?.(failedAttempts === 0 ? 'connecting' : 'reconnecting');
    const next = openSocket(options.url);
    socket = next;
    next.onopen = () => {
      openedAt = Date.now();
      options.onStatusChange?.('open');
      for (const topic of followers.keys()) send({ v: PROTOCOL_VERSION, type: 'subscribe', topic });
      heartbeatTimer = setInterval(ping, HEARTBEAT_INTERVAL_MS);
      for (const { frame } of queued.splice(0)) send(frame);
      for (const listener of [...openListeners]) listener();
    };
    next.onmessage = (event) => receive(event.data);
    // An 'error' event is always followed by 'close', which does the work.
    next.onclose = () => connectionLost();
  }

  function connectionLost(): void {
    // Sent requests lose their reply with the connection; queued ones still wait for the next one.
    const unsent = new Set(queued.map((q) => q.ref));
    for (const [ref, waiting] of pending) {
      if (unsent.has(ref)) continue;
      clearTimeout(waiting.timer);
      pending.delete(ref);
      waiting.reject(new GameRequestFailed('connection_lost'));
    }
    clearInterval(heartbeatTimer);
    clearTimeout(pongTimer);
    pongTimer = undefined;
    socket = null;
    if (openedAt !== null && Date.now() - openedAt >= STABLE_CONNECTION_MS) failedAttempts = 0;
    openedAt = null;
    const delay = reconnectDelayMs(failedAttempts, random());
    failedAttempts++;
    options.onStatusChange?.('reconnecting');
    reconnectTimer = setTimeout(connect, delay);
  }

  function ping(): void {
    send({ v: PROTOCOL_VERSION, type: 'ping' });
    pongTimer ??= setTimeout(dropDeadConnection, HEARTBEAT_TIMEOUT_MS);
  }

  function dropDeadConnection(): void {
    const dead = socket;
    if (!dead) return;
    // A dead connection may never fire 'close', so stop listening to it and move on at once.
    dead.onopen = dead.onmessage = dead.onclose = null;
    dead.close();
    connectionLost();
  }

  function receive(frame: unknown): void {
    // Any frame proves the connection is alive.
    clearTimeout(pongTimer);
    pongTimer = undefined;
    const message = parseServerMessage(frame);
    if (!message) return;
    options.onMessage?.(message);
    if (message.type === 'snapshot' || message.type === 'change') keepNewest(message.topic, message.data);
    for (const listener of [...messageListeners]) listener(message);
    if (message.type === 'game.ack' || message.type === 'game.joined' || message.type === 'game.error') {
      settle(message);
    }
  }

  function settle(reply: GameReply): void {
    const waiting = reply.ref === undefined ? undefined : pending.get(reply.ref);
    if (!waiting || reply.ref === undefined) return;
    clearTimeout(waiting.timer);
    pending.delete(reply.ref);
    waiting.resolve(reply);
  }

  function ensureConnected(): void {
    if (!socket && reconnectTimer === undefined) connect();
  }

  function keepNewest(topic: string, data: unknown): void {
    const listeners = followers.get(topic);
    if (!listeners || isOlder(data, dataByTopic.get(topic))) return;
    dataByTopic.set(topic, data);
    for (const listener of [...listeners]) listener();
  }

  return {
    follow(topic, onData) {
      if (!socket && reconnectTimer === undefined) connect();
      let listeners = followers.get(topic);
      if (!listeners) {
        listeners = new Set();
        followers.set(topic, listeners);
        send({ v: PROTOCOL_VERSION, type: 'subscribe', topic });
        topicsChanged();
      }
      const ownListeners = listeners;
      ownListeners.add(onData);
      return () => {
        ownListeners.delete(onData);
        if (ownListeners.size > 0 || followers.get(topic) !== ownListeners) return;
        followers.delete(topic);
        dataByTopic.delete(topic);
        send({ v: PROTOCOL_VERSION, type: 'unsubscribe', topic });
        topicsChanged();
      };
    },
    dataOf(topic) {
      return dataByTopic.get(topic);
    },
    request(message, { timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS } = {}) {
      ensureConnected();
      nextRef += 1;
      const ref = `r${nextRef}`;
      const frame = { ...message, v: PROTOCOL_VERSION, ref } as ClientMessage;
      return new Promise<GameReply>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(ref);
          const at = queued.findIndex((q) => q.ref === ref);
          if (at >= 0) queued.splice(at, 1);
          reject(new GameRequestFailed('request_timeout'));
        }, timeoutMs);
        pending.set(ref, { resolve, reject, timer });
        if (socket?.readyState === OPEN) send(frame);
        else queued.push({ ref, frame });
      });
    },
    listen(listener) {
      ensureConnected();
      messageListeners.add(listener);
      return () => {
        messageListeners.delete(listener);
      };
    },
    onOpen(listener) {
      openListeners.add(listener);
      return () => {
        openListeners.delete(listener);
      };
    },
    reconnectNow() {
      if (socket) return;
      clearTimeout(reconnectTimer);
      connect();
    },
    isOpen() {
      return socket?.readyState === OPEN;
    },
  };
}
