import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { changeRole, restoreUser, suspendUser } from '../../../commands/accounts/moderate-user.ts';
import type { LogPosition } from '../../../domain/shared/event.ts';
import type { Role } from '../../../domain/user/rules.ts';
import { findUserById } from '../../../projections/users/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { sessionUser } from '../../auth/sessions.ts';
import { Role as RoleSchema, Session } from '../../contracts/auth.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { ApiError } from '../../errors.ts';
import { originOf } from '../origin.ts';

const Params = Type.Object({ id: Type.String({ maxLength: 64 }) });
const Reply = {
  200: DataReply(Session.properties.user),
  400: ErrorReply,
  401: ErrorReply,
  403: ErrorReply,
  404: ErrorReply,
  409: ErrorReply,
};

/** Account moderation for admins (spec §6): suspend, restore, change role. */
export const adminRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db as never;
  const adminsOnly = requireUser('super_admin', 'admin');

  async function target(id: string) {
    const user = await findUserById(db, id);
    if (!user) throw new ApiError(404, 'user_not_found');
    return { userId: user.id, role: user.role as Role };
  }
  async function answer(id: string, last: LogPosition | null) {
    if (last) await deps.projections.reached('users', last);
    return { data: sessionUser((await findUserById(db, id))!) };
  }
  const moderator = (request: Parameters<typeof signedIn>[0]) => {
    const user = signedIn(request);
    return { userId: user.id, role: user.role as Role };
  };

  const actions = { suspend: suspendUser, restore: restoreUser };
  for (const [action, run] of Object.entries(actions)) {
    app.post(
      `/admin/users/:id/${action}`,
      { onRequest: adminsOnly, schema: { tags: ['admin'], params: Params, response: Reply } },
      async (request) => {
        const handled = await run(
          deps,
          moderator(request),
          await target(request.params.id),
          originOf(request),
        );
        return answer(request.params.id, handled.last);
      },
    );
  }

  app.post(
    '/admin/users/:id/role',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        params: Params,
        body: Type.Object({ role: RoleSchema }),
        response: Reply,
      },
    },
    async (request) => {
      const handled = await changeRole(
        deps,
        moderator(request),
        await target(request.params.id),
        request.body.role,
        originOf(request),
      );
      return answer(request.params.id, handled.last);
    },
  );
};
