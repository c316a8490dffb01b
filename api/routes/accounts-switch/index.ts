import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../app-deps.ts';
import { presentedRefreshToken } from '../../auth/refresh-cookie.ts';
import { sessionFromRefreshToken } from '../../auth/sessions.ts';
import { RefreshBody, Session } from '../../contracts/auth.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 429: ErrorReply };

/**
 * `POST /api/users/switch-account` (spec §7): someone with several accounts on one device (a teacher's
 * school account and a private one, say) changes to another of them without typing its password again.
 * The browser keeps each remembered account's refresh token (the web app: in that account's HttpOnly
 * cookie, named by `user_id`); switching uses that token up (single use,
 * like any refresh) and answers with a fresh session for its account. The session switched away from is
 * left alone: its refresh token stays valid, so switching back works the same way.
 *
 * No access token is needed: the refresh token is the credential, and a signed-out device may switch too.
 */
export const accountSwitchRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/users/switch-account',
    { schema: { tags: ['users'], body: RefreshBody, response: { 200: DataReply(Session), ...Errors } } },
    async (request) => ({
      data: await sessionFromRefreshToken(deps, presentedRefreshToken(request, request.body)),
    }),
  );
};
