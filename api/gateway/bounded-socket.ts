import type WebSocket from 'ws';
import type { Recipient } from './topic-hub.ts';

/**
 * The most a socket may have waiting to be sent. Well above what a room needs (a quizmaster's view of
 * 10,000 players is about a megabyte, sent at most five times a second), far below what would hurt the
 * server: a client that stops reading would otherwise have everything sent to it kept in memory.
 */
export const MAX_QUEUED_BYTES = 8 * 1024 * 1024;

/**
 * A socket's sending side with a bound: once more than `maxQueuedBytes` wait unsent (the client stopped
 * reading, or its link cannot keep up), the socket is cut at once. Its queue is freed with it, the
 * usual close handling frees its subscriptions, and the client reconnects and resumes when it can.
 */
export function boundedSocket(
  socket: WebSocket,
  onOverflow: (queuedBytes: number) => void,
  maxQueuedBytes = MAX_QUEUED_BYTES,
): Recipient {
  return {
    send(message) {
      if (socket.readyState !== socket.OPEN) return;
      const queued = socket.bufferedAmount;
      if (queued + message.length > maxQueuedBytes) {
        onOverflow(queued);
        socket.terminate();
        return;
      }
      socket.send(message);
    },
  };
}
