import { DomainError } from '../shared/domain-error.ts';
import { assertNever } from '../shared/event.ts';
import type { QuizEvent, QuizState } from './events.ts';
import { checkQuizTitle } from './rules.ts';

export type CreateQuiz = {
  type: 'CreateQuiz';
  data: { quizId: string; code: string; title: string; ownerId: string | null };
};
export type ChangeQuizTitle = { type: 'ChangeQuizTitle'; data: { quizId: string; title: string } };

export type QuizCommand = CreateQuiz | ChangeQuizTitle;

function validTitle(raw: string): string {
  const checked = checkQuizTitle(raw);
  if ('problem' in checked) throw new DomainError(checked.problem);
  return checked.title;
}

export function decide(command: QuizCommand, state: QuizState): QuizEvent[] {
  switch (command.type) {
    case 'CreateQuiz': {
      if (state.status !== 'absent') throw new DomainError('quiz_already_exists');
      const title = validTitle(command.data.title);
      return [{ type: 'QuizCreated', data: { ...command.data, title } }];
    }
    case 'ChangeQuizTitle': {
      if (state.status !== 'created') throw new DomainError('quiz_not_found');
      const title = validTitle(command.data.title);
      // An unchanged title is not a change: nothing to record, nothing to stream.
      if (title === state.title) return [];
      return [{ type: 'QuizTitleChanged', data: { quizId: state.quizId, title } }];
    }
    default:
      return assertNever(command);
  }
}
