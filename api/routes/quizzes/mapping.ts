import type { QuizQuestion, QuizSettings } from '../../../domain/quiz/rules.ts';
import type { QuestionView, QuizView, UpdateQuizBody } from '../../contracts/quizzes.ts';

/** The API's question (spec field names) as the domain's. */
export function toQuizQuestion(view: QuestionView): QuizQuestion {
  return {
    questionId: view.question_id,
    kind: view.kind,
    title: view.title,
    timeLimitSeconds: view.time_limit,
    answersRequired: view.answers_required,
    chartType: view.chart_type,
    answers: view.answers.map((a) => ({
      answerId: a.answer_id,
      title: a.title,
      isCorrect: a.is_correct,
      score: a.score,
    })),
  };
}

/** The settings after applying the fields a request sent; null when it sent none. */
export function settingsFrom(
  body: UpdateQuizBody,
  current: Omit<QuizView, 'can_edit' | 'questions'>,
): QuizSettings | null {
  const fields = [
    body.is_random_question_order,
    body.show_correct_answer,
    body.show_result_on_user_device,
    body.limit_player,
    body.show_number_question,
    body.speed_scoring,
  ];
  if (fields.every((f) => f === undefined)) return null;
  return {
    isRandomQuestionOrder: body.is_random_question_order ?? current.is_random_question_order,
    showCorrectAnswer: body.show_correct_answer ?? current.show_correct_answer,
    showResultOnUserDevice: body.show_result_on_user_device ?? current.show_result_on_user_device,
    limitPlayer: body.limit_player ?? current.limit_player,
    showNumberQuestion: body.show_number_question ?? current.show_number_question,
    speedScoring: body.speed_scoring ?? current.speed_scoring,
  };
}
