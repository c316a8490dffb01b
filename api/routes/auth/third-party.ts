import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import Type from 'typebox';
import type { AppDeps } from '../../app-deps.ts';
import { clearCookie, readRequestCookie, setCookie } from '../../auth/oidc/cookies.ts';
import { FEIDE_DATA_TOKEN_LIFETIME_SECONDS, openFeideDataToken } from '../../auth/oidc/data-token.ts';
import { FLOW_LIFETIME_SECONDS, flowCookieName, flowCookiePath } from '../../auth/oidc/flow-state.ts';
import { popupPage } from '../../auth/oidc/result-page.ts';
import { sameSitePath } from '../../auth/oidc/return-path.ts';
import { isThirdPartyProvider, type ThirdPartyProvider } from '../../auth/oidc/settings.ts';
import {
  beginSignIn,
  completeSignIn,
  loggedOutPath,
  providerConfiguration,
  readFlow,
} from '../../auth/oidc/third-party-sign-in.ts';
import { refreshCookie } from '../../auth/refresh-cookie.ts';
import { ThirdPartyProviders } from '../../contracts/auth.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { FEIDE_DATA_TOKEN_COOKIE, type ThirdPartyPopupMessage } from '../../contracts/third-party.ts';
import { ApiError } from '../../errors.ts';
import { languageOf } from '../../mail/server-i18n.ts';
import { originOf } from '../origin.ts';

/*
 * Third-party sign-in (spec §2, §4, §7). The web app opens a popup at /3rd-party-login/{provider},
 * which comes here:
 *   GET /api/auth/3rd-party/{provider}/start?redirect=&attempt=  → 302 to the provider
 *   GET /api/auth/3rd-party/{provider}/callback                  → the session in the cookies, and a
 *                                                                    page that tells the opener and closes
 *   GET /api/auth/3rd-party/{provider}/logout                    → 302 to the provider's end_session_endpoint
 *   GET /api/auth/3rd-party/{provider}/logged-out                → a page that tells the opener and closes
 */

const ProviderParams = Type.Object({ provider: Type.String({ maxLength: 40 }) });
const StartQuery = Type.Object({
  /** Where to go after signing in when there is no opener to go back to; a path on this site. */
  redirect: Type.Optional(Type.String({ maxLength: 2048 })),
  /** The opener's id for this attempt, echoed in the result. */
  attempt: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })),
});

// The web app's session cookies (web/shared/session/session-cookies.ts): same names and lifetimes, readable
// by the app's scripts, which keep them from here on; the refresh token's cookie is the server's alone.
const TOKEN_COOKIE = 'token';
const LAST_PROVIDER_COOKIE = 'last_provider';
const DAY_SECONDS = 24 * 60 * 60;
const SESSION_COOKIE_SECONDS = 30 * DAY_SECONDS;
const LAST_PROVIDER_COOKIE_SECONDS = 365 * DAY_SECONDS;
const LANGUAGE_COOKIE = 'language';

const HOME_FOR_SIGNED_IN = '/my-quiz';

export const thirdPartyRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const secure = deps.publicUrl.startsWith('https:');
  const appOrigin = new URL(deps.publicUrl).origin;

  function providerOf(request: { params: { provider: string } }): ThirdPartyProvider {
    const { provider } = request.params;
    if (!isThirdPartyProvider(provider) || !deps.oidc.settingsOf(provider)) {
      throw new ApiError(404, 'third_party_provider_unavailable');
    }
    return provider;
  }

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: ThirdPartyPopupMessage,
    fallback: string,
  ) {
    const page = popupPage({
      message,
      appOrigin,
      fallback,
      language: languageOf(readRequestCookie(request.headers.cookie, LANGUAGE_COOKIE) ?? undefined),
    });
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', page.contentSecurityPolicy)
      .send(page.html);
  }

  /** The popup's answer when the sign-in failed: the opener shows `error`; without an opener, the login page does. */
  function sendFailure(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: ThirdPartyProvider,
    flow: { attempt: string | null; redirect: string | null },
    error: ApiError,
  ) {
    request.log.warn({ provider, code: error.code, reason: error.message }, 'third-party sign-in refused');
    const back = new URLSearchParams({ third_party_error: error.code });
    if (flow.redirect) back.set('path', flow.redirect);
    const loginPage = provider === 'feide' ? '/login-skoler' : '/login';
    return sendPage(
      request,
      reply,
      error.statusCode,
      {
        action: '3rd-login',
        provider,
        attempt: flow.attempt,
        status: 'failure',
        is_created: false,
        error: error.code,
      },
      `${loginPage}?${back}`,
    );
  }

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        description: 'The third-party sign-in providers this installation offers.',
        response: { 200: DataReply(ThirdPartyProviders) },
      },
    },
    async () => ({ data: { providers: deps.oidc.configured() } }),
  );

  app.get(
    '/auth/3rd-party/:provider/start',
    {
      schema: {
        tags: ['auth'],
        description: 'Leaves for the provider (302); opened in the sign-in popup.',
        params: ProviderParams,
        querystring: StartQuery,
        response: { 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const provider = providerOf(request);
      const options = {
        redirect: sameSitePath(request.query.redirect),
        attempt: request.query.attempt ?? null,
      };
      let started: Awaited<ReturnType<typeof beginSignIn>>;
      try {
        started = await beginSignIn(deps, provider, options);
      } catch (error) {
        // The provider cannot be reached: say so to the opener rather than leave an error in the popup.
        if (error instanceof ApiError) return sendFailure(request, reply, provider, options, error);
        throw error;
      }
      const { location, sealedFlow } = started;
      const cookie = setCookie(flowCookieName(provider), sealedFlow, {
        maxAgeSeconds: FLOW_LIFETIME_SECONDS,
        path: flowCookiePath(provider),
        httpOnly: true,
        secure,
      });
      return reply.header('set-cookie', cookie).header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  app.get(
    '/auth/3rd-party/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        description:
          "The provider's answer. Signs in (the session lands in the web app's cookies) and answers a page " +
          'that tells the opener `{ action: "3rd-login", status, is_created }` and closes.',
        params: ProviderParams,
        response: { 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const provider = providerOf(request);
      const flowCookie = { path: flowCookiePath(provider), httpOnly: true, secure };
      // Used once, whatever happens next.
      reply.header('set-cookie', clearCookie(flowCookieName(provider), flowCookie));
      const flow = await readFlow(
        deps,
        provider,
        readRequestCookie(request.headers.cookie, flowCookieName(provider)),
      );
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      try {
        const signedIn = await completeSignIn(deps, provider, query, flow, originOf(request));
        const { session } = signedIn;
        const cookie = (name: string, value: string, maxAgeSeconds: number) =>
          setCookie(name, value, { maxAgeSeconds, path: '/', httpOnly: false, secure });
        reply.header('set-cookie', [
          cookie(TOKEN_COOKIE, session.token, SESSION_COOKIE_SECONDS),
          // The refresh token in the account's HttpOnly cookie, out of the page's reach (api/auth/refresh-cookie.ts).
          refreshCookie(session.user._id, session.refresh_token ?? '', secure),
          cookie(LAST_PROVIDER_COOKIE, provider, LAST_PROVIDER_COOKIE_SECONDS),
          ...(signedIn.feideDataToken
            ? [cookie(FEIDE_DATA_TOKEN_COOKIE, signedIn.feideDataToken, FEIDE_DATA_TOKEN_LIFETIME_SECONDS)]
            : []),
        ]);
        request.log.info(
          { provider, userId: session.user._id, created: signedIn.isCreated },
          'third-party sign-in',
        );
        return sendPage(
          request,
          reply,
          200,
          {
            action: '3rd-login',
            provider,
            attempt: flow?.attempt ?? null,
            status: 'success',
            is_created: signedIn.isCreated,
            error: null,
          },
          flow?.redirect ?? HOME_FOR_SIGNED_IN,
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return sendFailure(
          request,
          reply,
          provider,
          { attempt: flow?.attempt ?? null, redirect: flow?.redirect ?? null },
          error,
        );
      }
    },
  );

  app.get(
    '/auth/3rd-party/:provider/logout',
    {
      schema: {
        tags: ['auth'],
        description:
          'Ends the session at the provider too (302 to its end_session_endpoint); opened in a popup.',
        params: ProviderParams,
        response: { 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const provider = providerOf(request);
      const done = { action: '3rd-logout', provider } as const;
      const sealed =
        provider === 'feide' ? readRequestCookie(request.headers.cookie, FEIDE_DATA_TOKEN_COOKIE) : null;
      const dataToken = sealed
        ? await openFeideDataToken(deps.secrets.jwtKey, sealed, deps.clock.now())
        : null;
      if (provider === 'feide') {
        reply.header(
          'set-cookie',
          clearCookie(FEIDE_DATA_TOKEN_COOKIE, { path: '/', httpOnly: false, secure }),
        );
      }
      const configuration = await providerConfiguration(deps, provider).catch(() => null);
      if (!configuration?.serverMetadata().end_session_endpoint) {
        return sendPage(request, reply, 200, done, '/skoler');
      }
      const endSession = client.buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: `${deps.publicUrl}${loggedOutPath(provider)}`,
        ...(dataToken?.idToken ? { id_token_hint: dataToken.idToken } : {}),
      });
      return reply.header('cache-control', 'no-store').redirect(endSession.href, 302);
    },
  );

  app.get(
    '/auth/3rd-party/:provider/logged-out',
    {
      schema: {
        tags: ['auth'],
        description: 'Where the provider returns after its logout: tells the opener and closes.',
        params: ProviderParams,
        response: { 404: ErrorReply },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, 200, { action: '3rd-logout', provider: providerOf(request) }, '/skoler'),
  );
};
