import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * What the transport reports about a socket. A frame the client got wrong (over the size limit, a bad
 * opcode, an unmasked frame: ws's `WS_ERR_…` codes) closes that socket and is the client's doing, not
 * the server's: one warning line with the client's address, never an error with a stack, so a client
 * sending oversize frames in a loop cannot flood an operator's log with traces. Anything else is
 * still logged as an error.
 */
export function onSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as NodeJS.ErrnoException).code;
  if (code?.startsWith('WS_ERR_')) {
    // request.ip follows TRUST_PROXY: behind a proxy, the client's address from X-Forwarded-For.
    request.log.warn(
      { address: request.ip, code, reason: error.message },
      'socket closed: a frame was refused',
    );
  } else {
    request.log.error({ err: error }, 'socket failed');
  }
  socket.terminate();
}
