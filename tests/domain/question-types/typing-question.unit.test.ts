import { describe, expect, it } from 'vitest';
import { basicType } from '../../../domain/question-types/basic/index.ts';
import { TEXT_ANSWER_MAX } from '../../../domain/question-types/player-answer.ts';
import { changeQuestionType, readAnswer } from '../../../domain/question-types/registry.ts';
import {
  type AcceptedAnswer,
  addAcceptedAnswer,
  newAcceptedAnswer,
  similarity,
  type TypingQuestion,
  typingType,
  withAcceptedPercentage,
  withCompletelyCorrect,
} from '../../../domain/question-types/typing-question/index.ts';
import { answeredAfter, deps, text } from './text-fixtures.ts';

/* typing_question (issue 11, spec §3 Answer data, §4 editing rules, §5): the player types the answer. */

function accepted(title: string, percentage = 100, score = 1000): AcceptedAnswer {
  return withAcceptedPercentage({ ...newAcceptedAnswer(() => `a-${title}`, title), score }, percentage);
}

function question(...answers: AcceptedAnswer[]): TypingQuestion {
  return {
    question_id: 'q1',
    question_type: 'typing_question',
    title: 'Capital of Norway?',
    time_limit: 20,
    explanation: '',
    answers,
  };
}

const problemOf = (q: TypingQuestion) => {
  const checked = typingType.check(q);
  return 'problem' in checked ? checked : null;
};

const verdict = (q: TypingQuestion, typed: string, afterMs = 0) =>
  typingType.score(q, text(typed), answeredAfter(afterMs));

describe('a new typing question', () => {
  it('starts with one blank accepted answer, exact, worth 1000 points', () => {
    const q = typingType.create(deps());
    expect(q.question_type).toBe('typing_question');
    expect(q.time_limit).toBe(30);
    expect(q.answers).toHaveLength(1);
    expect(q.answers[0]).toMatchObject({
      title: '',
      is_correct: true,
      score: 1000,
      data: { accepted_percentage: 100, completely_correct: true },
    });
  });

  it('cannot be played until its accepted answer is written', () => {
    expect(problemOf({ ...typingType.create(deps()), title: 'Capital?' })).toEqual({
      problem: 'answer_title_required',
      answer: 0,
    });
  });
});

describe('validation (spec §5)', () => {
  it('accepts a written question with an accepted answer, tidying the text', () => {
    const checked = typingType.check({ ...question(accepted('  Oslo ')), title: ' Capital? ' });
    expect(checked).toMatchObject({ question: { title: 'Capital?', answers: [{ title: 'Oslo' }] } });
  });

  it('needs the question written', () => {
    expect(problemOf({ ...question(accepted('Oslo')), title: '  ' })).toEqual({
      problem: 'question_title_required',
    });
  });

  it('needs at least one accepted answer', () => {
    expect(problemOf(question())).toEqual({ problem: 'typing_answer_required' });
  });

  it('takes at most ten accepted answers', () => {
    const many = Array.from({ length: 11 }, (_, i) => accepted(`Oslo ${i}`));
    expect(problemOf(question(...many))).toEqual({ problem: 'answers_too_many' });
    expect(problemOf(question(...many.slice(0, 10)))).toBeNull();
  });

  it('refuses an accepted answer longer than a player may type', () => {
    const long = accepted('x'.repeat(TEXT_ANSWER_MAX + 1));
    expect(problemOf(question(accepted('Oslo'), long))).toEqual({
      problem: 'answer_title_too_long',
      answer: 1,
    });
  });

  it('refuses a blank accepted answer, naming it', () => {
    expect(problemOf(question(accepted('Oslo'), accepted(' ')))).toEqual({
      problem: 'answer_title_required',
      answer: 1,
    });
  });

  it('refuses points out of range', () => {
    expect(problemOf(question(accepted('Oslo', 100, -1)))).toEqual({
      problem: 'answer_score_invalid',
      answer: 0,
    });
  });

  it('asks the creator to choose a tolerance after unticking "exact" (the spec sets 0)', () => {
    const unticked = withCompletelyCorrect(accepted('Oslo'), false);
    expect(problemOf(question(unticked))).toEqual({ problem: 'accepted_percentage_too_low', answer: 0 });
  });

  it('refuses a tolerance looser than 50 %', () => {
    expect(problemOf(question(accepted('Oslo', 49)))).toEqual({
      problem: 'accepted_percentage_too_low',
      answer: 0,
    });
    expect(problemOf(question(accepted('Oslo', 50)))).toBeNull();
  });

  it('refuses a percentage that is not a whole number from 0 to 100', () => {
    const at = (accepted_percentage: number) =>
      problemOf(question({ ...accepted('Oslo'), data: { accepted_percentage, completely_correct: false } }));
    expect(at(80.5)).toEqual({ problem: 'accepted_percentage_invalid', answer: 0 });
    expect(at(101)).toEqual({ problem: 'accepted_percentage_invalid', answer: 0 });
    expect(at(Number.NaN)).toEqual({ problem: 'accepted_percentage_invalid', answer: 0 });
  });

  it('keeps completely_correct and accepted_percentage in step, and every accepted answer correct', () => {
    const stale: AcceptedAnswer = {
      ...accepted('Oslo'),
      is_correct: false,
      data: { accepted_percentage: 60, completely_correct: true },
    };
    const atHundred: AcceptedAnswer = {
      ...accepted('Kristiania'),
      data: { accepted_percentage: 100, completely_correct: false },
    };
    const checked = typingType.check(question(stale, atHundred));
    expect(checked).toMatchObject({
      question: {
        answers: [
          { is_correct: true, data: { accepted_percentage: 100, completely_correct: true } },
          { is_correct: true, data: { accepted_percentage: 100, completely_correct: true } },
        ],
      },
    });
  });
});

describe('editing rules (spec §4)', () => {
  it('completely_correct true means accepted_percentage 100', () => {
    const answer = withCompletelyCorrect(accepted('Oslo', 70), true);
    expect(answer.data).toEqual({ completely_correct: true, accepted_percentage: 100 });
  });

  it('completely_correct false means accepted_percentage 0', () => {
    const answer = withCompletelyCorrect(accepted('Oslo'), false);
    expect(answer.data).toEqual({ completely_correct: false, accepted_percentage: 0 });
  });

  it('choosing a tolerance sets completely_correct to whether it is 100', () => {
    expect(withAcceptedPercentage(accepted('Oslo'), 80).data).toEqual({
      accepted_percentage: 80,
      completely_correct: false,
    });
    expect(withAcceptedPercentage(accepted('Oslo', 80), 100).data).toEqual({
      accepted_percentage: 100,
      completely_correct: true,
    });
  });

  it('a chosen tolerance is a whole percentage from 0 to 100', () => {
    expect(withAcceptedPercentage(accepted('Oslo'), 79.6).data.accepted_percentage).toBe(80);
    expect(withAcceptedPercentage(accepted('Oslo'), 140).data).toEqual({
      accepted_percentage: 100,
      completely_correct: true,
    });
    expect(withAcceptedPercentage(accepted('Oslo'), -5).data.accepted_percentage).toBe(0);
  });

  it('adds blank exact accepted answers up to ten', () => {
    let q = question(accepted('Oslo'));
    let id = 0;
    for (let i = 0; i < 12; i++) q = addAcceptedAnswer(q, () => `new${++id}`);
    expect(q.answers).toHaveLength(10);
    expect(q.answers[1]).toMatchObject({ title: '', is_correct: true, data: { completely_correct: true } });
  });

  it('a one-answer question switched to typing gains no second answer', () => {
    const one = { ...basicType.create(deps()), title: 'Capital?' };
    const single = { ...one, answers: [{ ...one.answers[0]!, title: 'Oslo' }] };
    const typing = changeQuestionType(single, 'typing_question', deps());
    expect(typing.question_type).toBe('typing_question');
    expect((typing as TypingQuestion).answers.map((a) => a.title)).toEqual(['Oslo']);
  });

  it('a multiple-choice question switched to typing accepts its correct answers, keeping title, time and points', () => {
    const mc = basicType.create(deps());
    const source = {
      ...mc,
      title: 'Capital of Norway?',
      time_limit: 45,
      explanation: 'Since 1814.',
      answers: [
        { ...mc.answers[0]!, title: 'Oslo', is_correct: true, score: 500 },
        { ...mc.answers[1]!, title: 'Bergen', is_correct: false },
      ],
    };
    const typing = changeQuestionType(source, 'typing_question', deps()) as TypingQuestion;
    expect(typing).toMatchObject({
      question_id: mc.question_id,
      title: 'Capital of Norway?',
      time_limit: 45,
      explanation: 'Since 1814.',
    });
    expect(typing.answers).toEqual([
      {
        answer_id: mc.answers[0]!.answer_id,
        title: 'Oslo',
        is_correct: true,
        score: 500,
        data: { accepted_percentage: 100, completely_correct: true },
      },
    ]);
  });

  it('a poll switched to typing starts with one blank accepted answer', () => {
    const poll = basicType.create(deps());
    const source = {
      ...poll,
      kind: 'poll' as const,
      answers: poll.answers.map((a) => ({ ...a, is_correct: false })),
    };
    const typing = changeQuestionType(source, 'typing_question', deps()) as TypingQuestion;
    expect(typing.answers).toHaveLength(1);
    expect(typing.answers[0]!.title).toBe('');
  });

  it('switched back to multiple choice, the accepted answer gains a second answer', () => {
    const typing = question(accepted('Oslo'));
    const mc = changeQuestionType(typing, 'basic', deps());
    expect(mc.question_type).toBe('basic');
    expect((mc as { answers: unknown[] }).answers).toHaveLength(2);
  });
});

describe('similarity', () => {
  it('sets case, accents and spacing aside', () => {
    expect(similarity('  napoléon   BONAPARTE ', 'Napoleon Bonaparte')).toBe(100);
    expect(similarity('SØR-TRØNDELAG', 'sor-trondelag')).toBe(100);
    expect(similarity('Æsop', 'aesop')).toBe(100);
  });

  it('is the share of characters that need no edit', () => {
    expect(similarity('Osla', 'Oslo')).toBe(75);
    expect(similarity('London', 'Oslo')).toBeLessThan(50);
  });
});

describe('scoring', () => {
  it('an exact answer counts in any case, with or without accents and extra spaces', () => {
    const q = question(accepted('Trondheim'));
    for (const typed of ['Trondheim', 'trondheim', ' TRONDHEIM ', 'Tróndheim']) {
      expect(verdict(q, typed)).toEqual({ correct: true, points: 1000 });
    }
  });

  it('an exact accepted answer refuses a typo', () => {
    expect(verdict(question(accepted('Trondheim')), 'Trondhiem')).toEqual({ correct: false, points: 0 });
  });

  it('a tolerant accepted answer takes a typo within its percentage', () => {
    // "Trondhiem": two edits in nine letters, 78 % alike.
    expect(verdict(question(accepted('Trondheim', 75)), 'Trondhiem').correct).toBe(true);
    expect(verdict(question(accepted('Trondheim', 80)), 'Trondhiem').correct).toBe(false);
  });

  it('a percentage reached exactly counts (80 % of ten letters is two edits, not three)', () => {
    expect(verdict(question(accepted('Copenhagen', 80)), 'Copenhagan').correct).toBe(true);
    expect(verdict(question(accepted('Copenhagen', 80)), 'Kopenhagan').correct).toBe(true);
    expect(verdict(question(accepted('Copenhagen', 80)), 'Kopanhagun').correct).toBe(false);
  });

  it('any accepted answer counts, for the best score among those reached', () => {
    const q = question(
      accepted('Oslo', 100, 1000),
      accepted('Kristiania', 80, 600),
      accepted('Christiania', 80, 800),
    );
    expect(verdict(q, 'Kristiania')).toEqual({ correct: true, points: 800 });
    expect(verdict(q, 'oslo')).toEqual({ correct: true, points: 1000 });
    expect(verdict(q, 'Bergen')).toEqual({ correct: false, points: 0 });
  });

  it('weighs a correct answer by speed: half the points at the close', () => {
    const q = question(accepted('Oslo'));
    expect(verdict(q, 'Oslo', 10_000).points).toBe(750);
    expect(verdict(q, 'Oslo', 20_000).points).toBe(500);
  });

  it('an accepted answer with a stale percentage but completely_correct stays exact', () => {
    const stale = { ...accepted('Trondheim'), data: { accepted_percentage: 50, completely_correct: true } };
    expect(verdict(question(stale), 'Trondhiem').correct).toBe(false);
  });
});

describe('reading a phone’s answer', () => {
  const q = question(accepted('Oslo'));
  const read = (answer: unknown) => readAnswer(q, answer as never);

  it('keeps the typed text tidied', () => {
    expect(read(text('  Oslo\n\tby  '))).toEqual(text('Oslo by'));
  });

  it('refuses an empty answer', () => {
    expect(read(text('   '))).toEqual({ problem: 'answer_text_required' });
  });

  it(`refuses more than ${TEXT_ANSWER_MAX} characters, and a megabyte at once`, () => {
    expect(read(text('x'.repeat(TEXT_ANSWER_MAX)))).toEqual(text('x'.repeat(TEXT_ANSWER_MAX)));
    expect(read(text('x'.repeat(TEXT_ANSWER_MAX + 1)))).toEqual({ problem: 'answer_text_too_long' });
    expect(read(text('x'.repeat(1_000_000)))).toEqual({ problem: 'answer_text_too_long' });
  });

  it('counts characters, not bytes: a hundred emoji fit', () => {
    expect(read(text('🦊'.repeat(TEXT_ANSWER_MAX)))).toEqual(text('🦊'.repeat(TEXT_ANSWER_MAX)));
  });

  it('refuses an answer of another kind or shape', () => {
    expect(read({ kind: 'choice', answerIds: ['a-Oslo'] })).toEqual({ problem: 'answer_invalid' });
    expect(read({ kind: 'text', text: 42 })).toEqual({ problem: 'answer_invalid' });
    expect(read({ kind: 'text' })).toEqual({ problem: 'answer_invalid' });
  });
});

describe('what players see while it is open', () => {
  it('never contains an accepted answer', () => {
    const q = question(accepted('Kristiania', 80), accepted('Oslo'));
    const screen = JSON.stringify(typingType.publicView(q));
    expect(screen).not.toMatch(/Kristiania|Oslo/i);
    expect(typingType.publicView(q)).toEqual({
      question_type: 'typing_question',
      max_length: TEXT_ANSWER_MAX,
    });
  });
});

describe('the result', () => {
  const q = question(accepted('Oslo'), accepted('Kristiania', 80));
  const typed = (...texts: string[]) => texts.map(text);

  it('shows the accepted answers when the quiz shows the correct answer', () => {
    expect(typingType.summarize(q, [], true).accepted).toEqual(['Oslo', 'Kristiania']);
    expect(typingType.summarize(q, [], false).accepted).toBeNull();
  });

  it('counts the answers that counted', () => {
    const summary = typingType.summarize(q, typed('Oslo', 'oslo', 'Kristiana', 'Bergen'), false);
    expect(summary.correct).toBe(3);
  });

  it('lists the most common wrong answers, grouped across case, accents and spacing, first form shown', () => {
    const answers = typed(
      'Bergen',
      'bergen ',
      'BERGEN',
      'Stockholm',
      'stockholm',
      'Trondheim',
      'Tromsø',
      'tromso',
      'Oslo',
      'Oslo',
      'Oslo',
      'Oslo',
      'Drammen',
      'Bodø',
      'Alta',
    );
    expect(typingType.summarize(q, answers, true).wrong).toEqual([
      { text: 'Bergen', count: 3 },
      { text: 'Stockholm', count: 2 },
      { text: 'Tromsø', count: 2 },
      { text: 'Trondheim', count: 1 },
      { text: 'Drammen', count: 1 },
    ]);
  });

  it('stays cheap with 10,000 answers', () => {
    const answers = Array.from({ length: 10_000 }, (_, i) => text(i % 3 === 0 ? 'Oslo' : `guess ${i % 400}`));
    const started = performance.now();
    const summary = typingType.summarize(q, answers, true);
    expect(performance.now() - started).toBeLessThan(500);
    expect(summary.correct).toBe(3334);
    expect(summary.wrong).toHaveLength(5);
  });
});
