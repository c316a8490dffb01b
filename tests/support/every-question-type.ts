import { QUESTION_TYPE_NAMES, type QuestionTypeName } from '../../domain/question-types/registry.ts';

/*
 * One question of every type in the API's shape (PUT /api/quizzes/id/:id/questions), the one sample the
 * tests and the benchmarks author: typed over every question type, so a new type without a sample does
 * not compile. Question `q` has ids `q<q>-…`; where there are choices the first is the right one, and the
 * bench's simulated players answer by these ids and values.
 */

/** The question time of every sample question. */
export const SAMPLE_TIME_LIMIT_SECONDS = 20;

/** Files the picture and sound types point at; `audio` is null where no clip could be uploaded. */
export interface SampleMedia {
  image: string;
  audio: string | null;
}

/** A sample question, as the API takes it. */
export type SampleQuestion = Record<string, unknown>;

const common = (q: number, type: QuestionTypeName) => ({
  question_id: `q${q}`,
  question_type: type,
  title: `Question ${q + 1}: ${type}`,
  time_limit: SAMPLE_TIME_LIMIT_SECONDS,
});

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

/** The question of each type at position `q`. */
export const SAMPLE_QUESTIONS: {
  readonly [K in QuestionTypeName]: (q: number, media: SampleMedia) => SampleQuestion;
} = {
  basic: (q) => ({
    ...common(q, 'basic'),
    kind: 'multiple_choice',
    answers_required: 'one',
    chart_type: 'bar',
    answers: choices(q),
  }),
  music: (q, media) => ({
    ...common(q, 'music'),
    answers_required: 'one',
    answers: choices(q),
    song: { audio: media.audio, start_time: 0, only_master: false, track: null },
  }),
  sorting_list: (q) => ({
    ...common(q, 'sorting_list'),
    answers: Array.from({ length: 5 }, (_, a) => ({
      answer_id: `q${q}-i${a}`,
      title: `Item ${a + 1}`,
      is_correct: a === 0,
      score: 1000,
    })),
  }),
  puzzle: (q, media) => ({
    ...common(q, 'puzzle'),
    image: media.image,
    puzzle_block: 9,
    answers: [{ answer_id: `q${q}-a0`, title: '', is_correct: true, score: 1000 }],
  }),
  scale_image: (q, media) => ({
    ...common(q, 'scale_image'),
    image: media.image,
    answers_required: 'one',
    answers: choices(q),
  }),
  reveal_image: (q, media) => ({
    ...common(q, 'reveal_image'),
    image: media.image,
    answers_required: 'one',
    answers: choices(q),
  }),
  typing_question: (q) => ({
    ...common(q, 'typing_question'),
    answers: [accepted(q, 'oslo', 'Oslo', 100), accepted(q, 'kristiania', 'Kristiania', 80)],
  }),
  scramble: (q) => ({
    ...common(q, 'scramble'),
    answers: [{ answer_id: `q${q}-phrase`, title: 'Rhubarb crumble', is_correct: true, score: 1000 }],
  }),
  slider: (q) => ({
    ...common(q, 'slider'),
    min: 1900,
    max: 2000,
    step: 1,
    correct_value: 1969,
    tolerance: 2,
    score: 1000,
    unit: '',
  }),
  hotspot: (q, media) => ({
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
  slide: (q) => ({ ...common(q, 'slide'), content: 'Between the questions', video: null }),
  word_cloud: (q) => common(q, 'word_cloud'),
};

/** One question of every type, in the registry's order. */
export const everyQuestionType = (media: SampleMedia): SampleQuestion[] =>
  QUESTION_TYPE_NAMES.map((type, q) => SAMPLE_QUESTIONS[type](q, media));
