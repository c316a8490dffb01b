import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { runSchoolCommand } from '../../../commands/school/run-school-command.ts';
import { saveSchool } from '../../../commands/school/save-school.ts';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../../domain/school/rules.ts';
import { findSchoolByFeideOrg, findSchoolById, schoolsOf } from '../../../projections/schools/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { freshToken } from '../../auth/fresh-token.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  Membership,
  SchoolForm,
  SchoolIdParams,
  SwitchSchoolBody,
  SwitchSchoolReply,
} from '../../contracts/schools.ts';
import { originOf } from '../origin.ts';
import { actorOf, schoolNotFound, settled } from './school-access.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };

export const profileOf = (form: SchoolForm) => ({
  schoolName: form.school_name,
  name: form.name,
  phone: form.phone,
  email: form.email,
  district: form.district,
  country: form.country,
  slug: form.slug,
  timeZone: form.time_zone ?? DEFAULT_SCHOOL_TIME_ZONE,
});

/** What a signed-in person does with schools for themselves: create one, list theirs, switch, ask to join. */
export const memberSchoolRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/schools/create',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['schools'],
        summary: 'Create a school; its creator (a teacher) becomes its first administrator',
        body: SchoolForm,
        response: {
          201: DataReply(
            Type.Object({ school_id: Type.String(), slug: Type.String(), token: Type.String() }),
          ),
          ...Errors,
        },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const schoolId = deps.random.uuid();
      // A Feide teacher's school takes their organisation, unless another school has it already: from
      // then on the organisation's people join it when they sign in (spec §1).
      const org = user.provider === 'feide' ? user.school_id : null;
      const feideOrg = org && !(await findSchoolByFeideOrg(deps.db, org)) ? org : null;
      const saved = await saveSchool(
        deps,
        schoolId,
        { type: 'CreateSchool', actor: actorOf(user), profile: profileOf(request.body), feideOrg },
        originOf(request),
      );
      await settled(deps.projections, saved.last);
      const slug = saved.state.status === 'open' ? saved.state.profile.slug : '';
      return reply
        .status(201)
        .send({ data: { school_id: schoolId, slug, token: await freshToken(deps, request, user) } });
    },
  );

  app.get(
    '/schools/mine',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['schools'],
        summary: 'The schools I belong to',
        response: { 200: DataReply(Type.Array(Membership)), ...Errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const rows = await schoolsOf(deps.db, user.id);
      const current =
        rows.find((r) => r.current && r.status === 'active') ?? rows.find((r) => r.status === 'active');
      return {
        data: rows.map(({ time_zone: _, ...row }) => ({
          ...row,
          current: row.school_id === current?.school_id,
        })),
      };
    },
  );

  app.post(
    '/schools/switch',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['schools'],
        summary: 'Set or switch my current school; the reply has a token that carries it',
        body: SwitchSchoolBody,
        response: { 200: DataReply(SwitchSchoolReply), ...Errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const schoolId = request.body.school_id;
      if (!(await findSchoolById(deps.db, schoolId))) throw schoolNotFound();
      const handled = await runSchoolCommand(
        deps,
        schoolId,
        { type: 'SelectSchool', actor: actorOf(user), data: {} },
        originOf(request),
      );
      await settled(deps.projections, handled.last);
      return { data: { token: await freshToken(deps, request, user), school_id: schoolId } };
    },
  );

  app.post(
    '/schools/:id/request-access',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['schools'],
        summary: 'Ask a school to let me in; its admins accept or reject',
        params: SchoolIdParams,
        response: { 200: DataReply(Type.Object({ requested: Type.Boolean() })), ...Errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      if (!(await findSchoolById(deps.db, request.params.id))) throw schoolNotFound();
      const handled = await runSchoolCommand(
        deps,
        request.params.id,
        { type: 'RequestAccess', actor: actorOf(user), data: { at: deps.clock.now().toISOString() } },
        originOf(request),
      );
      await settled(deps.projections, handled.last);
      return { data: { requested: true } };
    },
  );
};
