import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves uploads under /media/. Names are random and never reused, so they
 * can be cached for good; `nosniff` keeps a browser from running a file as
 * anything but the image it was checked to be.
 */
export async function mediaFiles(app: FastifyInstance, { mediaDir }: { mediaDir: string }) {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
