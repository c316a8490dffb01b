import Type from 'typebox';
import { GameClientMessage, type GameServerMessage } from './game-socket.ts';
import { SOCKET_PROTOCOL_VERSION } from './socket-version.ts';

export { SOCKET_PROTOCOL_VERSION };

/**
 * The websocket protocol at `/ws` (DESIGN §4). Every message carries the
 * protocol version `v`; the server validates every incoming message against
 * `ClientMessage` and answers a bad one with an `error` message, keeping the
 * connection open.
 */
/** Larger frames are refused by the transport (close code 1009); the client reconnects. */
export const SOCKET_MAX_MESSAGE_BYTES = 16 * 1024;

/**
 * Read-model topics a client may follow: `quiz/<uuid>`, `quiz-editing/<uuid>`, a play-together group's
 * `together/<uuid>`, or a combined leaderboard's public ranking `leaderboard/<uuid>`.
 */
export const Topic = Type.String({
  pattern:
    '^(quiz|quiz-editing|together|leaderboard)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  maxLength: 200,
});

const V = Type.Literal(SOCKET_PROTOCOL_VERSION);

export const SubscribeMessage = Type.Object({ v: V, type: Type.Literal('subscribe'), topic: Topic });
export const UnsubscribeMessage = Type.Object({ v: V, type: Type.Literal('unsubscribe'), topic: Topic });
export const PingMessage = Type.Object({ v: V, type: Type.Literal('ping') });

export const TopicMessage = Type.Union([SubscribeMessage, UnsubscribeMessage, PingMessage]);
export type TopicMessage = Type.Static<typeof TopicMessage>;

/** Everything a client may send; game messages are in game-socket.ts. */
export const ClientMessage = Type.Union([
  SubscribeMessage,
  UnsubscribeMessage,
  PingMessage,
  ...GameClientMessage.anyOf,
]);
export type ClientMessage = Type.Static<typeof ClientMessage>;

export type ServerMessage =
  | { v: 1; type: 'welcome'; connectionId: string }
  | { v: 1; type: 'snapshot'; topic: string; data: unknown }
  | { v: 1; type: 'change'; topic: string; data: unknown }
  | { v: 1; type: 'unsubscribed'; topic: string }
  | { v: 1; type: 'pong' }
  | { v: 1; type: 'error'; code: string; message: string }
  | GameServerMessage;
