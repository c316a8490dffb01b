import type { BasicQuestion, BasicScreen, BasicSummary } from '../basic/schema.ts';
import type { MusicQuestion, MusicScreen, MusicSummary } from './schema.ts';

/**
 * A music question seen as the multiple-choice question it is answered as, so that basic's check,
 * answer reading and scoring serve it unchanged (one rule for "answered like basic", not a copy).
 */
export function asBasic(question: MusicQuestion): BasicQuestion {
  return {
    question_id: question.question_id,
    question_type: 'basic',
    kind: 'multiple_choice',
    title: question.title,
    time_limit: question.time_limit,
    ...(question.explanation !== undefined ? { explanation: question.explanation } : {}),
    ...(question.image !== undefined ? { image: question.image } : {}),
    answers_required: question.answers_required,
    chart_type: 'bar',
    answers: question.answers,
  };
}

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
