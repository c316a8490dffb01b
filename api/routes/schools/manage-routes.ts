import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { runSchoolCommand } from '../../../commands/school/run-school-command.ts';
import { saveSchool } from '../../../commands/school/save-school.ts';
import type { SchoolActor } from '../../../domain/school/decide.ts';
import type { MemberStatus, SchoolRole } from '../../../domain/school/rules.ts';
import type { Role } from '../../../domain/user/rules.ts';
import { listMembers, listPendingRequests, listSubjects } from '../../../projections/schools/index.ts';
import { findUserById } from '../../../projections/users/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  AccessRequest,
  AddSubjectBody,
  ChangeSubjectBody,
  MemberAdminBody,
  MemberParams,
  MemberRoleBody,
  MemberStatusBody,
  MembersPage,
  MembersQuery,
  SchoolForm,
  SchoolIdParams,
  SchoolSettings,
  Subject,
  SubjectParams,
} from '../../contracts/schools.ts';
import { originOf } from '../origin.ts';
import { profileOf } from './member-routes.ts';
import { actorOf, ensureSchoolAdmin, settled } from './school-access.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };
const Done = DataReply(Type.Object({ done: Type.Boolean() }));
const DEFAULT_PAGE_SIZE = 20;
type SchoolCommandOf = Parameters<typeof runSchoolCommand>[2];

/** Manage School (spec §2, §6, §7): Settings, Users, Administrators, Subjects and Requests, for its admins. */
export const manageSchoolRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const guarded = { onRequest: requireUser() };

  async function settingsOf(schoolId: string, user: Parameters<typeof ensureSchoolAdmin>[2]) {
    const s = await ensureSchoolAdmin(deps.db, schoolId, user);
    return {
      school_id: s.school_id,
      school_name: s.school_name,
      name: s.contact_name ?? '',
      phone: s.phone ?? '',
      email: s.email ?? '',
      district: s.district,
      country: s.country,
      slug: s.slug,
      time_zone: s.time_zone,
      feide_org: s.feide_org,
    };
  }

  app.get(
    '/schools/:id/settings',
    {
      ...guarded,
      schema: {
        tags: ['schools'],
        params: SchoolIdParams,
        response: { 200: DataReply(SchoolSettings), ...Errors },
      },
    },
    async (request) => ({ data: await settingsOf(request.params.id, signedIn(request)) }),
  );

  app.patch(
    '/schools/:id',
    {
      ...guarded,
      schema: {
        tags: ['schools'],
        summary: 'updateSchool',
        params: SchoolIdParams,
        body: SchoolForm,
        response: { 200: DataReply(SchoolSettings), ...Errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await ensureSchoolAdmin(deps.db, request.params.id, user);
      const saved = await saveSchool(
        deps,
        request.params.id,
        { type: 'UpdateSchool', actor: actorOf(user), profile: profileOf(request.body) },
        originOf(request),
      );
      await settled(deps.projections, saved.last);
      return { data: await settingsOf(request.params.id, user) };
    },
  );

  app.get(
    '/schools/:id/users',
    {
      ...guarded,
      schema: {
        tags: ['schools'],
        summary: 'School admin users, paged and searchable',
        params: SchoolIdParams,
        querystring: MembersQuery,
        response: { 200: DataReply(MembersPage), ...Errors },
      },
    },
    async (request) => {
      await ensureSchoolAdmin(deps.db, request.params.id, signedIn(request));
      const q = request.query;
      const page = Number(q.page ?? 1);
      const pageSize = Number(q.page_size ?? DEFAULT_PAGE_SIZE);
      const { rows, total } = await listMembers(deps.db, request.params.id, {
        search: q.search ?? '',
        status: q.status ?? null,
        adminsOnly: q.admin === 'true',
        page,
        pageSize,
      });
      return {
        data: {
          users: rows.map((r) => ({
            user_id: r.user_id,
            name: r.name ?? '',
            email: r.email ?? '',
            role: r.role,
            status: r.status,
            admin: r.admin,
            joined_at: r.joined_at.toISOString(),
          })),
          total,
          page,
          page_size: pageSize,
        },
      };
    },
  );

  const memberChange = (
    path: string,
    summary: string,
    body: typeof MemberStatusBody | typeof MemberRoleBody | typeof MemberAdminBody,
    command: (actor: SchoolActor, userId: string, body: Record<string, unknown>) => SchoolCommandOf,
  ) =>
    app.post(
      `/schools/:id/users/:userId/${path}`,
      {
        ...guarded,
        schema: {
          tags: ['schools'],
          summary,
          params: MemberParams,
          body,
          response: { 200: Done, ...Errors },
        },
      },
      async (request) => {
        const user = signedIn(request);
        await ensureSchoolAdmin(deps.db, request.params.id, user);
        const built = command(actorOf(user), request.params.userId, request.body as Record<string, unknown>);
        const handled = await runSchoolCommand(deps, request.params.id, built, originOf(request));
        await settled(deps.projections, handled.last);
        return { data: { done: true } };
      },
    );

  memberChange(
    'status',
    'Set a member active, suspended or removed',
    MemberStatusBody,
    (actor, userId, body) => ({
      type: 'SetMemberStatus',
      actor,
      data: { userId, status: body.status as MemberStatus },
    }),
  );
  memberChange('role', "Change a member's role", MemberRoleBody, (actor, userId, body) => ({
    type: 'ChangeMemberRole',
    actor,
    data: { userId, role: body.role as SchoolRole },
  }));
  memberChange(
    'admin',
    'updateSchoolAdminStatus: make or unmake a school admin',
    MemberAdminBody,
    (actor, userId, body) => ({
      type: 'SetMemberAdmin',
      actor,
      data: { userId, admin: body.admin === true },
    }),
  );

  app.get(
    '/schools/:id/subjects',
    {
      ...guarded,
      schema: {
        tags: ['schools'],
        summary: 'getSubjects',
        params: SchoolIdParams,
        response: { 200: DataReply(Type.Array(Subject)), ...Errors },
      },
    },
    async (request) => {
      await ensureSchoolAdmin(deps.db, request.params.id, signedIn(request));
      const rows = await listSubjects(deps.db, request.params.id);
      return { data: rows.map(({ subject_id, name, active }) => ({ subject_id, name, active })) };
    },
  );

  app.post(
    '/schools/:id/subjects',
    {
      ...guarded,
      schema: {
        tags: ['schools'],
        params: SchoolIdParams,
        body: AddSubjectBody,
        response: { 201: DataReply(Subject), ...Errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      await ensureSchoolAdmin(deps.db, request.params.id, user);
      const subjectId = deps.random.uuid();
      const handled = await runSchoolCommand(
        deps,
        request.params.id,
        { type: 'AddSubject', actor: actorOf(user), data: { subjectId, name: request.body.name } },
        originOf(request),
      );
      await settled(deps.projections, handled.last);
      const state = handled.state;
      const name = state.status === 'open' ? (state.subjects.get(subjectId)?.name ?? '') : '';
      return reply.status(201).send({ data: { subject_id: subjectId, name, active: true } });
    },
  );

  app.patch(
    '/schools/:id/subjects/:subjectId',
    {
      ...guarded,
      schema: {
        tags: ['schools'],
        summary: 'updateSubjects',
        params: SubjectParams,
        body: ChangeSubjectBody,
        response: { 200: Done, ...Errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await ensureSchoolAdmin(deps.db, request.params.id, user);
      const handled = await runSchoolCommand(
        deps,
        request.params.id,
        {
          type: 'ChangeSubject',
          actor: actorOf(user),
          data: { subjectId: request.params.subjectId, ...request.body },
        },
        originOf(request),
      );
      await settled(deps.projections, handled.last);
      return { data: { done: true } };
    },
  );

  app.get(
    '/schools/:id/requests',
    {
      ...guarded,
      schema: {
        tags: ['schools'],
        summary: 'getSchoolRequests',
        params: SchoolIdParams,
        response: { 200: DataReply(Type.Array(AccessRequest)), ...Errors },
      },
    },
    async (request) => {
      await ensureSchoolAdmin(deps.db, request.params.id, signedIn(request));
      const rows = await listPendingRequests(deps.db, request.params.id);
      return {
        data: rows.map((r) => ({
          user_id: r.user_id,
          name: r.name ?? '',
          email: r.email ?? '',
          requested_at: r.requested_at.toISOString(),
        })),
      };
    },
  );

  for (const answer of ['accept', 'reject'] as const)
    app.post(
      `/schools/:id/requests/:userId/${answer}`,
      {
        ...guarded,
        schema: {
          tags: ['schools'],
          summary: answer === 'accept' ? 'addToSchool: let an asker in' : 'rejectAccessSchool',
          params: MemberParams,
          response: { 200: Done, ...Errors },
        },
      },
      async (request) => {
        const user = signedIn(request);
        await ensureSchoolAdmin(deps.db, request.params.id, user);
        const { userId } = request.params;
        const asker = answer === 'accept' ? await findUserById(deps.db as never, userId) : undefined;
        const handled = await runSchoolCommand(
          deps,
          request.params.id,
          answer === 'accept'
            ? {
                type: 'AcceptAccess',
                actor: actorOf(user),
                data: {
                  userId,
                  accountRole: (asker?.role ?? 'teacher') as Role,
                  at: deps.clock.now().toISOString(),
                },
              }
            : { type: 'RejectAccess', actor: actorOf(user), data: { userId } },
          originOf(request),
        );
        await settled(deps.projections, handled.last);
        return { data: { done: true } };
      },
    );
};
