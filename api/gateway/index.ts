import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../../commands/ports/scheduler.ts';
import type { AppDeps } from '../app-deps.ts';
import { activeAccountOfToken } from '../auth/account-of-token.ts';
import { readRequestCookie } from '../auth/oidc/cookies.ts';
import { SOCKET_MAX_MESSAGE_BYTES, SOCKET_PROTOCOL_VERSION } from '../contracts/socket.ts';
import { addressKey } from '../rate-limit/address-key.ts';
import { boundedSocket } from './bounded-socket.ts';
import { GatewayConnection } from './connection.ts';
import { GameRooms } from './game/game-rooms.ts';
import { GameSession } from './game/game-session.ts';
import { encode, errorMessage } from './messages.ts';
import { onSocketError } from './socket-error.ts';
import { type Recipient, TopicHub } from './topic-hub.ts';

const HEARTBEAT_MS = 30_000;

/**
 * `/ws`: one socket per browser tab. Frames over the size limit are refused
 * by the transport (close 1009) before they are read, and logged as a warning
 * (socket-error.ts); the client reconnects.
 * Not encapsulated, so tests reach Fastify's `injectWS` from the root.
 */
export const gateway = fp(async (app: FastifyInstance, { deps }: { deps: AppDeps }) => {
  await app.register(websocket, {
    options: { maxPayload: SOCKET_MAX_MESSAGE_BYTES },
    errorHandler: onSocketError,
  });
  const onError = (error: unknown) => app.log.warn({ err: error }, 'gateway error');
  const hub = new TopicHub(deps.bus, onError);
  const rooms = new GameRooms({
    liveGames: deps.liveGames,
    tokenKey: deps.secrets.gameTokenKey,
    scheduler: deps.scheduler,
    timers: deps.timers,
    clock: deps.clock,
    onError,
  });
  const gameSession = (socket: Recipient, address: string, cookieToken: string | null) =>
    new GameSession(
      {
        liveGames: deps.liveGames,
        joinLimits: deps.joinLimits,
        address,
        rooms,
        clock: deps.clock,
        random: deps.random,
        tokenKey: deps.secrets.gameTokenKey,
        accountOf: (token) => activeAccountOfToken(deps, token),
        cookieToken,
        onError,
      },
      socket,
    );

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    // Everything the gateway sends goes through the bound: a client that stops reading is cut, not buffered for.
    const outgoing = boundedSocket(socket, (queuedBytes) =>
      request.log.warn({ queuedBytes }, 'socket closed: it stopped reading what it was sent'),
    );
    const connection = new GatewayConnection(
      // request.ip follows TRUST_PROXY: behind a proxy, the client's address from X-Forwarded-For.
      {
        db: deps.db,
        hub,
        now: () => Date.now(),
        onError,
        // The web app's access-token cookie (same origin) says who the phone is signed in as: a
        // Feide-only room (spec §6) asks it, so the small join page sends nothing new.
        gameSession: (s) =>
          gameSession(s, addressKey(request.ip), readRequestCookie(request.headers.cookie, 'token')),
      },
      outgoing,
    );
    let alive = true;
    const stopHeartbeat = every(deps.timers, deps.clock, HEARTBEAT_MS, () => {
      // A tab that stopped answering pings is gone (sleeping laptop, lost Wi-Fi): free its subscriptions.
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    });
    socket.on('pong', () => {
      alive = true;
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return outgoing.send(errorMessage('socket_message_invalid', 'Messages are JSON text.'));
      connection.receive(data.toString()).catch((error: unknown) => {
        request.log.error({ err: error }, 'socket message failed');
        outgoing.send(errorMessage('something_went_wrong', 'Something went wrong.'));
      });
    });
    socket.on('close', () => {
      stopHeartbeat();
      connection.close();
    });
    outgoing.send(encode({ v: SOCKET_PROTOCOL_VERSION, type: 'welcome', connectionId: request.id }));
  });
});
