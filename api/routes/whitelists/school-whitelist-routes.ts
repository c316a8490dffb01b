import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { createWhitelist } from '../../../commands/whitelist/create-whitelist.ts';
import { isStudentRole, type SchoolRole } from '../../../domain/school/rules.ts';
import type { LogPosition } from '../../../domain/shared/event.ts';
import { mayUse } from '../../../domain/whitelist/decide.ts';
import type { WhitelistOwner } from '../../../domain/whitelist/events.ts';
import { findSchoolById, schoolsOf } from '../../../projections/schools/index.ts';
import { listWhitelistsOf } from '../../../projections/whitelists/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  SchoolWhitelistParams,
  UsableWhitelist,
  WhitelistBody,
  WhitelistQuery,
  WhitelistSummary,
  WhitelistView,
} from '../../contracts/whitelists.ts';
import { ApiError } from '../../errors.ts';
import { originOf } from '../origin.ts';
import { requestActor } from './whitelist-access.ts';
import { summaryOf } from './whitelist-view.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };
const tags = ['whitelists'];

interface Options {
  deps: AppDeps;
  viewAfter: (whitelistId: string, last: LogPosition | null) => Promise<WhitelistView>;
}

/**
 * School whitelists (spec §1, §7 Whitelists): lists owned by a school. Its admins create them here (and
 * change, clone and delete them through the same routes as anyone's lists); its teachers read them and
 * restrict their games and assignments by them; students and outsiders are refused.
 */
export const schoolWhitelistRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { deps, viewAfter }) => {
  async function schoolOwner(schoolId: string): Promise<WhitelistOwner> {
    if (!(await findSchoolById(deps.db, schoolId))) throw new ApiError(404, 'school_not_found');
    return { kind: 'school', id: schoolId };
  }

  app.get(
    '/schools/:id/whitelists',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary:
          "The school's whitelists whose title contains `search`, newest first (its admins and teachers)",
        params: SchoolWhitelistParams,
        querystring: WhitelistQuery,
        response: { 200: DataReply(Type.Array(WhitelistSummary)), ...Errors },
      },
    },
    async (request) => {
      const owner = await schoolOwner(request.params.id);
      if (!mayUse(await requestActor(deps, request, owner), owner)) throw new ApiError(403, 'no_permission');
      const rows = await listWhitelistsOf(deps.db, owner, request.query.search?.trim() ?? '');
      return { data: rows.map(summaryOf) };
    },
  );

  app.post(
    '/schools/:id/whitelists/create',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary:
          "Create one of the school's whitelists (its admins; counts towards the school's monthly limit)",
        params: SchoolWhitelistParams,
        body: WhitelistBody,
        response: { 201: DataReply(WhitelistView), ...Errors },
      },
    },
    async (request, reply) => {
      const owner = await schoolOwner(request.params.id);
      const actor = await requestActor(deps, request, owner);
      const whitelistId = deps.random.uuid();
      const data = { actor, whitelistId, owner, ...request.body, at: deps.clock.now().toISOString() };
      const { last } = await createWhitelist(deps, { type: 'CreateWhitelist', data }, originOf(request));
      return reply.status(201).send({ data: await viewAfter(whitelistId, last) });
    },
  );

  app.get(
    '/whitelists/usable',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary:
          'The lists you may restrict a game or an assignment by: your own, then those of the schools you teach at',
        response: { 200: DataReply(Type.Array(UsableWhitelist)), ...Errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const own = (await listWhitelistsOf(deps.db, { kind: 'user', id: user.id })).map((row) => ({
        ...summaryOf(row),
        school_id: null,
        school_name: null,
      }));
      const teaching = (await schoolsOf(deps.db, user.id)).filter(
        (m) => m.status === 'active' && (m.admin || !isStudentRole(m.role as SchoolRole)),
      );
      const schools = await Promise.all(
        teaching.map(async (m) =>
          (await listWhitelistsOf(deps.db, { kind: 'school', id: m.school_id })).map((row) => ({
            ...summaryOf(row),
            school_id: m.school_id,
            school_name: m.school_name,
          })),
        ),
      );
      return { data: [...own, ...schools.flat()] };
    },
  );
};
