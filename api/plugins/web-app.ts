import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorMessage } from '../errors.ts';

/**
 * Serves the built React app. History mode: any GET that is not an API or
 * socket path and matches no file gets index.html, and the app's router
 * decides (unknown paths end up at `/`). API paths that match nothing get
 * the JSON error shape.
 */
export async function webApp(app: FastifyInstance, { webDistDir }: { webDistDir: string | null }) {
  const indexHtml = webDistDir ? path.join(webDistDir, 'index.html') : null;
  const hasApp = indexHtml !== null && existsSync(indexHtml);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDistDir!,
      wildcard: false,
      // The build leaves .br and .gz copies beside each file (vite.config.ts): send the one the browser takes.
      preCompressed: true,
      // Hashed asset names change with their content: cache them for good; never cache the page itself.
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (isApiPath(request.url)) return reply.callNotFound();
      const file = request.url.split('?')[0]!.slice(1);
      if (file && !file.includes('..') && existsSync(path.join(webDistDir!, file)) && path.extname(file)) {
        return reply.sendFile(file);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || hasApp) {
      return reply.status(404).send({ error: { code: 'not_found', message: errorMessage('not_found') } });
    }
    return reply
      .status(503)
      .type('text/plain')
      .send('The web app is not built yet: run `npm run build`, or `npm run dev` while developing.');
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/ws');
}
