import Type from 'typebox';
import { AnswerSchema, type ChoiceOnScreen, commonQuestionFields } from '../common.ts';

export const BASIC_KINDS = ['multiple_choice', 'true_false', 'poll'] as const;
export type BasicKind = (typeof BASIC_KINDS)[number];
export const ANSWERS_MIN = 2;
export const ANSWERS_MAX = 10;

/**
 * `basic` (spec question_type default): multiple choice, true/false or a poll.
 * `answers_required` one (OR: any correct pick, no wrong pick) or all (AND: exactly the correct
 * picks); `chart_type` how a poll's results are drawn.
 */
export const BasicQuestionSchema = Type.Object({
  ...commonQuestionFields,
  question_type: Type.Literal('basic'),
  kind: Type.Union([Type.Literal('multiple_choice'), Type.Literal('true_false'), Type.Literal('poll')]),
  answers_required: Type.Union([Type.Literal('one'), Type.Literal('all')]),
  chart_type: Type.Union([Type.Literal('bar'), Type.Literal('pie')]),
  answers: Type.Array(AnswerSchema, { maxItems: ANSWERS_MAX * 2 }),
});
export type BasicQuestion = Type.Static<typeof BasicQuestionSchema>;

/** What players see: the choices without the key. */
export interface BasicScreen {
  question_type: 'basic';
  kind: BasicKind;
  answers_required: 'one' | 'all';
  chart_type: 'bar' | 'pie';
  answers: ChoiceOnScreen[];
}

export interface BasicSummary {
  question_type: 'basic';
  /** Null when the quiz does not show the correct answer (spec show_correct_answer); empty for a poll. */
  correct_answer_ids: string[] | null;
  /** How many picked each answer: the bar or pie chart. */
  distribution: Record<string, number>;
}
