import { describe, expect, it } from 'vitest';
import { basicType } from '../../../domain/question-types/basic/index.ts';
import { TEXT_ANSWER_MAX } from '../../../domain/question-types/player-answer.ts';
import { changeQuestionType, readAnswer } from '../../../domain/question-types/registry.ts';
import {
  type ScrambleQuestion,
  scrambled,
  scrambleType,
  withPhrase,
} from '../../../domain/question-types/scramble/index.ts';
import { answeredAfter, deps, text } from './text-fixtures.ts';

/* scramble (issue 11): the player rebuilds a word or phrase from its shuffled letters. */

function question(phrase: string, id = 'q1', score = 1000): ScrambleQuestion {
  return {
    question_id: id,
    question_type: 'scramble',
    title: 'Rebuild the dessert',
    time_limit: 20,
    explanation: '',
    answers: [{ answer_id: 'a1', title: phrase, is_correct: true, score }],
  };
}

const problemOf = (q: ScrambleQuestion) => {
  const checked = scrambleType.check(q);
  return 'problem' in checked ? checked : null;
};

const verdict = (q: ScrambleQuestion, typed: string, afterMs = 0) =>
  scrambleType.score(q, text(typed), answeredAfter(afterMs));

describe('a new scramble', () => {
  it('has one blank phrase, correct, worth 1000 points', () => {
    const q = scrambleType.create(deps());
    expect(q.answers).toEqual([{ answer_id: expect.any(String), title: '', is_correct: true, score: 1000 }]);
  });

  it('takes the phrase the creator writes', () => {
    const q = withPhrase(scrambleType.create(deps()), 'ice cream', () => 'new');
    expect(q.answers.map((a) => a.title)).toEqual(['ice cream']);
  });
});

describe('validation (spec §5)', () => {
  it('accepts a phrase, tidying its spaces', () => {
    expect(scrambleType.check(question('  ice   cream '))).toMatchObject({
      question: { answers: [{ title: 'ice cream', is_correct: true }] },
    });
  });

  it('needs the question written', () => {
    expect(problemOf({ ...question('ice cream'), title: '' })).toEqual({
      problem: 'question_title_required',
    });
  });

  it('needs the phrase written', () => {
    expect(problemOf(question('   '))).toEqual({ problem: 'scramble_phrase_required', answer: 0 });
  });

  it('takes at most 40 characters', () => {
    expect(problemOf(question('ab'.repeat(20)))).toBeNull();
    expect(problemOf(question(`${'ab'.repeat(20)}c`))).toEqual({
      problem: 'scramble_phrase_too_long',
      answer: 0,
    });
  });

  it('needs two different letters to make a puzzle', () => {
    expect(problemOf(question('aaa'))).toEqual({ problem: 'scramble_needs_different_letters', answer: 0 });
    expect(problemOf(question('A a'))).toEqual({ problem: 'scramble_needs_different_letters', answer: 0 });
    expect(problemOf(question('ab'))).toBeNull();
  });

  it('has exactly one phrase', () => {
    expect(problemOf({ ...question('ice'), answers: [] })).toEqual({ problem: 'scramble_needs_one_answer' });
    const two = question('ice');
    expect(problemOf({ ...two, answers: [...two.answers, { ...two.answers[0]!, answer_id: 'a2' }] })).toEqual(
      {
        problem: 'scramble_needs_one_answer',
      },
    );
  });

  it('refuses points out of range', () => {
    expect(problemOf(question('ice', 'q1', 20_000))).toEqual({ problem: 'answer_score_invalid', answer: 0 });
  });
});

describe('editing rules (spec §4)', () => {
  it('a one-answer question switched to scramble gains no second answer', () => {
    const mc = basicType.create(deps());
    const single = { ...mc, answers: [{ ...mc.answers[0]!, title: 'Pavlova' }] };
    const q = changeQuestionType(single, 'scramble', deps()) as ScrambleQuestion;
    expect(q.answers.map((a) => a.title)).toEqual(['Pavlova']);
  });

  it('a multiple-choice question switched to scramble keeps its correct answer as the phrase', () => {
    const mc = basicType.create(deps());
    const source = {
      ...mc,
      title: 'Which dessert?',
      time_limit: 40,
      answers: [
        { ...mc.answers[0]!, title: 'Trifle', is_correct: false },
        { ...mc.answers[1]!, title: 'Pavlova', is_correct: true, score: 700 },
      ],
    };
    const q = changeQuestionType(source, 'scramble', deps()) as ScrambleQuestion;
    expect(q).toMatchObject({ question_id: mc.question_id, title: 'Which dessert?', time_limit: 40 });
    expect(q.answers).toEqual([
      { answer_id: mc.answers[1]!.answer_id, title: 'Pavlova', is_correct: true, score: 700 },
    ]);
  });

  it('a poll switched to scramble takes its first answer as the phrase', () => {
    const poll = basicType.create(deps());
    const source = {
      ...poll,
      answers: poll.answers.map((a, i) => ({
        ...a,
        title: ['Tea', 'Coffee'][i]!,
        is_correct: false,
        score: 0,
      })),
    };
    const q = changeQuestionType(source, 'scramble', deps()) as ScrambleQuestion;
    expect(q.answers).toEqual([
      { answer_id: poll.answers[0]!.answer_id, title: 'Tea', is_correct: true, score: 1000 },
    ]);
  });
});

describe('the shuffle players see', () => {
  it('shows every letter once, lower case, spaces left out, and the length of each word', () => {
    const screen = scrambleType.publicView(question('Ice Cream'));
    expect(screen.question_type).toBe('scramble');
    expect([...screen.letters].sort()).toEqual([...'icecream'].sort());
    expect(screen.word_lengths).toEqual([3, 5]);
  });

  it('is the same every time for the same question, so every screen shows one order', () => {
    expect(scrambleType.publicView(question('pavlova', 'q7'))).toEqual(
      scrambleType.publicView(question('pavlova', 'q7')),
    );
  });

  it('differs between questions with the same word', () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, i) =>
        scrambleType.publicView(question('pavlova', `q${i}`)).letters.join(''),
      ),
    );
    expect(orders.size).toBeGreaterThan(5);
  });

  it('never shows the phrase in order when it has two different letters', () => {
    for (let i = 0; i < 500; i++) {
      expect(scrambled('ab', `q${i}`).join('')).toBe('ba');
      expect(scrambled('aab', `q${i}`).join('')).not.toBe('aab');
      expect(scrambled('Ice cream', `q${i}`).join('')).not.toBe('icecream');
    }
  });

  it('never contains the phrase in order', () => {
    for (let i = 0; i < 100; i++) {
      const screen = JSON.stringify(scrambleType.publicView(question('Rhubarb crumble', `q${i}`)));
      expect(screen.toLowerCase()).not.toMatch(/rhubarb|crumble/);
    }
  });

  it('keeps accented letters whole', () => {
    expect([...scrambled('Crème brûlée', 'q1')].sort()).toEqual([...'crèmebrûlée'].sort());
  });
});

describe('scoring', () => {
  it('the phrase rebuilt counts, in any case and with any spacing', () => {
    const q = question('Ice Cream');
    for (const typed of ['Ice Cream', 'ice cream', 'ICECREAM', ' ice  cream ']) {
      expect(verdict(q, typed)).toEqual({ correct: true, points: 1000 });
    }
  });

  it('anything else earns nothing: other orders, missing letters, other accents', () => {
    expect(verdict(question('Ice Cream'), 'Ice Crema')).toEqual({ correct: false, points: 0 });
    expect(verdict(question('Ice Cream'), 'Ice Crea')).toEqual({ correct: false, points: 0 });
    expect(verdict(question('Crème'), 'Creme')).toEqual({ correct: false, points: 0 });
  });

  it('weighs a correct answer by speed: half the points at the close', () => {
    expect(verdict(question('Pavlova', 'q1', 800), 'pavlova', 20_000)).toEqual({
      correct: true,
      points: 400,
    });
  });
});

describe('reading a phone’s answer', () => {
  const read = (answer: unknown) => readAnswer(question('ice cream'), answer as never);

  it('keeps the text tidied', () => {
    expect(read(text(' ice  cream '))).toEqual(text('ice cream'));
  });

  it('refuses an empty, an overlong or a megabyte answer', () => {
    expect(read(text(''))).toEqual({ problem: 'answer_text_required' });
    expect(read(text('x'.repeat(TEXT_ANSWER_MAX + 1)))).toEqual({ problem: 'answer_text_too_long' });
    expect(read(text('x'.repeat(1_000_000)))).toEqual({ problem: 'answer_text_too_long' });
  });

  it('refuses an answer of another kind or shape', () => {
    expect(read({ kind: 'order', answerIds: ['a1'] })).toEqual({ problem: 'answer_invalid' });
    expect(read({ kind: 'text', text: ['ice'] })).toEqual({ problem: 'answer_invalid' });
  });
});

describe('the result', () => {
  it('shows the phrase only when the quiz shows the correct answer', () => {
    expect(scrambleType.summarize(question('Ice Cream'), [], true).solution).toBe('Ice Cream');
    expect(scrambleType.summarize(question('Ice Cream'), [], false).solution).toBeNull();
  });

  it('counts who rebuilt it, and the most common wrong attempts', () => {
    const answers = ['icecream', 'Ice Cream', 'crema ice', 'Crema Ice', 'eci maerc'].map(text);
    expect(scrambleType.summarize(question('Ice Cream'), answers, true)).toEqual({
      question_type: 'scramble',
      solution: 'Ice Cream',
      correct: 2,
      wrong: [
        { text: 'crema ice', count: 2 },
        { text: 'eci maerc', count: 1 },
      ],
    });
  });
});
