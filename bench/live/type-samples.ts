import type { PlayerAnswer } from '../../domain/question-types/player-answer.ts';
import type { QuestionTypeName, ScreenOf } from '../../domain/question-types/registry.ts';

/** The question time of every benchmark question. */
export const TIME_LIMIT_SECONDS = 20;

/**
 * One question of each type as the benchmark authors it (through the public API, as a teacher would),
 * and how a simulated phone answers it from what its screen shows. Typed over every question type:
 * a new type without a sample does not compile, so `--types` always covers them all.
 */
interface TypeSample<K extends QuestionTypeName> {
  /** The question at position `q`, in the API's shape; `image` is a media path the bench uploaded. */
  question: (q: number, media: BenchMedia) => Record<string, unknown>;
  /** A phone's answer from its screen, or null for content with nothing to answer (a slide). */
  answer: (screen: ScreenOf<K>, random: () => number) => PlayerAnswer | null;
}

/** Files the bench uploads once for the types that need a picture or a sound. */
export interface BenchMedia {
  image: string;
  audio: string | null;
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

const common = (q: number, type: QuestionTypeName) => ({
  question_id: `q${q}`,
  question_type: type,
  title: `Question ${q + 1}: ${type}`,
  time_limit: TIME_LIMIT_SECONDS,
});

const choices = (q: number, count = 4) =>
  Array.from({ length: count }, (_, a) => ({
    answer_id: `q${q}-a${a}`,
    title: `Answer ${a + 1}`,
    is_correct: a === 0,
    score: a === 0 ? 1000 : 0,
  }));

export const TYPE_SAMPLES: { readonly [K in QuestionTypeName]: TypeSample<K> } = {
  basic: {
    question: (q) => ({
      ...common(q, 'basic'),
      kind: 'multiple_choice',
      answers_required: 'one',
      chart_type: 'bar',
      answers: choices(q),
    }),
    answer: (screen, random) => ({ kind: 'choice', answerIds: [pick(screen.answers, random).answer_id] }),
  },
};
