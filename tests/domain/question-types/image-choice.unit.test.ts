import { describe, expect, it } from 'vitest';
import { newBasicQuestion } from '../../../domain/question-types/basic/index.ts';
import {
  REVEAL_TILES_SIDE,
  type RevealImageQuestion,
  revealImageType,
  type ScaleImageQuestion,
  scaleImageType,
} from '../../../domain/question-types/image-choice/index.ts';
import { changeQuestionType, createQuestion, readAnswer } from '../../../domain/question-types/registry.ts';
import { atTheClose, deps, instant, item, MEGABYTE } from './order-fixtures.ts';

const scale = (over: Partial<ScaleImageQuestion> = {}): ScaleImageQuestion => ({
  question_id: 'q-scale',
  question_type: 'scale_image',
  title: 'What animal is this?',
  time_limit: 20,
  explanation: '',
  image: '/media/quiz-images/owl.jpg',
  answers_required: 'one',
  answers: [{ ...item('owl', 'Owl'), is_correct: true }, item('cat', 'Cat'), item('fox', 'Fox')],
  ...over,
});
const reveal = (over: Partial<RevealImageQuestion> = {}): RevealImageQuestion => ({
  ...scale(),
  question_id: 'q-reveal',
  question_type: 'reveal_image',
  ...over,
});
const choice = (...answerIds: string[]) => ({ kind: 'choice' as const, answerIds });

describe.each([
  ['scale_image', scaleImageType, scale],
  ['reveal_image', revealImageType, reveal],
] as const)('%s', (type, module, make) => {
  const problemOf = (q: ReturnType<typeof make>) => {
    const checked = (module.check as (q: unknown) => ReturnType<typeof scaleImageType.check>)(q);
    return 'problem' in checked ? checked : null;
  };

  it('requires its image (required media per type)', () => {
    expect(problemOf(make())).toBeNull();
    expect(problemOf(make({ image: null }))?.problem).toBe('question_image_required');
    expect(problemOf(make({ image: 'javascript:alert(1)' }))?.problem).toBe('question_image_required');
  });

  it('follows basic multiple choice’s rules for its answers', () => {
    expect(problemOf(make({ answers: [item('a', 'A')] }))?.problem).toBe('answers_too_few');
    expect(problemOf(make({ answers: [item('a', 'A'), item('b', 'B')] }))?.problem).toBe(
      'answer_correct_required',
    );
    expect(problemOf(make({ answers: [{ ...item('a', ''), is_correct: true }, item('b', 'B')] }))).toEqual({
      problem: 'answer_title_required',
      answer: 0,
    });
  });

  it('starts like multiple choice, two answers, the first correct, without an image', () => {
    const q = createQuestion(type, deps()) as ScaleImageQuestion;
    expect(q.question_type).toBe(type);
    expect(q.answers.map((a) => a.is_correct)).toEqual([true, false]);
    expect(q.image).toBeNull();
  });

  it('keeps answers, title and image when switched from multiple choice', () => {
    const basic = { ...newBasicQuestion(deps('b')), title: 'Which bird?', image: '/media/quiz-images/b.png' };
    basic.answers = [item('x', 'Owl'), { ...item('y', 'Crow'), is_correct: true }, item('z', 'Tit')];
    const q = changeQuestionType(basic, type, deps()) as ScaleImageQuestion;
    expect(q.title).toBe('Which bird?');
    expect(q.image).toBe('/media/quiz-images/b.png');
    expect(q.answers.map((a) => [a.title, a.is_correct])).toEqual([
      ['Owl', false],
      ['Crow', true],
      ['Tit', false],
    ]);
  });

  it('a one-answer question gains a second answer', () => {
    const one = { ...newBasicQuestion(deps('b')), answers: [{ ...item('x', 'Only'), is_correct: true }] };
    expect((changeQuestionType(one, type, deps()) as ScaleImageQuestion).answers).toHaveLength(2);
  });

  it('players see the picture and the choices, not which is correct', () => {
    const shown = module.publicView(make() as never);
    expect(shown.image).toBe('/media/quiz-images/owl.jpg');
    expect(shown.answers).toEqual([
      { answer_id: 'owl', title: 'Owl' },
      { answer_id: 'cat', title: 'Cat' },
      { answer_id: 'fox', title: 'Fox' },
    ]);
    expect(JSON.stringify(shown)).not.toContain('is_correct');
  });

  it('reads and scores an answer exactly as basic does', () => {
    const q = make() as never;
    expect(readAnswer(q, choice('owl'))).toEqual(choice('owl'));
    expect(readAnswer(q, choice('owl', 'owl'))).toEqual({ problem: 'answer_invalid' });
    expect(readAnswer(q, choice('bear'))).toEqual({ problem: 'answer_invalid' });
    expect(readAnswer(q, choice(MEGABYTE))).toEqual({ problem: 'answer_invalid' });
    expect(readAnswer(q, { kind: 'order', answerIds: ['owl'] })).toEqual({ problem: 'answer_invalid' });
    expect(module.score(q, choice('owl'), instant)).toEqual({ correct: true, points: 1000 });
    expect(module.score(q, choice('owl'), atTheClose)).toEqual({ correct: true, points: 500 });
    expect(module.score(q, choice('cat'), instant)).toEqual({ correct: false, points: 0 });
  });

  it('summarizes the picks; the correct answer only when shown', () => {
    const q = make() as never;
    const summary = module.summarize(q, [choice('owl'), choice('cat'), choice('owl')], true);
    expect(summary).toEqual({
      question_type: type,
      correct_answer_ids: ['owl'],
      distribution: { owl: 2, cat: 1, fox: 0 },
    });
    expect(module.summarize(q, [], false).correct_answer_ids).toBeNull();
  });
});

describe('reveal_image: the order the tiles come off', () => {
  it('uncovers every tile once, in an order fixed by the question’s id', () => {
    const shown = revealImageType.publicView(reveal());
    const tiles = REVEAL_TILES_SIDE * REVEAL_TILES_SIDE;
    expect(shown.tiles_side).toBe(REVEAL_TILES_SIDE);
    expect([...shown.reveal_order].sort((a, b) => a - b)).toEqual(Array.from({ length: tiles }, (_, i) => i));
    expect(revealImageType.publicView(reveal()).reveal_order).toEqual(shown.reveal_order);
    expect(revealImageType.publicView(reveal({ question_id: 'other' })).reveal_order).not.toEqual(
      shown.reveal_order,
    );
  });
});
