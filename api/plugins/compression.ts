import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses API replies (brotli, else gzip) when the client accepts it. The web app's files are
 * compressed once at build time and sent as they are (see web-app.ts), so this only costs CPU for
 * dynamic replies; a low brotli quality keeps that cheap while 500 phones ask at once.
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
