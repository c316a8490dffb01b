import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,100}$/;

/** Keeps a caller's correlation id when it looks sane, so a trace spans services; otherwise a fresh one. */
export function correlationId(request: IncomingMessage): string {
  const given = request.headers['x-correlation-id'];
  return typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
}
