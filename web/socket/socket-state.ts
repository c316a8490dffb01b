import { atom } from 'jotai';
import type { ServerMessage } from '../../api/contracts/socket.ts';
import type { SocketStatus } from './socket-client.ts';

/** Connection state of the tab's websocket, for the debug bar and (later) the reconnect modal. */
export const socketStatusAtom = atom<SocketStatus>('idle');
export const socketTopicsAtom = atom<readonly string[]>([]);
export const socketLastMessageAtom = atom<ServerMessage | null>(null);
