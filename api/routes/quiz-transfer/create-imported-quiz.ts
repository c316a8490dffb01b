import type { CommandOrigin } from '../../../commands/command-context.ts';
import { createQuiz } from '../../../commands/quiz/create-quiz.ts';
import { runQuizCommand } from '../../../commands/quiz/run-quiz-command.ts';
import type { QuizActor } from '../../../domain/quiz/decide.ts';
import type { ImportedQuiz } from '../../../domain/quiz-transfer/index.ts';
import type { LogPosition } from '../../../domain/shared/event.ts';
import type { AppDeps } from '../../app-deps.ts';

/**
 * A new quiz owned by the importer, built by the same commands the editor uses (create, save the
 * questions, update the details), so the log reads as if it had been typed in. The file was checked
 * with the same rules beforehand, so none of them refuses it halfway.
 */
export async function createImportedQuiz(
  deps: AppDeps,
  quiz: ImportedQuiz,
  actor: QuizActor,
  origin: CommandOrigin,
): Promise<{ quizId: string; code: string }> {
  const created = await createQuiz(deps, { title: quiz.title, ownerId: actor.userId }, origin);
  let last: LogPosition = created.last;
  if (quiz.questions.length > 0) {
    const saved = await runQuizCommand(
      deps,
      created.quizId,
      { type: 'SaveQuestions', data: { questions: quiz.questions }, actor },
      origin,
    );
    last = saved.last ?? last;
  }
  const details = {
    ...(quiz.description ? { description: quiz.description } : {}),
    ...(quiz.settings ? { settings: quiz.settings } : {}),
    ...(quiz.picture ? { picture: quiz.picture } : {}),
    ...(quiz.customMessage ? { customMessage: quiz.customMessage } : {}),
  };
  if (Object.keys(details).length > 0) {
    const updated = await runQuizCommand(
      deps,
      created.quizId,
      { type: 'UpdateQuiz', data: details, actor },
      origin,
    );
    last = updated.last ?? last;
  }
  if (quiz.look) {
    const looked = await runQuizCommand(
      deps,
      created.quizId,
      { type: 'ChangeQuizLook', data: { look: quiz.look }, actor },
      origin,
    );
    last = looked.last ?? last;
  }
  await deps.projections.reached('quizzes', last);
  return { quizId: created.quizId, code: created.code };
}
