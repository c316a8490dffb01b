import type { PlayerAnswer } from '../../domain/question-types/player-answer.ts';
import type { QuestionTypeName, ScreenOf } from '../../domain/question-types/registry.ts';
import {
  SAMPLE_QUESTIONS,
  SAMPLE_TIME_LIMIT_SECONDS,
  type SampleMedia,
  type SampleQuestion,
} from '../../tests/support/every-question-type.ts';

/** The question time of every benchmark question. */
export const TIME_LIMIT_SECONDS = SAMPLE_TIME_LIMIT_SECONDS;

/**
 * One question of each type as the benchmark authors it (through the public API, as a teacher would):
 * the tests' every-type sample, and how a simulated phone answers it from what its screen shows. Typed
 * over every question type: a new type without a sample does not compile, so `--types` always covers
 * them all.
 */
interface TypeSample<K extends QuestionTypeName> {
  /** The question at position `q`, in the API's shape; `image` is a media path the bench uploaded. */
  question: (q: number, media: BenchMedia) => SampleQuestion;
  /** A phone's answer from its screen, or null for content with nothing to answer (a slide). */
  answer: (screen: ScreenOf<K>, random: () => number) => PlayerAnswer | null;
}

/** Files the bench uploads once for the types that need a picture or a sound. */
export type BenchMedia = SampleMedia;

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** The items in an order drawn from `random` (a player's attempt at a sorting list or a puzzle). */
const shuffled = <T>(items: readonly T[], random: () => number): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

const TYPED = [
  'Oslo',
  'oslo',
  ' OSLO ',
  'Kristiania',
  'Kristianya',
  'Bergen',
  'Trondheim',
  'Stavanger',
  'Olso',
];
const WORDS = [
  'fun',
  'great',
  'long',
  'new',
  'cool',
  'easy',
  'tricky',
  'maths',
  'music',
  'friends',
  'sunny',
  'tired',
];

export const TYPE_SAMPLES: { readonly [K in QuestionTypeName]: TypeSample<K> } = {
  basic: {
    question: SAMPLE_QUESTIONS.basic,
    answer: (screen, random) => ({ kind: 'choice', answerIds: [pick(screen.answers, random).answer_id] }),
  },
  music: {
    question: SAMPLE_QUESTIONS.music,
    answer: (screen, random) => ({ kind: 'choice', answerIds: [pick(screen.answers, random).answer_id] }),
  },
  sorting_list: {
    question: SAMPLE_QUESTIONS.sorting_list,
    answer: (screen, random) => ({
      kind: 'order',
      answerIds: shuffled(
        screen.items.map((item) => item.answer_id),
        random,
      ),
    }),
  },
  puzzle: {
    question: SAMPLE_QUESTIONS.puzzle,
    // Half the phones finish the picture, the others send it as they left it.
    answer: (screen, random) => ({
      kind: 'order',
      answerIds: random() < 0.5 ? screen.pieces.map((_, i) => String(i)) : shuffled(screen.pieces, random),
    }),
  },
  scale_image: {
    question: SAMPLE_QUESTIONS.scale_image,
    answer: (screen, random) => ({ kind: 'choice', answerIds: [pick(screen.answers, random).answer_id] }),
  },
  reveal_image: {
    question: SAMPLE_QUESTIONS.reveal_image,
    answer: (screen, random) => ({ kind: 'choice', answerIds: [pick(screen.answers, random).answer_id] }),
  },
  typing_question: {
    question: SAMPLE_QUESTIONS.typing_question,
    // Most type one of a few answers (right, nearly right, wrong); some type something of their own, so
    // the summary has many distinct answers to compare and count.
    answer: (_screen, random) => ({
      kind: 'text',
      text: random() < 0.1 ? `guess ${Math.floor(random() * 100_000)}` : pick(TYPED, random),
    }),
  },
  scramble: {
    question: SAMPLE_QUESTIONS.scramble,
    // A phone rebuilds a word from the tiles it sees, in an order of its own (right now and then).
    answer: (screen, random) => {
      const letters = [...screen.letters].sort(() => random() - 0.5);
      const words = screen.word_lengths.map((length) => letters.splice(0, length).join(''));
      return { kind: 'text', text: words.join(' ') };
    },
  },
  slider: {
    question: SAMPLE_QUESTIONS.slider,
    // Guesses spread over the whole range, so the histogram has every bar to fill.
    answer: (screen, random) => ({
      kind: 'number',
      value: screen.min + Math.floor(random() * ((screen.max - screen.min) / screen.step + 1)) * screen.step,
    }),
  },
  hotspot: {
    question: SAMPLE_QUESTIONS.hotspot,
    answer: (_screen, random) => ({ kind: 'point', x: random(), y: random() }),
  },
  slide: {
    question: SAMPLE_QUESTIONS.slide,
    answer: () => null,
  },
  word_cloud: {
    question: SAMPLE_QUESTIONS.word_cloud,
    answer: (_screen, random) => ({
      kind: 'text',
      text: random() < 0.1 ? `idea ${Math.floor(random() * 100_000)}` : pick(WORDS, random),
    }),
  },
};
