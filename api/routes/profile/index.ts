import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { becomeTeacher } from '../../../commands/accounts/become-teacher.ts';
import { requestEmailChange } from '../../../commands/accounts/change-email.ts';
import { changePassword } from '../../../commands/accounts/change-password.ts';
import { changeProfile } from '../../../commands/accounts/change-profile.ts';
import { issueToken } from '../../../commands/accounts/one-time-tokens.ts';
import { handleUserCommand } from '../../../commands/accounts/user-decider.ts';
import type { LogPosition } from '../../../domain/shared/event.ts';
import { findUserById, type UserRow } from '../../../projections/users/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { freshToken } from '../../auth/fresh-token.ts';
import { openSession } from '../../auth/sessions.ts';
import { Session } from '../../contracts/auth.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  ActivityBody,
  BecameTeacher,
  ChangeEmailBody,
  ChangePasswordBody,
  Profile,
  UpdateProfileBody,
} from '../../contracts/profile.ts';
import { ApiError } from '../../errors.ts';
import { changeEmailMail, confirmationMail } from '../../mail/account-mails.ts';
import { linkBase } from '../../mail/link-base.ts';
import { languageOf } from '../../mail/server-i18n.ts';
import { reserveAttempts } from '../../rate-limit/reserve-attempts.ts';
import { originOf } from '../origin.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 409: ErrorReply, 429: ErrorReply };
const Accepted = DataReply(Type.Object({ accepted: Type.Boolean() }));

export function profileOf(user: UserRow): Profile {
  return {
    _id: user.id,
    name: user.name ?? '',
    email: user.email ?? '',
    email_confirmed: user.email_confirmed,
    phone: user.phone,
    newsletter: user.newsletter,
    avatar_url: user.avatar_path ? `/media/${user.avatar_path}` : null,
    role: user.role as Profile['role'],
    provider: user.provider as Profile['provider'],
    two_factor: user.two_factor,
  };
}

/** `/me`: the signed-in person edits their own profile (accounts issue, point 8). */
export const profileRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db as never;
  const link = (request: FastifyRequest, path: string) => `${linkBase(request, deps)}${path}`;

  /** The signed-in account as its read model has it once the change at `last` is in. */
  async function freshUser(request: FastifyRequest, last: LogPosition | null) {
    if (last) await deps.projections.reached('users', last);
    const user = await findUserById(db, signedIn(request).id);
    if (!user) throw new ApiError(401, 'session_expired');
    return user;
  }

  async function freshProfile(request: FastifyRequest, last: LogPosition | null) {
    return { data: profileOf(await freshUser(request, last)) };
  }

  app.get(
    '/users/me/profile',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['users'],
        response: { 200: DataReply(Profile), ...Errors },
      },
    },
    async (request) => ({ data: profileOf(signedIn(request)) }),
  );

  app.patch(
    '/users/me',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['users'],
        body: UpdateProfileBody,
        response: { 200: DataReply(Profile), ...Errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const changed = await changeProfile(
        deps,
        { userId: user.id, currentPhone: user.phone, change: request.body },
        originOf(request),
      );
      return freshProfile(request, changed.last);
    },
  );

  app.post(
    '/users/me/teacher',
    {
      onRequest: requireUser(),
      schema: { tags: ['users'], response: { 200: DataReply(BecameTeacher), ...Errors } },
    },
    async (request) => {
      const handled = await becomeTeacher(deps, signedIn(request).id, originOf(request));
      const user = await freshUser(request, handled.last);
      // The role is in the token, and the browser's pages read it there (spec §5 token payload).
      return { data: { profile: profileOf(user), token: await freshToken(deps, request, user) } };
    },
  );

  app.post(
    '/users/me/password',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['users'],
        body: ChangePasswordBody,
        response: { 200: DataReply(Session), ...Errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { current_password: currentPassword, new_password: newPassword } = request.body;
      const handled = await changePassword(
        deps,
        { userId: user.id, currentPassword, newPassword },
        originOf(request),
      );
      if (handled.last) await deps.projections.reached('users', handled.last);
      // Every other session ended with the change; this one goes on with fresh tokens.
      return { data: await openSession(deps, user) };
    },
  );

  app.post(
    '/users/me/email',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['users'],
        body: ChangeEmailBody,
        response: { 202: Accepted, ...Errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      if (user.provider !== 'local') throw new ApiError(400, 'email_managed_by_provider');
      const { email, token } = await requestEmailChange(deps, user.id, request.body.email);
      await deps.mailer.send(
        changeEmailMail(
          email,
          user.name ?? '',
          link(request, `/confirm-email/${token}`),
          languageOf(request.body.language),
        ),
      );
      return reply.status(202).send({ data: { accepted: true } });
    },
  );

  app.post(
    '/auth/resend-confirmation',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['auth'],
        body: Type.Object({ language: Type.Optional(Type.String({ maxLength: 5 })) }),
        response: { 202: Accepted, ...Errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      if (user.email_confirmed) throw new ApiError(400, 'email_already_confirmed');
      await reserveAttempts([deps.limits.resetRequestsPerAccount, `confirm|${user.id}`]);
      const token = await issueToken(deps.db, user.id, 'confirm_email', deps.clock.now());
      await deps.mailer.send(
        confirmationMail(
          user.email!,
          user.name ?? '',
          link(request, `/confirm-email/${token}`),
          languageOf(request.body.language),
        ),
      );
      return reply.status(202).send({ data: { accepted: true } });
    },
  );

  app.post(
    '/users/:id/activity-timestamp',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['users'],
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        body: ActivityBody,
        response: { 202: Accepted, ...Errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      if (request.params.id !== user.id) throw new ApiError(403, 'no_permission');
      const day = deps.clock.now().toISOString().slice(0, 10);
      await handleUserCommand(
        deps,
        user.id,
        { type: 'RecordActivity', data: { day, providerId: request.body.provider_id ?? user.provider_id } },
        originOf(request),
      );
      return reply.status(202).send({ data: { accepted: true } });
    },
  );
};
