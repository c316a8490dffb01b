import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { confirmEmailLink } from '../../../commands/accounts/confirm-email.ts';
import { issueToken } from '../../../commands/accounts/one-time-tokens.ts';
import { endSessionOf } from '../../../commands/accounts/refresh-tokens.ts';
import { registerUser } from '../../../commands/accounts/register-user.ts';
import { resetPassword } from '../../../commands/accounts/reset-password.ts';
import { checkEmail } from '../../../domain/user/rules.ts';
import { findUserByEmail, findUserById } from '../../../projections/users/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { claimsOf } from '../../auth/access-tokens.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { logIn } from '../../auth/log-in.ts';
import { clearRefreshCookie, presentedRefreshToken, wantsSessionCookie } from '../../auth/refresh-cookie.ts';
import { schoolClaimsOf } from '../../auth/school-claims.ts';
import { openSession, sessionFromRefreshToken, sessionUser } from '../../auth/sessions.ts';
import {
  ForgotPasswordBody,
  LoginBody,
  LoginReply,
  RefreshBody,
  RegisterBody,
  ResetPasswordBody,
  Session,
  TokenBody,
  TokenPayload,
} from '../../contracts/auth.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { confirmationMail, passwordResetMail } from '../../mail/account-mails.ts';
import { linkBase } from '../../mail/link-base.ts';
import { languageOf } from '../../mail/server-i18n.ts';
import { reserveAttempts } from '../../rate-limit/reserve-attempts.ts';
import { originOf } from '../origin.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 409: ErrorReply, 429: ErrorReply };
const Accepted = DataReply(Type.Object({ accepted: Type.Boolean() }));

export const authRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db as never;
  const secure = deps.publicUrl.startsWith('https:');
  const link = (request: FastifyRequest, path: string) => `${linkBase(request, deps)}${path}`;

  app.post(
    '/auth/register',
    { schema: { tags: ['auth'], body: RegisterBody, response: { 201: DataReply(Session), ...Errors } } },
    async (request, reply) => {
      // Counted before the work, atomically, so sign-ups sent in parallel cannot pass the limit together.
      await reserveAttempts([deps.limits.registrationsPerAddress, request.ip]);
      const { name, email, password, language, teacher } = request.body;
      const registered = await registerUser(
        deps,
        {
          name,
          email,
          password,
          provider: 'local',
          providerId: null,
          role: teacher ? 'teacher' : 'user',
          emailConfirmed: false,
          schoolId: null,
        },
        originOf(request),
      );
      await deps.projections.reached('users', registered.last);
      const user = await findUserById(db, registered.userId);
      if (!user) throw new Error('a registered user is missing from the read model');
      // The account exists whatever the mail server says; a failed mail is logged and can be sent again.
      deps.mailer
        .send(
          confirmationMail(
            user.email!,
            user.name!,
            link(request, `/confirm-email/${registered.confirmationToken}`),
            languageOf(language),
          ),
        )
        .catch((error: unknown) => request.log.error({ err: error }, 'confirmation mail failed'));
      return reply.status(201).send({ data: await openSession(deps, user) });
    },
  );

  app.post(
    '/auth/confirm-email',
    {
      schema: {
        tags: ['auth'],
        body: TokenBody,
        response: { 200: DataReply(Type.Object({ email_confirmed: Type.Boolean() })), ...Errors },
      },
    },
    async (request) => {
      const confirmed = await confirmEmailLink(
        deps,
        request.body.token,
        originOf(request),
        async (userId) => {
          return (await findUserById(db, userId))?.email ?? null;
        },
      );
      if (confirmed.last) await deps.projections.reached('users', confirmed.last);
      return { data: { email_confirmed: true } };
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: LoginBody, response: { 200: DataReply(LoginReply), ...Errors } } },
    async (request) => ({ data: await logIn(deps, request.body, request.ip) }),
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], body: RefreshBody, response: { 200: Accepted, ...Errors } } },
    async (request, reply) => {
      // Ends this session: its refresh token, and its access tokens at once (they name the session).
      const token = presentedRefreshToken(request, request.body);
      await endSessionOf(deps.db, token, deps.clock.now());
      if (request.body.user_id && wantsSessionCookie(request)) {
        reply.header('set-cookie', clearRefreshCookie(request.body.user_id, secure));
      }
      return { data: { accepted: true } };
    },
  );

  app.post(
    '/refresh-token',
    { schema: { tags: ['auth'], body: RefreshBody, response: { 200: DataReply(Session), ...Errors } } },
    async (request) => ({
      data: await sessionFromRefreshToken(deps, presentedRefreshToken(request, request.body)),
    }),
  );

  app.post(
    '/validateToken',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['auth'],
        response: { 200: DataReply(TokenPayload), ...Errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const schools = await schoolClaimsOf(deps.db, user.id);
      return { data: { sub: user.id, ...claimsOf(user, schools), exp: request.tokenExpiresAt! } };
    },
  );

  app.post(
    '/auth/forgot-password',
    { schema: { tags: ['auth'], body: ForgotPasswordBody, response: { 202: Accepted, ...Errors } } },
    async (request, reply) => {
      const checked = checkEmail(request.body.email);
      // Same answer whether or not the account exists: the reply reveals nothing.
      if ('problem' in checked) return reply.status(202).send({ data: { accepted: true } });
      const { resetRequestsPerAccount: perAccount, resetRequestsPerAddress: perAddress } = deps.limits;
      await reserveAttempts([perAccount, checked.email], [perAddress, request.ip]);
      const user = await findUserByEmail(db, checked.email);
      if (user && user.provider === 'local' && user.status === 'active') {
        const token = await issueToken(deps.db, user.id, 'reset_password', deps.clock.now());
        await deps.mailer.send(
          passwordResetMail(
            user.email!,
            user.name!,
            link(request, `/reset-password/${token}`),
            languageOf(request.body.language),
          ),
        );
      }
      return reply.status(202).send({ data: { accepted: true } });
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags: ['auth'], body: ResetPasswordBody, response: { 200: Accepted, ...Errors } } },
    async (request) => {
      await resetPassword(deps, request.body, originOf(request));
      return { data: { accepted: true } };
    },
  );

  app.get(
    '/users/me',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['users'],
        response: { 200: DataReply(Session.properties.user), ...Errors },
      },
    },
    async (request) => ({ data: sessionUser(signedIn(request)) }),
  );
};
