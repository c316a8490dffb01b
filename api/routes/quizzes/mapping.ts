import type { QuizAudience } from '../../../domain/quiz/audience.ts';
import type { QuizSettings } from '../../../domain/quiz/rules.ts';
import type { PictureFields } from '../../../domain/shared/picture.ts';
import type { QuizView, UpdateQuizBody } from '../../contracts/quizzes.ts';

/** The cover picture a request sent (all its fields go together), null to remove it, undefined when it sent none. */
export function pictureFrom(body: UpdateQuizBody): PictureFields | null | undefined {
  if (body.image === undefined) return undefined;
  if (body.image === null) return null;
  return {
    image: body.image,
    image_original: body.image_original ?? null,
    image_placeholder: body.image_placeholder ?? null,
    image_source: body.image_source ?? null,
    image_coordinates: body.image_coordinates ?? null,
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
    body.type,
  ];
  if (fields.every((f) => f === undefined)) return null;
  return {
    isRandomQuestionOrder: body.is_random_question_order ?? current.is_random_question_order,
    showCorrectAnswer: body.show_correct_answer ?? current.show_correct_answer,
    showResultOnUserDevice: body.show_result_on_user_device ?? current.show_result_on_user_device,
    limitPlayer: body.limit_player ?? current.limit_player,
    showNumberQuestion: body.show_number_question ?? current.show_number_question,
    speedScoring: body.speed_scoring ?? current.speed_scoring,
    type: body.type ?? current.type,
  };
}

/** Who the quiz is for after applying the fields a request sent; null when it sent none. */
export function audienceFrom(
  body: UpdateQuizBody,
  current: Omit<QuizView, 'can_edit' | 'questions'>,
): QuizAudience | null {
  const { tags, countries, age, difficult, class_subject, class_grade } = body;
  if ([tags, countries, age, difficult, class_subject, class_grade].every((f) => f === undefined))
    return null;
  return {
    tags: tags ?? current.tags,
    countries: countries ?? current.countries,
    age: age ?? current.age,
    difficult: difficult ?? current.difficult,
    class_subject: class_subject ?? current.class_subject,
    class_grade: class_grade ?? current.class_grade,
  };
}
