import { type ServerMessage, SOCKET_PROTOCOL_VERSION } from '../contracts/socket.ts';

/** Serialises a server message once; the same string goes to every socket that should get it. */
export const encode = (message: ServerMessage): string => JSON.stringify(message);

export const errorMessage = (code: string, message: string) =>
  encode({ v: SOCKET_PROTOCOL_VERSION, type: 'error', code, message });

/** Bus topic that carries changes of a read-model topic between nodes. */
export const busTopicOf = (topic: string) => `read-model:${topic}`;
