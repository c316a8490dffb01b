import type { FastifyRequest } from 'fastify';
import type { CommandOrigin } from '../../commands/command-context.ts';

/** The command's origin from the request; the actor arrives with sign-in (accounts issue). */
export function originOf(request: FastifyRequest): CommandOrigin {
  return { actorId: null, correlationId: request.id };
}
