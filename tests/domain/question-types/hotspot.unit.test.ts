import { describe, expect, it } from 'vitest';
import { newBasicQuestion } from '../../../domain/question-types/basic/index.ts';
import {
  addRegion,
  HOTSPOT_POINTS_SHOWN_MAX,
  type HotspotAnswer,
  type HotspotQuestion,
  hotspotType,
  newRegion,
  type Region,
} from '../../../domain/question-types/hotspot/index.ts';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import type { AnswerTiming } from '../../../domain/question-types/question-type.ts';
import { changeQuestionType, createQuestion, readAnswer } from '../../../domain/question-types/registry.ts';

let ids = 0;
const deps = { newId: () => `id${++ids}`, trueLabel: 'True', falseLabel: 'False' };
const box = (id: string, region: Region, is_correct = false, score = 1000): HotspotAnswer => ({
  answer_id: id,
  title: '',
  is_correct,
  score,
  region,
});
/** A map of Norway: Oslo is correct, Bergen is a wrong guess. */
const map = (over: Partial<HotspotQuestion> = {}): HotspotQuestion => ({
  ...hotspotType.create(deps),
  title: 'Tap the capital',
  image: '/media/quiz-images/norway.png',
  answers: [
    box('oslo', { x: 0.5, y: 0.7, width: 0.1, height: 0.1 }, true),
    box('bergen', { x: 0.1, y: 0.6, width: 0.1, height: 0.1 }),
  ],
  ...over,
});
const tap = (x: number, y: number) => ({ kind: 'point' as const, x, y });
const noClock: AnswerTiming = { opensAt: 0, closesAt: 20_000, receivedAt: 0, speedScoring: false };
const problemOf = (q: HotspotQuestion) => {
  const checked = hotspotType.check(q);
  return 'problem' in checked ? checked.problem : null;
};

describe('a hotspot as the creator draws it (spec §5)', () => {
  it('starts with one correct box in the middle and waits for its image', () => {
    const fresh = createQuestion('hotspot', deps) as HotspotQuestion;
    expect(fresh.answers).toHaveLength(1);
    expect(fresh.answers[0]).toMatchObject({
      is_correct: true,
      region: { x: 0.4, y: 0.4, width: 0.2, height: 0.2 },
    });
    expect(problemOf({ ...fresh, title: 'Tap it' })).toBe('question_image_required');
  });

  it('is playable with a title, an uploaded image and a correct box', () => {
    expect(problemOf(map())).toBeNull();
  });

  it('needs an uploaded image (required media per type)', () => {
    expect(problemOf(map({ image: null }))).toBe('question_image_required');
    expect(problemOf(map({ image: '' }))).toBe('question_image_required');
    expect(problemOf(map({ image: 'https://elsewhere.example/map.png' }))).toBe('question_image_required');
  });

  it('needs a title like every question', () => {
    expect(problemOf(map({ title: '' }))).toBe('question_title_required');
  });

  it('needs at least one box, and at most 15', () => {
    expect(problemOf(map({ answers: [] }))).toBe('hotspot_regions_required');
    const many = Array.from({ length: 16 }, (_, i) =>
      box(`b${i}`, { x: 0, y: i * 0.05, width: 0.05, height: 0.05 }, i === 0),
    );
    expect(problemOf(map({ answers: many }))).toBe('hotspot_regions_too_many');
    expect(problemOf(map({ answers: many.slice(0, 15) }))).toBeNull();
  });

  it('needs at least one correct box', () => {
    const answers = map().answers.map((a) => ({ ...a, is_correct: false }));
    expect(problemOf(map({ answers }))).toBe('hotspot_correct_required');
  });

  it('refuses a box off the image, too small to tap, or not a number, and says which', () => {
    const bad: Region[] = [
      { x: 0.95, y: 0.1, width: 0.1, height: 0.1 },
      { x: -0.1, y: 0.1, width: 0.2, height: 0.2 },
      { x: 0.1, y: 0.1, width: 0.01, height: 0.2 },
      { x: Number.NaN, y: 0.1, width: 0.1, height: 0.1 },
    ];
    for (const region of bad) {
      const answers = [map().answers[0]!, box('bad', region)];
      expect(hotspotType.check(map({ answers }))).toEqual({ problem: 'hotspot_region_invalid', answer: 1 });
    }
  });

  it('takes a box drawn to the very edge', () => {
    const answers = [box('edge', { x: 0.3, y: 0.9, width: 0.7, height: 0.1 }, true)];
    expect(problemOf(map({ answers }))).toBeNull();
  });

  it('lets a box go without a label, but not with one longer than an answer', () => {
    const answers = [{ ...map().answers[0]!, title: 'x'.repeat(101) }];
    expect(hotspotType.check(map({ answers }))).toEqual({ problem: 'answer_title_too_long', answer: 0 });
    const labelled = hotspotType.check(map({ answers: [{ ...map().answers[0]!, title: '  Oslo ' }] }));
    expect(labelled).toMatchObject({ question: { answers: [{ title: 'Oslo' }] } });
  });

  it('needs each box’s score in range', () => {
    const answers = [{ ...map().answers[0]!, score: -5 }];
    expect(hotspotType.check(map({ answers }))).toEqual({ problem: 'answer_score_invalid', answer: 0 });
  });

  it('adds boxes up to 15 and no more', () => {
    let q = map({ answers: [] });
    for (let i = 0; i < 20; i++) q = addRegion(q, deps.newId);
    expect(q.answers).toHaveLength(15);
    expect(q.answers.every((a) => !a.is_correct)).toBe(true);
  });
});

describe('switching another question to a hotspot (spec §4)', () => {
  const basic = {
    ...newBasicQuestion(deps),
    title: 'Where is Oslo?',
    time_limit: 40,
    explanation: 'The capital',
    image: '/media/quiz-images/norway.png',
  };

  it('keeps title, time, explanation and image; the box replaces the answers', () => {
    const hotspot = changeQuestionType(basic, 'hotspot', deps) as HotspotQuestion;
    expect(hotspot).toMatchObject({
      question_type: 'hotspot',
      question_id: basic.question_id,
      title: 'Where is Oslo?',
      time_limit: 40,
      explanation: 'The capital',
      image: '/media/quiz-images/norway.png',
    });
    const oldIds = basic.answers.map((a) => a.answer_id);
    expect(hotspot.answers.some((a) => oldIds.includes(a.answer_id))).toBe(false);
  });

  it('does not gain a second answer: it has the one correct box', () => {
    const hotspot = changeQuestionType(basic, 'hotspot', deps) as HotspotQuestion;
    expect(hotspot.answers).toHaveLength(1);
    expect(hotspot.answers[0]!.is_correct).toBe(true);
  });
});

describe('a tap from a phone', () => {
  const q = map();
  const read = (answer: unknown) => readAnswer(q, answer as PlayerAnswer);

  it('is kept anywhere on the picture, edges included', () => {
    expect(read(tap(0.55, 0.75))).toEqual(tap(0.55, 0.75));
    expect(read(tap(0, 1))).toEqual(tap(0, 1));
  });

  it('keeps only the point, to a ten-thousandth', () => {
    expect(read({ kind: 'point', x: 0.123456, y: 0.5, correct: true })).toEqual(tap(0.1235, 0.5));
  });

  it('is refused off the picture or not a number', () => {
    for (const [x, y] of [
      [-0.01, 0.5],
      [0.5, 1.01],
      [Number.NaN, 0.5],
      [0.5, Number.POSITIVE_INFINITY],
    ])
      expect(read(tap(x!, y!))).toEqual({ problem: 'answer_invalid' });
    expect(read({ kind: 'point', x: '0.5', y: 0.5 })).toEqual({ problem: 'answer_invalid' });
    expect(read({ kind: 'point' })).toEqual({ problem: 'answer_invalid' });
  });

  it('is refused when it is another kind of answer', () => {
    expect(read({ kind: 'choice', answerIds: ['oslo'] })).toEqual({ problem: 'answer_invalid' });
    expect(read({ kind: 'text', text: 'x'.repeat(1_000_000) })).toEqual({ problem: 'answer_invalid' });
  });
});

describe('players never see where to tap before the close', () => {
  it('shows the picture only: no box, correct or not', () => {
    const screen = hotspotType.publicView(map());
    expect(screen).toEqual({ question_type: 'hotspot', image: '/media/quiz-images/norway.png' });
  });
});

describe('scoring a tap', () => {
  const score = (q: HotspotQuestion, x: number, y: number, timing = noClock) =>
    hotspotType.score(q, tap(x, y), timing);

  it('is correct inside a correct box, its edge included, and earns the box’s score', () => {
    expect(score(map(), 0.55, 0.75)).toEqual({ correct: true, points: 1000 });
    expect(score(map(), 0.5, 0.8)).toEqual({ correct: true, points: 1000 });
  });

  it('earns nothing in a wrong box or outside every box', () => {
    expect(score(map(), 0.15, 0.65)).toEqual({ correct: false, points: 0 });
    expect(score(map(), 0.9, 0.1)).toEqual({ correct: false, points: 0 });
  });

  it('counts a tap where a correct and a wrong box overlap as correct', () => {
    const answers = [
      box('wide', { x: 0, y: 0, width: 1, height: 1 }),
      box('small', { x: 0.4, y: 0.4, width: 0.2, height: 0.2 }, true),
    ];
    expect(score(map({ answers }), 0.5, 0.5)).toEqual({ correct: true, points: 1000 });
  });

  it('earns the best score of the correct boxes the tap lies in', () => {
    const answers = [
      box('near', { x: 0.3, y: 0.3, width: 0.4, height: 0.4 }, true, 500),
      box('bullseye', { x: 0.45, y: 0.45, width: 0.1, height: 0.1 }, true, 2000),
    ];
    expect(score(map({ answers }), 0.5, 0.5)).toEqual({ correct: true, points: 2000 });
    expect(score(map({ answers }), 0.35, 0.35)).toEqual({ correct: true, points: 500 });
  });

  it('weights by speed like every scored type', () => {
    expect(score(map(), 0.55, 0.75, { ...noClock, speedScoring: true, receivedAt: 10_000 })).toEqual({
      correct: true,
      points: 750,
    });
  });
});

describe('the result after the close', () => {
  const taps = [tap(0.55, 0.75), tap(0.52, 0.72), tap(0.15, 0.65), tap(0.9, 0.9)];

  it('shows where everyone tapped and how many', () => {
    const summary = hotspotType.summarize(map(), taps, false);
    expect(summary.points).toEqual(taps.map(({ x, y }) => ({ x, y })));
    expect(summary.taps).toBe(4);
    expect(summary.image).toBe('/media/quiz-images/norway.png');
  });

  it('shows the boxes with how many tapped in each only when the quiz shows correct answers', () => {
    expect(hotspotType.summarize(map(), taps, false).regions).toBeNull();
    const regions = hotspotType.summarize(map(), taps, true).regions!;
    expect(regions.map((r) => [r.answer_id, r.is_correct, r.count])).toEqual([
      ['oslo', true, 2],
      ['bergen', false, 1],
    ]);
  });

  it('sends an even sample of 500 points when a big room taps, but counts every tap', () => {
    const many = Array.from({ length: 2000 }, (_, i) => tap((i % 100) / 100, 0.75));
    const summary = hotspotType.summarize(map(), many, true);
    expect(summary.points).toHaveLength(HOTSPOT_POINTS_SHOWN_MAX);
    expect(summary.taps).toBe(2000);
    expect(summary.regions![0]!.count).toBe(11 * 20);
  });

  it('a new box is a wrong one with the usual score', () => {
    expect(newRegion(() => 'n')).toMatchObject({ answer_id: 'n', is_correct: false, score: 1000, title: '' });
  });
});
