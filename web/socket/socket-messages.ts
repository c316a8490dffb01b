import type { ClientMessage, ServerMessage } from '../../api/contracts/socket.ts';

/**
 * The protocol version of api/contracts/socket.ts. Repeated as a literal so the browser bundle does not
 * pull in TypeBox; `satisfies` breaks the build if the contract moves to another version.
 */
export const PROTOCOL_VERSION = 1 satisfies ServerMessage['v'] & ClientMessage['v'];

export type ServerMessageOf<Type extends ServerMessage['type']> = Extract<ServerMessage, { type: Type }>;

export function encodeClientMessage(message: ClientMessage): string {
  return JSON.stringify(message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Parses a frame from the server; anything that is not a known message of our version is null. */
export function parseServerMessage(frame: unknown): ServerMessage | null {
  if (typeof frame !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(frame);
  } catch {
    return null;
  }
  if (!isRecord(message) || message.v !== PROTOCOL_VERSION) return null;
  switch (message.type) {
    case 'welcome':
      return typeof message.connectionId === 'string' ? (message as ServerMessageOf<'welcome'>) : null;
    case 'snapshot':
    case 'change':
      return typeof message.topic === 'string' && 'data' in message
        ? (message as ServerMessageOf<'snapshot' | 'change'>)
        : null;
    case 'unsubscribed':
      return typeof message.topic === 'string' ? (message as ServerMessageOf<'unsubscribed'>) : null;
    case 'pong':
      return message as ServerMessageOf<'pong'>;
    case 'error':
      return typeof message.code === 'string' && typeof message.message === 'string'
        ? (message as ServerMessageOf<'error'>)
        : null;
    default:
      return parseGameMessage(message);
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Live game messages (api/contracts/game-socket.ts): the views are the server's own, checked for shape only. */
function parseGameMessage(message: Record<string, unknown>): ServerMessage | null {
  switch (message.type) {
    case 'game.joined':
      return isText(message.gameId) &&
        isText(message.playerToken) &&
        isRecord(message.room) &&
        isRecord(message.you)
        ? (message as ServerMessageOf<'game.joined'>)
        : null;
    case 'game.room':
      return isText(message.gameId) && isRecord(message.room)
        ? (message as ServerMessageOf<'game.room'>)
        : null;
    case 'game.you':
      return isText(message.gameId) && isRecord(message.you)
        ? (message as ServerMessageOf<'game.you'>)
        : null;
    case 'game.host':
      return isText(message.gameId) &&
        isRecord(message.host) &&
        (message.screenToken === null || isText(message.screenToken))
        ? (message as ServerMessageOf<'game.host'>)
        : null;
    case 'game.host.answered':
      return isText(message.gameId) &&
        typeof message.index === 'number' &&
        typeof message.answeredCount === 'number'
        ? (message as ServerMessageOf<'game.host.answered'>)
        : null;
    case 'game.ack':
      return isText(message.gameId) ? (message as ServerMessageOf<'game.ack'>) : null;
    case 'game.error':
      return isText(message.code) ? (message as ServerMessageOf<'game.error'>) : null;
    case 'game.kicked':
    case 'game.replaced':
      return isText(message.gameId) ? (message as ServerMessageOf<'game.kicked' | 'game.replaced'>) : null;
    default:
      return null;
  }
}
