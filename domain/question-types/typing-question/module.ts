import { TEXT_ANSWER_MAX, type TextAnswer } from '../player-answer.ts';
import type { QuestionTypeModule } from '../question-type.ts';
import { foldCaseAccentsAndSpacing, readTextAnswer, tallyAttempts } from '../text-answer.ts';
import { checkTyping } from './check.ts';
import { newTypingQuestion, typingFrom } from './editing.ts';
import {
  type TypingQuestion,
  TypingQuestionSchema,
  type TypingScreen,
  type TypingSummary,
  WRONG_ANSWERS_SHOWN,
} from './schema.ts';
import { scoreTyping } from './scoring.ts';
import { acceptance } from './similarity.ts';

export const typingType: QuestionTypeModule<TypingQuestion, TextAnswer, TypingScreen, TypingSummary> = {
  type: 'typing_question',
  schema: TypingQuestionSchema,
  answerKind: 'text',
  scored: true,
  create: newTypingQuestion,
  convert: typingFrom,
  check: checkTyping,
  publicView: () => ({ question_type: 'typing_question', max_length: TEXT_ANSWER_MAX }),
  readAnswer: (_question, answer) => readTextAnswer(answer),
  score: scoreTyping,
  /**
   * Answers are grouped by their folded form first, so each distinct answer is compared with the
   * accepted ones once: ten thousand players typing a few hundred distinct answers cost a few hundred
   * comparisons. The wrong answers are shown whether or not the quiz shows the correct answer: they
   * say what the room thought, not what was right.
   */
  summarize(question, answers, showCorrect) {
    const accepts = acceptance(question.answers);
    const tally = tallyAttempts(
      answers.map((a) => a.text),
      foldCaseAccentsAndSpacing,
      (text) => accepts(text).length > 0,
      WRONG_ANSWERS_SHOWN,
    );
    return {
      question_type: 'typing_question',
      accepted: showCorrect ? question.answers.map((a) => a.title) : null,
      ...tally,
    };
  },
};
