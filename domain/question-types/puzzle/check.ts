import {
  ANSWER_SCORE_MAX,
  ANSWER_TITLE_MAX,
  type Checked,
  characters,
  checkCommon,
  tidy,
} from '../common.ts';
import { asImageRequired, requiredImage } from '../shared/required-image.ts';
import { PUZZLE_BLOCKS, type PuzzleQuestion } from './schema.ts';

/**
 * Spec §5 for a puzzle: its image (required media per type), a piece count we can cut (4, 9 or 16),
 * and exactly one answer (spec §4) with a valid score; its caption may be empty.
 */
export function checkPuzzle(question: PuzzleQuestion): Checked<PuzzleQuestion> {
  const common = asImageRequired(checkCommon(question));
  if ('problem' in common) return common;
  const image = requiredImage(question.image);
  if ('problem' in image) return image;
  if (!(PUZZLE_BLOCKS as readonly number[]).includes(question.puzzle_block))
    return { problem: 'puzzle_block_invalid' };
  const [answer, ...more] = question.answers;
  if (!answer || more.length > 0) return { problem: 'puzzle_needs_one_answer' };
  const title = tidy(answer.title);
  if (characters(title) > ANSWER_TITLE_MAX) return { problem: 'answer_title_too_long', answer: 0 };
  if (!Number.isInteger(answer.score) || answer.score < 0 || answer.score > ANSWER_SCORE_MAX)
    return { problem: 'answer_score_invalid', answer: 0 };
  return {
    question: { ...common.question, image: image.image, answers: [{ ...answer, title, is_correct: true }] },
  };
}
