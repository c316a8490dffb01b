import type {
  LibraryActor,
  LibraryCommand,
  LibraryQuiz,
  LibrarySchool,
} from '../../domain/library/decide.ts';
import { libraryStreamName } from '../../domain/library/events.ts';
import type { LibraryListing } from '../../domain/library/rules.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import { handleCommand } from '../handle-command.ts';
import { loadQuiz } from '../quiz-sharing/load-quiz.ts';
import { loadSchool } from '../school/run-school-command.ts';
import { libraryDecider } from './library-decider.ts';

export type LibraryRequest =
  | { type: 'ShareToLibrary' | 'UpdateLibraryEntry'; listing: LibraryListing }
  | { type: 'RemoveFromLibrary' };

/**
 * Loads the quiz and the school from their own streams (who owns the quiz, how many questions it has,
 * who teaches or administers at the school, its subjects), then decides on the quiz's library stream.
 */
export async function runLibraryCommand(
  deps: CommandDeps,
  input: { quizId: string; schoolId: string; actor: LibraryActor },
  request: LibraryRequest,
  origin: CommandOrigin,
) {
  const { quizId, schoolId, actor } = input;
  const [loaded, { state: schoolState }] = await Promise.all([
    loadQuiz(deps, quizId),
    loadSchool(deps, schoolId),
  ]);
  const quiz: LibraryQuiz | null = loaded
    ? {
        quizId,
        ownerId: loaded.ownerId,
        title: loaded.title,
        active: loaded.active,
        questionCount: loaded.questions.length,
      }
    : null;
  const member = schoolState.status === 'open' ? schoolState.members.get(actor.userId) : undefined;
  const school: LibrarySchool | null =
    schoolState.status === 'open'
      ? {
          schoolId,
          country: schoolState.profile.country,
          subjects: schoolState.subjects,
          actor: member ? { role: member.role, status: member.status, admin: member.admin } : null,
        }
      : null;
  const context = { actor, quiz, school };
  const command: LibraryCommand =
    request.type === 'RemoveFromLibrary'
      ? { type: 'RemoveFromLibrary', data: context }
      : { type: request.type, data: { ...context, listing: request.listing } };
  return handleCommand(deps, libraryStreamName(quizId), libraryDecider, command, origin);
}
