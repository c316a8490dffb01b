import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The pages an embedded quiz shows: playing it alone (spec §2: /play/{code}/start, /play/{code} and its
 * retry, result and summary; web/shared/paths/play-paths.ts). Nothing signed in, nothing that manages.
 */
const EMBEDDABLE_PAGE = /^\/play\/[^/]+(?:\/(?:start|retry|result|summary))?\/?$/;

/**
 * Embedded quizzes (spec §2: the `embed` query parameter on a play page) are the only pages another
 * site may frame; every other page refuses to be framed, `?embed` or not, so it cannot be overlaid
 * for clickjacking (a framed My Quiz or Manage School could be clicked through by a signed-in visitor).
 */
export function isEmbedRequest(url: string | undefined): boolean {
  const queryAt = url?.indexOf('?') ?? -1;
  if (url === undefined || queryAt < 0) return false;
  return (
    EMBEDDABLE_PAGE.test(url.slice(0, queryAt)) && new URLSearchParams(url.slice(queryAt + 1)).has('embed')
  );
}

function helmetOptions(https: boolean, frameAncestors: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the same-origin websocket (CSP 3).
        connectSrc: ["'self'"],
        // A question's YouTube video, embedded privacy-enhanced (web/components/video-player); nothing else.
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [frameAncestors],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The sign-in popup talks to its opener (api/routes/auth/third-party.ts): an opener policy would cut it off.
    crossOriginOpenerPolicy: false,
    // frame-ancestors says it for current browsers; the old header cannot express "embeds only", so it is set below.
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
  };
}

/**
 * The headers a helmet middleware sets, read once. Ours depend on nothing in the request (no nonces;
 * the framing choice is made by picking one of two sets), so every reply can take the same set.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every reply (helmet). The Content-Security-Policy
 * allows no inline script: the built app is script files only. Styles may
 * be inline because React sets `style` attributes. HSTS only when the
 * public address is https: on a plain-http school server it would lock the
 * browsers out.
 *
 * helmet itself, not @fastify/helmet: that plugin builds helmet's middleware
 * anew on every request, parsing the whole policy each time, and even built
 * once the middleware sets each header through Node's checks. That was a
 * twentieth of the server's CPU while thousands play alone (bench:solo), so
 * both sets (framed embeds or not) are computed once.
 */
export const securityHeaders = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  const https = publicUrl.startsWith('https:');
  const framedNowhere = { ...headersOf(helmet(helmetOptions(https, "'none'"))), 'x-frame-options': 'DENY' };
  const framedAnywhere = headersOf(helmet(helmetOptions(https, '*')));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isEmbedRequest(request.url) ? framedAnywhere : framedNowhere);
    done();
  });
});
