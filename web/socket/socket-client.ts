import type { ClientMessage, ServerMessage } from '../../api/contracts/socket.ts';
import { reconnectDelayMs } from './reconnect-delay.ts';
import { encodeClientMessage, PROTOCOL_VERSION, parseServerMessage } from './socket-messages.ts';
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

export interface SocketClient {
  /** Follows a topic: the first follower subscribes, the last one to leave unsubscribes. */
  follow(topic: string, onData: () => void): () => void;
  /** The newest data received for a followed topic; undefined until its snapshot arrives. */
  dataOf(topic: string): unknown;
}

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
    };
    next.onmessage = (event) => receive(event.data);
    // An 'error' event is always followed by 'close', which does the work.
    next.onclose = () => connectionLost();
  }

  function connectionLost(): void {
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
  };
}
