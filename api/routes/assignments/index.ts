import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { runAssignmentCommand } from '../../../commands/assignment/run-assignment-command.ts';
import type { AssignmentCommand } from '../../../domain/assignment/decide.ts';
import { mayReadReport } from '../../../domain/report/access.ts';
import type { ReportSharing } from '../../../domain/report/events.ts';
import {
  listAssignmentsOfQuiz,
  playersOfAssignment,
  readAssignment,
} from '../../../projections/assignments/index.ts';
import { findQuizById } from '../../../projections/quizzes/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { ensureOwnerOrAdmin, isAdmin } from '../../auth/ownership.ts';
import {
  AssignmentIdParams,
  AssignmentPublicView,
  AssignmentReport,
  AssignmentView,
  CreateAssignmentBody,
  ExtendAssignmentBody,
} from '../../contracts/assignments.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { QuizIdParams } from '../../contracts/quizzes.ts';
import { ApiError } from '../../errors.ts';
import { originOf } from '../origin.ts';
import { ensureMayReadReports } from '../quiz-sharing/quiz-rights.ts';
import { admissionOf } from '../whitelists/admission-of.ts';
import { ownerViewOf, publicViewOf } from './assignment-view.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };
const notFound = () => new ApiError(404, 'assignment_not_found');

/**
 * Homework (issue 13): a quiz's owner sets it as an assignment, extends or closes it, and reads who
 * has done it. Students see only the public view; their plays start at POST /api/plays.
 */
export const assignmentRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db as never;
  const now = () => deps.clock.now().toISOString();

  async function ownedQuiz(request: FastifyRequest, quizId: string) {
    const quiz = await findQuizById(db, quizId);
    if (!quiz) throw new ApiError(404, 'quiz_not_found');
    ensureOwnerOrAdmin(signedIn(request), quiz.user_id);
    return quiz;
  }

  async function ownedAssignment(request: FastifyRequest, assignmentId: string) {
    const row = await readAssignment(deps.db, assignmentId);
    if (!row) throw notFound();
    ensureOwnerOrAdmin(signedIn(request), row.owner_id);
    return row;
  }

  /** Reading reports: also those the quiz is shared with can_access_report (api/routes/quiz-sharing). */
  async function reportedQuiz(request: FastifyRequest, quizId: string) {
    const quiz = await findQuizById(db, quizId);
    if (!quiz) throw new ApiError(404, 'quiz_not_found');
    const rights = await ensureMayReadReports(deps.db, signedIn(request), {
      id: quiz._id,
      ownerId: quiz.user_id,
    });
    return { quiz, rights };
  }

  /**
   * An assignment's results and which of its runs the reader sees: its owner every run of the homework
   * they set; others as the quiz's reports are shared with them, never a run whose owner turned it off.
   */
  async function reportedAssignment(request: FastifyRequest, assignmentId: string) {
    const row = await readAssignment(deps.db, assignmentId);
    if (!row) throw notFound();
    if (row.owner_id === signedIn(request).id) return { row, mayRead: () => true };
    const { rights } = await reportedQuiz(request, row.quiz_id);
    const reader = { manages: rights.manage, sharedWith: rights.report };
    return { row, mayRead: (sharing: ReportSharing) => mayReadReport(reader, sharing) };
  }

  /** Runs the command, waits until the read model shows it, and answers with the assignment as it now is. */
  async function change(request: FastifyRequest, assignmentId: string, command: AssignmentCommand) {
    const handled = await runAssignmentCommand(deps, assignmentId, command, originOf(request));
    if (handled.last) await deps.projections.reached('assignments', handled.last);
    const row = await readAssignment(deps.db, assignmentId);
    if (!row) throw notFound();
    return ownerViewOf(row, now());
  }

  const actorOf = (request: FastifyRequest) => {
    const user = signedIn(request);
    return { userId: user.id, admin: isAdmin(user) };
  };

  app.post(
    '/assignments',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['assignments'],
        summary: "Set a quiz as homework (the quiz's owner only)",
        body: CreateAssignmentBody,
        response: { 201: DataReply(AssignmentView), ...Errors },
      },
    },
    async (request, response) => {
      const body = request.body;
      const quiz = await ownedQuiz(request, body.quiz_id);
      const assignmentId = deps.random.uuid();
      const admission = await admissionOf(deps, signedIn(request), body.admission);
      const view = await change(request, assignmentId, {
        type: 'CreateAssignment',
        data: {
          assignmentId,
          quizId: quiz._id,
          quizCode: quiz.code,
          ownerId: quiz.user_id ?? signedIn(request).id,
          title: body.title?.trim() ? body.title : quiz.title,
          opensAt: body.opens_at,
          deadline: body.deadline,
          attemptLimit: body.attempt_limit,
          options: { randomOrder: body.random_order, showCorrectAnswer: body.show_correct_answer },
          ...(admission ? { admission } : {}),
          at: now(),
        },
      });
      return response.status(201).send({ data: view });
    },
  );

  app.get(
    '/assignments/:id',
    {
      schema: {
        tags: ['assignments'],
        summary: 'An assignment as a student sees it before starting: its title, times and status',
        params: AssignmentIdParams,
        response: { 200: DataReply(AssignmentPublicView), ...Errors },
      },
    },
    async (request) => {
      const row = await readAssignment(deps.db, request.params.id);
      if (!row) throw notFound();
      return { data: publicViewOf(row, now()) };
    },
  );

  app.post(
    '/assignments/:id/extend',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['assignments'],
        summary: 'Move the deadline later (reopens an assignment whose deadline has passed)',
        params: AssignmentIdParams,
        body: ExtendAssignmentBody,
        response: { 200: DataReply(AssignmentView), ...Errors },
      },
    },
    async (request) => {
      await ownedAssignment(request, request.params.id);
      const data = { actor: actorOf(request), deadline: request.body.deadline, at: now() };
      return { data: await change(request, request.params.id, { type: 'ExtendAssignmentDeadline', data }) };
    },
  );

  app.post(
    '/assignments/:id/close',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['assignments'],
        summary: 'Close the assignment now, before its deadline',
        params: AssignmentIdParams,
        response: { 200: DataReply(AssignmentView), ...Errors },
      },
    },
    async (request) => {
      await ownedAssignment(request, request.params.id);
      const data = { actor: actorOf(request), at: now() };
      return { data: await change(request, request.params.id, { type: 'CloseAssignment', data }) };
    },
  );

  app.get(
    '/reports/quizzes/:id/assignments',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['assignments'],
        summary: "A quiz's assignments, the latest opening first",
        params: QuizIdParams,
        response: { 200: DataReply(Type.Array(AssignmentView)), ...Errors },
      },
    },
    async (request) => {
      const { quiz } = await reportedQuiz(request, request.params.id);
      const rows = await listAssignmentsOfQuiz(deps.db, quiz._id);
      return { data: rows.map((row) => ownerViewOf(row, now())) };
    },
  );

  app.get(
    '/reports/assignments/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['assignments'],
        summary: 'Who has done the assignment: each student with attempts, best score and every run',
        params: AssignmentIdParams,
        response: { 200: DataReply(AssignmentReport), ...Errors },
      },
    },
    async (request) => {
      const { row, mayRead } = await reportedAssignment(request, request.params.id);
      return {
        data: {
          assignment: ownerViewOf(row, now()),
          players: await playersOfAssignment(deps.db, row, mayRead),
        },
      };
    },
  );
};
