import { isActiveQuestion } from '../question-types/question-status.ts';
import { checkQuestion, type QuizQuestion } from '../question-types/registry.ts';
import { DomainError } from '../shared/domain-error.ts';
import { assertNever } from '../shared/event.ts';
import { checkPicture, type PictureFields } from '../shared/picture.ts';
import { sameValue } from '../shared/same-value.ts';
import { checkAudience, checkCustomMessage, type QuizAudience } from './audience.ts';
import type { CreatedQuiz, QuizEvent, QuizState } from './events.ts';
import { checkLook, type QuizLook } from './look.ts';
import { pollScoredQuestion } from './quiz-type.ts';
import { checkQuizTitle, checkSettings, type QuizSettings } from './rules.ts';

/** Who asks; only the owner, an admin, or someone it is shared with `can_edit` may change a quiz. */
export interface QuizActor {
  userId: string;
  isAdmin: boolean;
  /** The owner shared the quiz with them with `can_edit` (projections/quiz-shares). */
  sharedEditor?: boolean;
}

export const QUESTIONS_MAX = 200;
export const DESCRIPTION_MAX = 2000;

export type CreateQuiz = {
  type: 'CreateQuiz';
  data: { quizId: string; code: string; title: string; ownerId: string | null };
};
export type ChangeQuizTitle = { type: 'ChangeQuizTitle'; data: { title: string }; actor: QuizActor };
export type ChangeQuizDescription = {
  type: 'ChangeQuizDescription';
  data: { description: string };
  actor: QuizActor;
};
export type ChangeQuizSettings = {
  type: 'ChangeQuizSettings';
  data: { settings: QuizSettings };
  actor: QuizActor;
};
export type ChangeQuizAudience = {
  type: 'ChangeQuizAudience';
  data: { audience: QuizAudience };
  actor: QuizActor;
};
export type ChangeQuizCustomMessage = {
  type: 'ChangeQuizCustomMessage';
  data: { customMessage: string };
  actor: QuizActor;
};
/** The cover picture; null (or a picture without `image`) removes it. */
export type ChangeQuizImage = {
  type: 'ChangeQuizImage';
  data: { picture: PictureFields | null };
  actor: QuizActor;
};
/** The quiz's look, whole (domain/quiz/look.ts). */
export type ChangeQuizLook = { type: 'ChangeQuizLook'; data: { look: QuizLook }; actor: QuizActor };
export type ToggleQuizStatus = { type: 'ToggleQuizStatus'; actor: QuizActor };
/** Spec `PUT quizzes/update`: any of title, description, settings and the cover picture, recorded together. */
export type UpdateQuiz = {
  type: 'UpdateQuiz';
  data: {
    title?: string;
    description?: string;
    settings?: QuizSettings;
    audience?: QuizAudience;
    customMessage?: string;
    picture?: PictureFields | null;
  };
  actor: QuizActor;
};
/**
 * Spec `PUT quizzes/id/{id}/questions`: the whole list as the editor has it now. `clonedFrom` names, for
 * a new question that is a copy, the question it copies (so the log says `clone_question`).
 */
export type SaveQuestions = {
  type: 'SaveQuestions';
  data: { questions: QuizQuestion[]; clonedFrom?: Record<string, string> };
  actor: QuizActor;
};

export type QuizCommand =
  | CreateQuiz
  | ChangeQuizTitle
  | ChangeQuizDescription
  | ChangeQuizSettings
  | ChangeQuizAudience
  | ChangeQuizCustomMessage
  | ChangeQuizImage
  | ChangeQuizLook
  | ToggleQuizStatus
  | SaveQuestions
  | UpdateQuiz;

function validTitle(raw: string): string {
  const checked = checkQuizTitle(raw);
  if ('problem' in checked) throw new DomainError(checked.problem);
  return checked.title;
}

function editable(state: QuizState, actor: QuizActor): CreatedQuiz {
  if (state.status !== 'created') throw new DomainError('quiz_not_found');
  if (state.ownerId !== actor.userId && !actor.isAdmin && !actor.sharedEditor)
    throw new DomainError('no_permission');
  return state;
}

export function decide(command: QuizCommand, state: QuizState): QuizEvent[] {
  switch (command.type) {
    case 'CreateQuiz': {
      if (state.status !== 'absent') throw new DomainError('quiz_already_exists');
      const title = validTitle(command.data.title);
      return [{ type: 'QuizCreated', data: { ...command.data, title } }];
    }
    case 'ChangeQuizTitle': {
      const quiz = editable(state, command.actor);
      const title = validTitle(command.data.title);
      // An unchanged title is not a change: nothing to record, nothing to stream.
      if (title === quiz.title) return [];
      return [{ type: 'QuizTitleChanged', data: { quizId: quiz.quizId, title } }];
    }
    case 'ChangeQuizDescription': {
      const quiz = editable(state, command.actor);
      const description = command.data.description.normalize('NFC').trim();
      if ([...description].length > DESCRIPTION_MAX) throw new DomainError('quiz_description_too_long');
      if (description === quiz.description) return [];
      return [{ type: 'QuizDescriptionChanged', data: { quizId: quiz.quizId, description } }];
    }
    case 'ChangeQuizSettings': {
      const quiz = editable(state, command.actor);
      const problem = checkSettings(command.data.settings);
      if (problem) throw new DomainError(problem);
      // Turning a quiz into a poll: every question must already be one that does not score.
      const scored = pollScoredQuestion(command.data.settings.type, quiz.questions);
      if (scored) throw new DomainError(scored.problem, { question: scored.question });
      if (sameValue(command.data.settings, quiz.settings)) return [];
      return [
        { type: 'QuizSettingsChanged', data: { quizId: quiz.quizId, settings: command.data.settings } },
      ];
    }
    case 'ChangeQuizAudience': {
      const quiz = editable(state, command.actor);
      const checked = checkAudience(command.data.audience);
      if ('problem' in checked) throw new DomainError(checked.problem);
      if (sameValue(checked.audience, quiz.audience)) return [];
      return [{ type: 'QuizAudienceChanged', data: { quizId: quiz.quizId, audience: checked.audience } }];
    }
    case 'ChangeQuizCustomMessage': {
      const quiz = editable(state, command.actor);
      const checked = checkCustomMessage(command.data.customMessage);
      if ('problem' in checked) throw new DomainError(checked.problem);
      if (checked.message === quiz.customMessage) return [];
      return [
        { type: 'QuizCustomMessageChanged', data: { quizId: quiz.quizId, customMessage: checked.message } },
      ];
    }
    case 'ChangeQuizImage': {
      const quiz = editable(state, command.actor);
      const checked = command.data.picture ? checkPicture(command.data.picture) : null;
      if (checked && 'problem' in checked) throw new DomainError(checked.problem);
      const picture = checked?.picture.image ? checked.picture : null;
      if (sameValue(picture, quiz.picture)) return [];
      return [{ type: 'QuizImageChanged', data: { quizId: quiz.quizId, picture } }];
    }
    case 'ChangeQuizLook': {
      const quiz = editable(state, command.actor);
      const checked = checkLook(command.data.look);
      if ('problem' in checked) throw new DomainError(checked.problem);
      if (sameValue(checked.look, quiz.look)) return [];
      return [{ type: 'QuizLookChanged', data: { quizId: quiz.quizId, look: checked.look } }];
    }
    case 'ToggleQuizStatus': {
      const quiz = editable(state, command.actor);
      return [
        { type: 'QuizStatusChanged', data: { quizId: quiz.quizId, from: quiz.active, to: !quiz.active } },
      ];
    }
    case 'SaveQuestions':
      return saveQuestions(
        editable(state, command.actor),
        command.data.questions,
        command.data.clonedFrom ?? {},
      );
    case 'UpdateQuiz': {
      const { title, description, settings, audience, customMessage, picture } = command.data;
      const { actor } = command;
      return [
        ...(title === undefined ? [] : decide({ type: 'ChangeQuizTitle', data: { title }, actor }, state)),
        ...(description === undefined
          ? []
          : decide({ type: 'ChangeQuizDescription', data: { description }, actor }, state)),
        ...(settings === undefined
          ? []
          : decide({ type: 'ChangeQuizSettings', data: { settings }, actor }, state)),
        ...(audience === undefined
          ? []
          : decide({ type: 'ChangeQuizAudience', data: { audience }, actor }, state)),
        ...(customMessage === undefined
          ? []
          : decide({ type: 'ChangeQuizCustomMessage', data: { customMessage }, actor }, state)),
        ...(picture === undefined
          ? []
          : decide({ type: 'ChangeQuizImage', data: { picture }, actor }, state)),
      ];
    }
    default:
      return assertNever(command);
  }
}

/** Turns the editor's list into the events that get from the stored list to it. */
function saveQuestions(
  quiz: CreatedQuiz,
  incoming: QuizQuestion[],
  clonedFrom: Readonly<Record<string, string>>,
): QuizEvent[] {
  // Spec §5 "number of questions required": a quiz that has questions cannot be emptied.
  if (incoming.length === 0) throw new DomainError('questions_required');
  if (incoming.length > QUESTIONS_MAX) throw new DomainError('questions_too_many', { max: QUESTIONS_MAX });
  const ids = new Set(incoming.map((q) => q.question_id));
  if (ids.size !== incoming.length) throw new DomainError('question_duplicate');
  // Spec §5 "at least one active question".
  if (!incoming.some(isActiveQuestion)) throw new DomainError('question_active_required');
  const stored = new Map(quiz.questions.map((q) => [q.question_id, q]));
  for (const [copy, source] of Object.entries(clonedFrom)) {
    // A copy names a question of this quiz (saved, or new in the same list) and is itself new.
    if (!ids.has(copy) || stored.has(copy) || copy === source || !(ids.has(source) || stored.has(source)))
      throw new DomainError('question_clone_invalid');
  }
  const questions: QuizQuestion[] = [];
  for (const [index, question] of incoming.entries()) {
    const checked = checkQuestion(question);
    if ('problem' in checked) {
      throw new DomainError(checked.problem, {
        question: index + 1,
        ...(checked.answer === undefined ? {} : { answer: checked.answer + 1 }),
      });
    }
    questions.push(checked.question);
  }
  const scored = pollScoredQuestion(quiz.settings.type, questions);
  if (scored) throw new DomainError(scored.problem, { question: scored.question });
  const { quizId } = quiz;
  const events: QuizEvent[] = [];
  for (const question of quiz.questions) {
    if (!ids.has(question.question_id))
      events.push({ type: 'QuestionRemoved', data: { quizId, questionId: question.question_id } });
  }
  let kept = quiz.questions.filter((q) => ids.has(q.question_id)).map((q) => q.question_id);
  for (const [position, question] of questions.entries()) {
    const before = stored.get(question.question_id);
    if (!before) {
      const source = clonedFrom[question.question_id] ?? null;
      events.push({ type: 'QuestionAdded', data: { quizId, question, position, clonedFrom: source } });
      kept = [...kept.slice(0, position), question.question_id, ...kept.slice(position)];
    } else if (!sameValue(before, question)) {
      events.push({ type: 'QuestionUpdated', data: { quizId, question } });
    }
  }
  const wanted = questions.map((q) => q.question_id);
  if (kept.join() !== wanted.join())
    events.push({ type: 'QuestionsReordered', data: { quizId, questionIds: wanted } });
  return events;
}
