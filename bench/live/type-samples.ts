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

/** The items in an order drawn from `random` (a player's attempt at a sorting list or a puzzle). */
const shuffled = <T>(items: readonly T[], random: () => number): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

const choices = (q: number, count = 4) =>
  Array.from({ length: count }, (_, a) => ({
    answer_id: `q${q}-a${a}`,
    title: `Answer ${a + 1}`,
    is_correct: a === 0,
    score: a === 0 ? 1000 : 0,
  }));

const accepted = (q: number, id: string, title: string, percentage: number) => ({
  answer_id: `q${q}-${id}`,
  title,
  is_correct: true,
  score: 1000,
  data: { accepted_percentage: percentage, completely_correct: percentage === 100 },
});

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
    question: (q) => ({
      ...common(q, 'basic'),
      kind: 'multiple_choice',
      answers_required: 'one',
      chart_type: 'bar',
      answers: choices(q),
    }),
    answer: (screen, random) => ({ kind: 'choice', answerIds: [pick(screen.answers, random).answer_id] }),
  },
  music: {
    question: (q, media) => ({
      ...common(q, 'music'),
      answers_required: 'one',
      answers: choices(q),
      song: { audio: media.audio, start_time: 0, only_master: false, track: null },
    }),
    answer: (screen, random) => ({ kind: 'choice', answerIds: [pick(screen.answers, random).answer_id] }),
  },
  sorting_list: {
    question: (q) => ({
      ...common(q, 'sorting_list'),
      answers: Array.from({ length: 5 }, (_, a) => ({
        answer_id: `q${q}-i${a}`,
        title: `Item ${a + 1}`,
        is_correct: a === 0,
        score: 1000,
      })),
    }),
    answer: (screen, random) => ({
      kind: 'order',
      answerIds: shuffled(
        screen.items.map((item) => item.answer_id),
        random,
      ),
    }),
  },
  puzzle: {
    question: (q, media) => ({
      ...common(q, 'puzzle'),
      image: media.image,
      puzzle_block: 9,
      answers: [{ answer_id: `q${q}-a0`, title: '', is_correct: true, score: 1000 }],
    }),
    // Half the phones finish the picture, the others send it as they left it.
    answer: (screen, random) => ({
      kind: 'order',
      answerIds: random() < 0.5 ? screen.pieces.map((_, i) => String(i)) : shuffled(screen.pieces, random),
    }),
  },
  scale_image: {
    question: (q, media) => ({
      ...common(q, 'scale_image'),
      image: media.image,
      answers_required: 'one',
      answers: choices(q),
    }),
    answer: (screen, random) => ({ kind: 'choice', answerIds: [pick(screen.answers, random).answer_id] }),
  },
  reveal_image: {
    question: (q, media) => ({
      ...common(q, 'reveal_image'),
      image: media.image,
      answers_required: 'one',
      answers: choices(q),
    }),
    answer: (screen, random) => ({ kind: 'choice', answerIds: [pick(screen.answers, random).answer_id] }),
  },
  typing_question: {
    question: (q) => ({
      ...common(q, 'typing_question'),
      answers: [accepted(q, 'oslo', 'Oslo', 100), accepted(q, 'kristiania', 'Kristiania', 80)],
    }),
    // Most type one of a few answers (right, nearly right, wrong); some type something of their own, so
    // the summary has many distinct answers to compare and count.
    answer: (_screen, random) => ({
      kind: 'text',
      text: random() < 0.1 ? `guess ${Math.floor(random() * 100_000)}` : pick(TYPED, random),
    }),
  },
  scramble: {
    question: (q) => ({
      ...common(q, 'scramble'),
      answers: [{ answer_id: `q${q}-phrase`, title: 'Rhubarb crumble', is_correct: true, score: 1000 }],
    }),
    // A phone rebuilds a word from the tiles it sees, in an order of its own (right now and then).
    answer: (screen, random) => {
      const letters = [...screen.letters].sort(() => random() - 0.5);
      const words = screen.word_lengths.map((length) => letters.splice(0, length).join(''));
      return { kind: 'text', text: words.join(' ') };
    },
  },
  slider: {
    question: (q) => ({
      ...common(q, 'slider'),
      min: 1900,
      max: 2000,
      step: 1,
      correct_value: 1969,
      tolerance: 2,
      score: 1000,
      unit: '',
    }),
    // Guesses spread over the whole range, so the histogram has every bar to fill.
    answer: (screen, random) => ({
      kind: 'number',
      value: screen.min + Math.floor(random() * ((screen.max - screen.min) / screen.step + 1)) * screen.step,
    }),
  },
  hotspot: {
    question: (q, media) => ({
      ...common(q, 'hotspot'),
      image: media.image,
      answers: [
        {
          answer_id: `q${q}-r0`,
          title: 'Here',
          is_correct: true,
          score: 1000,
          region: { x: 0.4, y: 0.4, width: 0.2, height: 0.2 },
        },
        {
          answer_id: `q${q}-r1`,
          title: '',
          is_correct: false,
          score: 1000,
          region: { x: 0, y: 0, width: 0.3, height: 0.3 },
        },
      ],
    }),
    answer: (_screen, random) => ({ kind: 'point', x: random(), y: random() }),
  },
  slide: {
    question: (q) => ({ ...common(q, 'slide'), content: 'Between the questions', video: null }),
    answer: () => null,
  },
  word_cloud: {
    question: (q) => common(q, 'word_cloud'),
    answer: (_screen, random) => ({
      kind: 'text',
      text: random() < 0.1 ? `idea ${Math.floor(random() * 100_000)}` : pick(WORDS, random),
    }),
  },
};
