import { asMultipleChoice } from '../basic/as-multiple-choice.ts';
import type { BasicQuestion, BasicScreen, BasicSummary } from '../basic/schema.ts';
import type { MusicQuestion, MusicScreen, MusicSummary } from './schema.ts';

/** A music question as the multiple-choice question it is answered as (basic's rules apply unchanged). */
export const asBasic = (question: MusicQuestion): BasicQuestion => asMultipleChoice(question);

/** The choices of a music screen as a multiple-choice screen: basic's answer buttons and tiles draw them. */
export function screenAsBasic(screen: MusicScreen): BasicScreen {
  return {
    question_type: 'basic',
    kind: 'multiple_choice',
    answers_required: screen.answers_required,
    chart_type: 'bar',
    answers: screen.answers,
  };
}

/** A music result as multiple choice's: basic's chart and verdicts read it. */
export function summaryAsBasic(summary: MusicSummary): BasicSummary {
  return {
    question_type: 'basic',
    correct_answer_ids: summary.correct_answer_ids,
    distribution: summary.distribution,
  };
}

/** A music question with the choices edited as multiple choice (basic's answer fields); the song stays. */
export function withBasicChoices(question: MusicQuestion, edited: BasicQuestion): MusicQuestion {
  return { ...question, answers_required: edited.answers_required, answers: edited.answers };
}
