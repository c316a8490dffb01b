import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { type LibraryRequest, runLibraryCommand } from '../../../commands/library/run-library-command.ts';
import { isSiteAdmin } from '../../../domain/school/rules.ts';
import type { Role } from '../../../domain/user/rules.ts';
import { findLibraryEntry, searchLibrary } from '../../../projections/library/index.ts';
import { listSubjects } from '../../../projections/schools/index.ts';
import type { UserRow } from '../../../projections/users/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  LibraryEntry,
  LibraryListingBody,
  LibraryPage,
  LibraryQuery,
  MyLibraryEntry,
  RemoveFromLibraryBody,
} from '../../contracts/library.ts';
import { QuizIdParams } from '../../contracts/quizzes.ts';
import { SchoolIdParams, Subject } from '../../contracts/schools.ts';
import { ApiError } from '../../errors.ts';
import { originOf } from '../origin.ts';
import { entryView } from './entry-view.ts';
import { libraryEntryNotFound, libraryReaderOf, librarySettled } from './library-access.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };
const DEFAULT_PAGE_SIZE = 12;

const actorOf = (user: UserRow) => ({ userId: user.id, isSiteAdmin: isSiteAdmin(user.role as Role) });
const listingOf = (body: LibraryListingBody) => ({
  level: body.level,
  age: body.age,
  subjectId: body.subject_id,
  grades: body.class_grade,
  description: body.description,
  image: body.image,
  countryList: body.show_school_country_list,
});

/** The school library: members search it; teachers share to it; owners and admins take quizzes out. */
export const libraryRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const guarded = { onRequest: requireUser() };

  app.get(
    '/schools/:id/library',
    {
      ...guarded,
      schema: {
        tags: ['library'],
        summary: 'The school library: search by text, filter by subject, grade and level, paged',
        params: SchoolIdParams,
        querystring: LibraryQuery,
        response: { 200: DataReply(LibraryPage), ...Errors },
      },
    },
    async (request) => {
      const reader = await libraryReaderOf(deps.db, request.params.id, signedIn(request));
      const q = request.query;
      const page = Number(q.page ?? 1);
      const pageSize = Number(q.page_size ?? DEFAULT_PAGE_SIZE);
      const { rows, total } = await searchLibrary(deps.db, {
        schoolId: reader.school.school_id,
        country: reader.school.country,
        scope: q.scope ?? 'school',
        search: q.search ?? '',
        subjectId: q.subject ?? null,
        grade: q.grade ? Number(q.grade) : null,
        level: q.level ?? null,
        page,
        pageSize,
      });
      return {
        data: {
          entries: rows.map(entryView),
          total,
          page,
          page_size: pageSize,
          may_copy: reader.mayCopy,
          may_manage: reader.mayManage,
        },
      };
    },
  );

  app.get(
    '/schools/:id/library/subjects',
    {
      ...guarded,
      schema: {
        tags: ['library'],
        summary: "The school's active subjects, for the library's filter and the share form",
        params: SchoolIdParams,
        response: { 200: DataReply(Type.Array(Subject)), ...Errors },
      },
    },
    async (request) => {
      await libraryReaderOf(deps.db, request.params.id, signedIn(request));
      const rows = await listSubjects(deps.db, request.params.id);
      return {
        data: rows
          .filter((row) => row.active)
          .map(({ subject_id, name, active }) => ({ subject_id, name, active })),
      };
    },
  );

  async function decided(
    request: { params: { id: string } },
    user: UserRow,
    quizId: string,
    command: LibraryRequest,
    origin: ReturnType<typeof originOf>,
  ) {
    const handled = await runLibraryCommand(
      deps,
      { quizId, schoolId: request.params.id, actor: actorOf(user) },
      command,
      origin,
    );
    await librarySettled(deps.projections, handled.last);
  }

  async function listed(quizId: string) {
    const entry = await findLibraryEntry(deps.db, quizId);
    if (!entry) throw libraryEntryNotFound();
    return entryView(entry);
  }

  app.post(
    '/schools/:id/library',
    {
      ...guarded,
      schema: {
        tags: ['library'],
        summary: 'Share a quiz to the school library (logged as set_quiz_to_school)',
        params: SchoolIdParams,
        body: LibraryListingBody,
        response: { 201: DataReply(LibraryEntry), ...Errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const listing = listingOf(request.body);
      await decided(
        request,
        user,
        request.body.quiz_id,
        { type: 'ShareToLibrary', listing },
        originOf(request),
      );
      return reply.status(201).send({ data: await listed(request.body.quiz_id) });
    },
  );

  app.put(
    '/schools/:id/library',
    {
      ...guarded,
      schema: {
        tags: ['library'],
        summary: "Update a quiz's library listing",
        params: SchoolIdParams,
        body: LibraryListingBody,
        response: { 200: DataReply(LibraryEntry), ...Errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const listing = listingOf(request.body);
      await decided(
        request,
        user,
        request.body.quiz_id,
        { type: 'UpdateLibraryEntry', listing },
        originOf(request),
      );
      return { data: await listed(request.body.quiz_id) };
    },
  );

  app.post(
    '/schools/:id/removeQuizFromLibrary',
    {
      ...guarded,
      schema: {
        tags: ['library'],
        summary: 'removeQuizFromLibrary: by its owner or an administrator of the school',
        params: SchoolIdParams,
        body: RemoveFromLibraryBody,
        response: { 200: DataReply(MyLibraryEntry), ...Errors },
      },
    },
    async (request) => {
      await decided(
        request,
        signedIn(request),
        request.body.quiz_id,
        { type: 'RemoveFromLibrary' },
        originOf(request),
      );
      return { data: null };
    },
  );

  app.get(
    '/library/quiz/:id',
    {
      ...guarded,
      schema: {
        tags: ['library'],
        summary: "Where the signed-in owner's quiz is listed, for the share form (null when nowhere)",
        params: QuizIdParams,
        response: { 200: DataReply(MyLibraryEntry), ...Errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const entry = await findLibraryEntry(deps.db, request.params.id);
      if (!entry) return { data: null };
      if (entry.owner_id !== user.id && !isSiteAdmin(user.role as Role))
        throw new ApiError(403, 'no_permission');
      return { data: entryView(entry) };
    },
  );
};
