import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConcurrencyError } from '../../commands/event-store/errors.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { ErrorCode } from '../../domain/shared/error-codes.ts';
import { ApiError, DOMAIN_ERROR_STATUS, errorMessage } from '../errors.ts';

function reply(code: ErrorCode, details?: unknown) {
  return {
    error: { code, message: errorMessage(code, details), ...(details === undefined ? {} : { details }) },
  };
}

/** Every failure leaves as `{ error: { code, message } }`; nothing else reaches a client. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, response) => {
    if (error instanceof DomainError) {
      const wait = error.params.retryAfterMs;
      if (typeof wait === 'number') response.header('retry-after', Math.ceil(wait / 1000));
      return response.status(DOMAIN_ERROR_STATUS[error.code] ?? 400).send(reply(error.code, error.params));
    }
    if (error instanceof ApiError) {
      if (error.retryAfterMs !== null) response.header('retry-after', Math.ceil(error.retryAfterMs / 1000));
      return response.status(error.statusCode).send(reply(error.code, error.details));
    }
    if (error instanceof ConcurrencyError) return response.status(409).send(reply('conflict'));
    // A field the call does not take (closed schemas, api/contracts/closed.ts): say which one.
    const unknown = error.validation?.find((v) => v.keyword === 'additionalProperties');
    if (unknown) {
      const name = (unknown.params as { additionalProperty?: string }).additionalProperty ?? '';
      const field = `${unknown.instancePath.replace(/^\//, '').replaceAll('/', '.')}${unknown.instancePath ? '.' : ''}${name}`;
      return response.status(400).send(reply('unknown_field', { field }));
    }
    if (error.validation) {
      const details = error.validation.map((v) => ({ path: v.instancePath, message: v.message }));
      return response.status(400).send(reply('validation_failed', details));
    }
    if (error.statusCode === 413) return response.status(413).send(reply('payload_too_large'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return response.status(error.statusCode).send(reply('validation_failed'));
    }
    request.log.error({ err: error }, 'request failed');
    return response.status(500).send(reply('something_went_wrong'));
  });
});
