import { choiceOnScreen } from '../common.ts';
import type { ChoiceAnswer } from '../player-answer.ts';
import type { QuestionTypeModule } from '../question-type.ts';
import { checkBasic } from './check.ts';
import { basicFrom, newBasicQuestion } from './editing.ts';
import { type BasicQuestion, BasicQuestionSchema, type BasicScreen, type BasicSummary } from './schema.ts';
import { scoreBasic } from './scoring.ts';

export const basicType: QuestionTypeModule<BasicQuestion, ChoiceAnswer, BasicScreen, BasicSummary> = {
  type: 'basic',
  schema: BasicQuestionSchema,
  answerKind: 'choice',
  scored: true,
  create: (deps) => newBasicQuestion(deps),
  convert: basicFrom,
  check: checkBasic,
  publicView: (question) => ({
    question_type: 'basic',
    kind: question.kind,
    answers_required: question.answers_required,
    chart_type: question.chart_type,
    answers: question.answers.map(choiceOnScreen),
  }),
  readAnswer(question, answer) {
    if (answer.kind !== 'choice') return { problem: 'answer_invalid' };
    const known = new Set(question.answers.map((a) => a.answer_id));
    const picks = new Set(answer.answerIds);
    const fits =
      picks.size > 0 && picks.size === answer.answerIds.length && [...picks].every((id) => known.has(id));
    return fits ? answer : { problem: 'answer_invalid' };
  },
  score: scoreBasic,
  summarize(question, answers, showCorrect) {
    const distribution: Record<string, number> = Object.fromEntries(
      question.answers.map((a) => [a.answer_id, 0]),
    );
    for (const answer of answers)
      for (const id of answer.answerIds) distribution[id] = (distribution[id] ?? 0) + 1;
    const key = question.answers.filter((a) => a.is_correct).map((a) => a.answer_id);
    return {
      question_type: 'basic',
      correct_answer_ids: showCorrect ? key : null,
      distribution,
    };
  },
};
