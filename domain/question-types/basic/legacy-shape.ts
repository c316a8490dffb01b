import type { BasicQuestion } from './schema.ts';

/*
 * Questions stored before question types existed: one shape in camelCase,
 * which is `basic` today. The quiz's events held it with `kind`
 * (multiple_choice / true_false / poll); a game's copy held `kind` quiz / poll.
 * Frozen here on purpose: these are the shapes the log holds, forever.
 */
interface LegacyAnswer {
  answerId: string;
  title: string;
  isCorrect: boolean;
  score: number;
}
export interface LegacyQuestion {
  questionId: string;
  kind: 'multiple_choice' | 'true_false' | 'poll' | 'quiz';
  title: string;
  timeLimitSeconds: number;
  answersRequired: 'one' | 'all';
  chartType?: 'bar' | 'pie';
  answers: LegacyAnswer[];
}

/** A stored question without `question_type` is from before types. */
export const isLegacyQuestion = (question: unknown): question is LegacyQuestion =>
  typeof question === 'object' && question !== null && !('question_type' in question);

export function basicFromLegacy(question: LegacyQuestion): BasicQuestion {
  return {
    question_id: question.questionId,
    question_type: 'basic',
    // A game's copy said only quiz or poll; a quiz question of a game plays as multiple choice.
    kind: question.kind === 'quiz' ? 'multiple_choice' : question.kind,
    title: question.title,
    time_limit: question.timeLimitSeconds,
    answers_required: question.answersRequired,
    chart_type: question.chartType ?? 'bar',
    answers: question.answers.map((a) => ({
      answer_id: a.answerId,
      title: a.title,
      is_correct: a.isCorrect,
      score: a.score,
    })),
  };
}
