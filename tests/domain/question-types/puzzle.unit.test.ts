import { describe, expect, it } from 'vitest';
import { newBasicQuestion } from '../../../domain/question-types/basic/index.ts';
import {
  PUZZLE_DONE_DELAY_MS,
  type PuzzleQuestion,
  puzzleType,
  solvedPieces,
} from '../../../domain/question-types/puzzle/index.ts';
import { changeQuestionType, createQuestion, readAnswer } from '../../../domain/question-types/registry.ts';
import { atTheClose, deps, instant, item, MEGABYTE } from './order-fixtures.ts';

const puzzle = (over: Partial<PuzzleQuestion> = {}): PuzzleQuestion => ({
  question_id: 'q-puzzle',
  question_type: 'puzzle',
  title: 'Rebuild the painting',
  time_limit: 60,
  explanation: '',
  image: '/media/quiz-images/mona-lisa.png',
  puzzle_block: 4,
  answers: [{ ...item('only', 'Mona Lisa', 1500), is_correct: true }],
  ...over,
});
const order = (...answerIds: string[]) => ({ kind: 'order' as const, answerIds });
const problemOf = (q: PuzzleQuestion) => {
  const checked = puzzleType.check(q);
  return 'problem' in checked ? checked : null;
};

describe('puzzle: validation (spec §5)', () => {
  it('accepts a titled question with its image and one answer', () => {
    expect(problemOf(puzzle())).toBeNull();
  });

  it('requires the image (required media per type)', () => {
    expect(problemOf(puzzle({ image: null }))?.problem).toBe('question_image_required');
    expect(problemOf(puzzle({ image: undefined }))?.problem).toBe('question_image_required');
    expect(problemOf(puzzle({ image: '' }))?.problem).toBe('question_image_required');
    expect(problemOf(puzzle({ image: 'https://elsewhere.example/cat.png' }))?.problem).toBe(
      'question_image_required',
    );
  });

  it('cuts the picture into 4, 9 or 16 pieces only', () => {
    for (const blocks of [4, 9, 16] as const) expect(problemOf(puzzle({ puzzle_block: blocks }))).toBeNull();
    expect(problemOf(puzzle({ puzzle_block: 6 as never }))?.problem).toBe('puzzle_block_invalid');
  });

  it('keeps exactly one answer; its caption may be empty, its score must be in range', () => {
    expect(problemOf(puzzle({ answers: [] }))?.problem).toBe('puzzle_needs_one_answer');
    expect(problemOf(puzzle({ answers: [item('a', 'A'), item('b', 'B')] }))?.problem).toBe(
      'puzzle_needs_one_answer',
    );
    expect(problemOf(puzzle({ answers: [item('a', '')] }))).toBeNull();
    expect(problemOf(puzzle({ answers: [item('a', 'A', -1)] }))).toEqual({
      problem: 'answer_score_invalid',
      answer: 0,
    });
  });

  it('asks for the question’s title like every type', () => {
    expect(problemOf(puzzle({ title: '' }))?.problem).toBe('question_title_required');
  });
});

describe('puzzle: editing rules (spec §4, §9)', () => {
  it('starts with four pieces and a single answer, no image yet', () => {
    const q = createQuestion('puzzle', deps()) as PuzzleQuestion;
    expect(q.puzzle_block).toBe(4);
    expect(q.answers).toHaveLength(1);
    expect(q.image).toBeNull();
  });

  it('keeps a single answer when switched from multiple choice, with title and image', () => {
    const basic = {
      ...newBasicQuestion(deps('b')),
      title: 'Who painted it?',
      image: '/media/quiz-images/x.png',
    };
    basic.answers = [item('x', 'Leonardo', 800), item('y', 'Raphael')];
    const q = changeQuestionType(basic, 'puzzle', deps()) as PuzzleQuestion;
    expect(q.title).toBe('Who painted it?');
    expect(q.image).toBe('/media/quiz-images/x.png');
    expect(q.answers).toEqual([{ answer_id: 'x', title: 'Leonardo', is_correct: true, score: 800 }]);
  });

  it('waits delayPuzzleDone (2 s) before the phone sends a finished puzzle', () => {
    expect(PUZZLE_DONE_DELAY_MS).toBe(2000);
  });
});

describe('puzzle: what players see', () => {
  it('every piece once, shuffled from the question’s id, never solved', () => {
    for (const id of ['q1', 'q2', 'q3', 'abc', 'q-puzzle', 'zz']) {
      for (const blocks of [4, 9, 16] as const) {
        const shown = puzzleType.publicView(puzzle({ question_id: id, puzzle_block: blocks }));
        expect([...shown.pieces].sort()).toEqual(solvedPieces(blocks).sort());
        expect(shown.pieces).not.toEqual(solvedPieces(blocks));
        expect(puzzleType.publicView(puzzle({ question_id: id, puzzle_block: blocks })).pieces).toEqual(
          shown.pieces,
        );
      }
    }
  });

  it('carries the image and the grid, not the caption or the score', () => {
    const shown = puzzleType.publicView(puzzle());
    expect(shown.image).toBe('/media/quiz-images/mona-lisa.png');
    expect(shown.puzzle_block).toBe(4);
    expect(JSON.stringify(shown)).not.toContain('Mona Lisa');
    expect(JSON.stringify(shown)).not.toContain('1500');
  });
});

describe('puzzle: a phone’s answer', () => {
  it('takes every piece once', () => {
    expect(readAnswer(puzzle(), order('3', '1', '0', '2'))).toEqual(order('3', '1', '0', '2'));
  });

  it('refuses duplicates, missing and unknown pieces, and other kinds', () => {
    const refused = { problem: 'answer_order_invalid' };
    expect(readAnswer(puzzle(), order('0', '0', '1', '2'))).toEqual(refused);
    expect(readAnswer(puzzle(), order('0', '1', '2'))).toEqual(refused);
    expect(readAnswer(puzzle(), order('0', '1', '2', '4'))).toEqual(refused);
    expect(readAnswer(puzzle(), order('0', '1', '2', MEGABYTE))).toEqual(refused);
    expect(readAnswer(puzzle(), { kind: 'point', x: 0.5, y: 0.5 })).toEqual({ problem: 'answer_invalid' });
  });
});

describe('puzzle: scoring (solved or not)', () => {
  it('every piece in place earns the answer’s score, weighted by speed', () => {
    expect(puzzleType.score(puzzle(), order('0', '1', '2', '3'), instant)).toEqual({
      correct: true,
      points: 1500,
    });
    expect(puzzleType.score(puzzle(), order('0', '1', '2', '3'), atTheClose)).toEqual({
      correct: true,
      points: 750,
    });
  });

  it('a picture with two pieces swapped earns nothing', () => {
    expect(puzzleType.score(puzzle(), order('0', '1', '3', '2'), instant)).toEqual({
      correct: false,
      points: 0,
    });
  });
});

describe('puzzle: result', () => {
  it('counts who solved it; the caption only when the answer is shown', () => {
    const answers = [order('0', '1', '2', '3'), order('1', '0', '2', '3')];
    expect(puzzleType.summarize(puzzle(), answers, true)).toEqual({
      question_type: 'puzzle',
      solved: 1,
      caption: 'Mona Lisa',
    });
    expect(puzzleType.summarize(puzzle(), answers, false).caption).toBeNull();
  });
});
