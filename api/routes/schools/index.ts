import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../app-deps.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { manageSchoolRoutes } from './manage-routes.ts';
import { memberSchoolRoutes } from './member-routes.ts';
import { publicSchoolRoutes } from './public-routes.ts';
import { resendInvitationRoute } from './resend-invitation-route.ts';

/** Schools (issue 15): the public page, one's own schools, Manage School and invitations. */
export const schoolRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(publicSchoolRoutes, { deps });
  await app.register(memberSchoolRoutes, { deps });
  await app.register(manageSchoolRoutes, { deps });
  await app.register(invitationRoutes, { deps });
  await app.register(resendInvitationRoute, { deps });
};
