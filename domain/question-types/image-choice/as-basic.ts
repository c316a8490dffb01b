import { asMultipleChoice } from '../basic/as-multiple-choice.ts';
import type { BasicQuestion } from '../basic/index.ts';
import type { ImageChoiceQuestion } from './schema.ts';

/** The picture question as the multiple-choice question it is answered as (basic's rules apply unchanged). */
export const asBasic = (question: ImageChoiceQuestion): BasicQuestion => asMultipleChoice(question);
