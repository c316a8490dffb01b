import { basicType } from '../basic/index.ts';
import { scoreBasic } from '../basic/scoring.ts';
import { choiceOnScreen } from '../common.ts';
import type { ChoiceAnswer, PlayerAnswer } from '../player-answer.ts';
import type { AnswerTiming, QuestionTypeModule } from '../question-type.ts';
import { seededShuffle } from '../shared/seeded-shuffle.ts';
import { asBasic } from './as-basic.ts';
import { checkImageChoice } from './check.ts';
import { imageChoiceFrom, newImageChoice } from './editing.ts';
import {
  REVEAL_TILES_SIDE,
  type RevealImageQuestion,
  RevealImageQuestionSchema,
  type RevealImageScreen,
  type RevealImageSummary,
  type ScaleImageQuestion,
  ScaleImageQuestionSchema,
  type ScaleImageScreen,
  type ScaleImageSummary,
} from './schema.ts';

type PictureQuestion = ScaleImageQuestion | RevealImageQuestion;

const choicesOf = (question: PictureQuestion) => ({
  image: question.image ?? '',
  answers_required: question.answers_required,
  answers: question.answers.map(choiceOnScreen),
});

/** Answered exactly as basic: its answer check, its scoring and its distribution. */
const answeredLikeBasic = {
  answerKind: 'choice',
  scored: true,
  readAnswer: (question: PictureQuestion, answer: PlayerAnswer) =>
    basicType.readAnswer(asBasic(question), answer),
  score: (question: PictureQuestion, answer: ChoiceAnswer, timing: AnswerTiming) =>
    scoreBasic(asBasic(question), answer, timing),
} as const;

const summaryOf = (question: PictureQuestion, answers: readonly ChoiceAnswer[], showCorrect: boolean) => {
  const { correct_answer_ids, distribution } = basicType.summarize(asBasic(question), answers, showCorrect);
  return { correct_answer_ids, distribution };
};

export const scaleImageType: QuestionTypeModule<
  ScaleImageQuestion,
  ChoiceAnswer,
  ScaleImageScreen,
  ScaleImageSummary
> = {
  type: 'scale_image',
  schema: ScaleImageQuestionSchema,
  ...answeredLikeBasic,
  create: (deps) => newImageChoice('scale_image', deps),
  convert: (from, deps) => imageChoiceFrom('scale_image', from, deps),
  check: checkImageChoice,
  publicView: (question) => ({ question_type: 'scale_image', ...choicesOf(question) }),
  summarize: (question, answers, showCorrect) => ({
    question_type: 'scale_image',
    ...summaryOf(question, answers, showCorrect),
  }),
};

const revealOrder = (questionId: string): number[] =>
  seededShuffle(
    Array.from({ length: REVEAL_TILES_SIDE * REVEAL_TILES_SIDE }, (_, i) => i),
    questionId,
  );

export const revealImageType: QuestionTypeModule<
  RevealImageQuestion,
  ChoiceAnswer,
  RevealImageScreen,
  RevealImageSummary
> = {
  type: 'reveal_image',
  schema: RevealImageQuestionSchema,
  ...answeredLikeBasic,
  create: (deps) => newImageChoice('reveal_image', deps),
  convert: (from, deps) => imageChoiceFrom('reveal_image', from, deps),
  check: checkImageChoice,
  publicView: (question) => ({
    question_type: 'reveal_image',
    ...choicesOf(question),
    tiles_side: REVEAL_TILES_SIDE,
    reveal_order: revealOrder(question.question_id),
  }),
  summarize: (question, answers, showCorrect) => ({
    question_type: 'reveal_image',
    ...summaryOf(question, answers, showCorrect),
  }),
};
