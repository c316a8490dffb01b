import type { QuestionProblemAt } from './question-problems.ts';
import type { DetailProblems } from './quiz-draft.ts';

/** A problem the server reported for a question of the list as it was sent. */
export interface ServerProblem {
  question: number;
  problem: QuestionProblemAt;
}

/** Error codes of the quiz's own fields, by the field that shows them. */
export const DETAIL_CODES: Record<string, keyof DetailProblems> = {
  quiz_title_required: 'title',
  quiz_title_too_long: 'title',
  quiz_description_too_long: 'description',
  limit_player_invalid: 'limit_player',
  show_number_question_invalid: 'show_number_question',
  custom_message_too_long: 'custom_message',
  tags_too_many: 'audience',
  tag_invalid: 'audience',
  countries_too_many: 'audience',
  country_invalid: 'audience',
  age_invalid: 'audience',
  difficult_invalid: 'audience',
  class_subject_too_long: 'audience',
  class_grade_invalid: 'audience',
};
