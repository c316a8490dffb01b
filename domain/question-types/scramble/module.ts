import type { TextAnswer } from '../player-answer.ts';
import type { QuestionTypeModule } from '../question-type.ts';
import { readTextAnswer, tallyAttempts } from '../text-answer.ts';
import { checkScramble } from './check.ts';
import { newScrambleQuestion, scrambleFrom } from './editing.ts';
import {
  type ScrambleQuestion,
  ScrambleQuestionSchema,
  type ScrambleScreen,
  type ScrambleSummary,
  WRONG_ANSWERS_SHOWN,
} from './schema.ts';
import { foldAttempt, isRebuilt, scoreScramble } from './scoring.ts';
import { scrambled, wordLengthsOf } from './shuffle.ts';

export const scrambleType: QuestionTypeModule<ScrambleQuestion, TextAnswer, ScrambleScreen, ScrambleSummary> =
  {
    type: 'scramble',
    schema: ScrambleQuestionSchema,
    answerKind: 'text',
    scored: true,
    create: newScrambleQuestion,
    convert: scrambleFrom,
    check: checkScramble,
    publicView(question) {
      const phrase = question.answers[0]?.title ?? '';
      return {
        question_type: 'scramble',
        letters: scrambled(phrase, question.question_id),
        word_lengths: wordLengthsOf(phrase),
      };
    },
    readAnswer: (_question, answer) => readTextAnswer(answer),
    score: scoreScramble,
    summarize(question, answers, showCorrect) {
      const tally = tallyAttempts(
        answers.map((a) => a.text),
        foldAttempt,
        (text) => isRebuilt(question, text),
        WRONG_ANSWERS_SHOWN,
      );
      return {
        question_type: 'scramble',
        solution: showCorrect ? (question.answers[0]?.title ?? null) : null,
        ...tally,
      };
    },
  };
