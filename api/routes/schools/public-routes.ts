import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findSchoolBySlug, membershipOf, pendingRequestOf } from '../../../projections/schools/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { PublicSchool, SlugParams } from '../../contracts/schools.ts';
import { schoolNotFound } from './school-access.ts';

/** `GET /api/schools/slug/{slug}`: the public page `/school/{slug}` (spec §2); open to guests. */
export const publicSchoolRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/schools/slug/:slug',
    {
      schema: {
        tags: ['schools'],
        summary: "A school's public page, and how the signed-in visitor stands with it",
        params: SlugParams,
        response: { 200: DataReply(PublicSchool), 404: ErrorReply },
      },
    },
    async (request) => {
      const school = await findSchoolBySlug(deps.db, request.params.slug);
      if (!school) throw schoolNotFound();
      const user = request.user;
      const [member, pending] = user
        ? await Promise.all([
            membershipOf(deps.db, school.school_id, user.id),
            pendingRequestOf(deps.db, school.school_id, user.id),
          ])
        : [undefined, undefined];
      return {
        data: {
          school_id: school.school_id,
          school_name: school.school_name,
          slug: school.slug,
          district: school.district,
          country: school.country,
          me: user
            ? {
                member_status: member?.status ?? null,
                admin: member?.admin ?? false,
                request_pending: pending !== undefined,
              }
            : null,
        },
      };
    },
  );
};
