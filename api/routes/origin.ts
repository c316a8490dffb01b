import type { FastifyRequest } from 'fastify';
import type { CommandOrigin } from '../../commands/command-context.ts';

/** The command's origin: who is signed in (if anyone) and the request's correlation id. */
export function originOf(request: FastifyRequest): CommandOrigin {
  return { actorId: request.user?.id ?? null, correlationId: request.id };
}
