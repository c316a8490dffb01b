import type { FastifyRequest } from 'fastify';
import { canManageReports, type ReportActor, readerOf } from '../../../domain/leaderboard/report-access.ts';
import { type ReportRef, reportKey } from '../../../domain/leaderboard/report-ref.ts';
import { mayReadReport } from '../../../domain/report/access.ts';
import { allReportsOfQuiz } from '../../../projections/leaderboards/index.ts';
import { sharedRightsOf } from '../../../projections/quiz-shares/index.ts';
import { findQuizById } from '../../../projections/quizzes/index.ts';
import { sharingOfReports } from '../../../projections/reports/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../auth/authenticate.ts';
import { isAdmin } from '../../auth/ownership.ts';
import { ApiError } from '../../errors.ts';

/** The signed-in caller as the report access rule sees them, for one quiz: are its reports shared with them? */
export async function reportActorOf(
  deps: AppDeps,
  request: FastifyRequest,
  quizId: string,
): Promise<ReportActor> {
  const user = signedIn(request);
  const { canAccessReport } = await sharedRightsOf(deps.db, quizId, user.id);
  return { userId: user.id, admin: isAdmin(user), readsReports: canAccessReport };
}

/** Refuses (403, nothing happens) anyone the access rule does not let manage the quiz's reports. */
export async function ensureMayManage(
  deps: AppDeps,
  request: FastifyRequest,
  quizId: string,
  ownerId: string | null,
): Promise<ReportActor> {
  const actor = await reportActorOf(deps, request, quizId);
  if (!canManageReports(actor, { ownerId })) throw new ApiError(403, 'no_permission');
  return actor;
}

/** The quiz whose reports the caller means to combine: it exists, and they may. */
export async function quizForReports(deps: AppDeps, request: FastifyRequest, quizId: string) {
  const quiz = await findQuizById(deps.db as never, quizId);
  if (!quiz) throw new ApiError(404, 'quiz_not_found');
  const actor = await ensureMayManage(deps, request, quiz._id, quiz.user_id);
  return { quiz, actor, ownerId: quiz.user_id ?? actor.userId };
}

/** Chosen reports must be this quiz's (a 400 that names the problem, not a silent skip). */
export async function ensureReportsOfQuiz(deps: AppDeps, quizId: string, refs: readonly ReportRef[]) {
  if (refs.length > 0 && !(await allReportsOfQuiz(deps.db, quizId, refs)))
    throw new ApiError(400, 'report_not_of_quiz');
}

/** The reports among `refs` the caller may read (domain/report/access.ts): all they are shown of a merge. */
export async function readableReports(
  deps: AppDeps,
  actor: ReportActor,
  ownerId: string | null,
  refs: readonly ReportRef[],
): Promise<ReportRef[]> {
  const sharing = await sharingOfReports(
    deps.db,
    refs.map((ref) => ref.id),
  );
  const reader = readerOf(actor, { ownerId });
  return refs.filter((ref) => mayReadReport(reader, sharing(ref.id)));
}

/** The reports in `refs` that `before` did not hold: a change is judged by what it adds. */
export const addedReports = (refs: readonly ReportRef[], before: readonly ReportRef[] = []) => {
  const kept = new Set(before.map(reportKey));
  return refs.filter((ref) => !kept.has(reportKey(ref)));
};

/**
 * Refuses (403 `report_not_shared`, nothing happens) adding a report the caller may not read: a colleague
 * the quiz's reports are shared with cannot take in one whose owner turned its sharing off.
 */
export async function ensureMayAddReports(
  deps: AppDeps,
  actor: ReportActor,
  ownerId: string | null,
  added: readonly ReportRef[],
) {
  if ((await readableReports(deps, actor, ownerId, added)).length < added.length)
    throw new ApiError(403, 'report_not_shared');
}
