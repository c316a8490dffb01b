import { describe, expect, it } from 'vitest';
import { basicType } from '../../../domain/question-types/basic/index.ts';
import { changeQuestionType, readAnswer } from '../../../domain/question-types/registry.ts';
import { type WordCloudQuestion, wordCloudType } from '../../../domain/question-types/word-cloud/index.ts';
import { answeredAfter, deps, text } from './text-fixtures.ts';

/* word_cloud (issue 11, beyond the spec): an open poll; each player sends a word, the cloud counts them. */

const question: WordCloudQuestion = {
  question_id: 'q1',
  question_type: 'word_cloud',
  title: 'One word for today’s lesson?',
  time_limit: 30,
  explanation: '',
};

const read = (answer: unknown) => readAnswer(question, answer as never);

describe('authoring', () => {
  it('a new word cloud has only a question to write', () => {
    const q = wordCloudType.create(deps());
    expect(q).toEqual({
      question_id: 'id1',
      question_type: 'word_cloud',
      title: '',
      time_limit: 30,
      explanation: '',
    });
    expect(wordCloudType.check(q)).toEqual({ problem: 'question_title_required' });
  });

  it('is played without answers and scores nothing', () => {
    expect(wordCloudType.scored).toBe(false);
    expect(wordCloudType.check(question)).toEqual({ question });
    expect(wordCloudType.score(question, text('fun'), answeredAfter(0))).toEqual({
      correct: false,
      points: 0,
    });
  });

  it('a question switched to a word cloud keeps its text, time and image, and drops its answers', () => {
    const mc = {
      ...basicType.create(deps()),
      title: 'Favourite fruit?',
      time_limit: 45,
      image: '/media/a.png',
    };
    const cloud = changeQuestionType(mc, 'word_cloud', deps());
    expect(cloud).toEqual({
      question_id: mc.question_id,
      question_type: 'word_cloud',
      title: 'Favourite fruit?',
      time_limit: 45,
      explanation: '',
      image: '/media/a.png',
    });
  });

  it('a stray answers field from an API client is not kept', () => {
    const stray = { ...question, answers: [{ title: 'x' }] } as WordCloudQuestion;
    expect(wordCloudType.check(stray)).toEqual({ question });
  });

  it('phones see a field and its limit', () => {
    expect(wordCloudType.publicView(question)).toEqual({ question_type: 'word_cloud', max_length: 30 });
  });
});

describe('reading a phone’s word', () => {
  it('keeps a word or a short phrase, tidied', () => {
    expect(read(text('  group   work '))).toEqual(text('group work'));
  });

  it('refuses an empty word', () => {
    expect(read(text(' \n '))).toEqual({ problem: 'answer_text_required' });
  });

  it('refuses more than 30 characters, and a megabyte at once', () => {
    expect(read(text('y'.repeat(30)))).toEqual(text('y'.repeat(30)));
    expect(read(text('y'.repeat(31)))).toEqual({ problem: 'answer_word_too_long' });
    expect(read(text('x'.repeat(1_000_000)))).toEqual({ problem: 'answer_word_too_long' });
  });

  it.each(['fuck', 'f u c k', 'Sh1t', 'Shithead', 'bitch'])(
    'refuses an offensive word, read as player names are: “%s”',
    (word) => {
      expect(read(text(word))).toEqual({ problem: 'answer_word_unavailable' });
    },
  );

  // Roles a player name may not pose as are fair answers in a cloud ("Who helped you most?").
  it.each(['Scunthorpe', 'Fun', 'Mississippi', 'Group work', 'teacher', 'Host'])(
    'takes an ordinary word: “%s”',
    (word) => {
      expect(read(text(word))).toEqual(text(word));
    },
  );

  it('refuses an answer of another kind or shape', () => {
    expect(read({ kind: 'number', value: 3 })).toEqual({ problem: 'answer_invalid' });
    expect(read({ kind: 'text', text: null })).toEqual({ problem: 'answer_invalid' });
  });
});

describe('the cloud', () => {
  it('counts words across case and spacing, most frequent first, ties in the order first given', () => {
    const answers = ['Fun', 'hard', 'fun', ' FUN ', 'Hard', 'group work', 'Group  Work', 'boring'].map(text);
    expect(wordCloudType.summarize(question, answers, true)).toEqual({
      question_type: 'word_cloud',
      words: [
        { text: 'fun', count: 3 },
        { text: 'hard', count: 2 },
        { text: 'group work', count: 2 },
        { text: 'boring', count: 1 },
      ],
      total: 8,
    });
  });

  it('shows at most 50 words', () => {
    const answers = Array.from({ length: 80 }, (_, i) => text(`word${i}`));
    const summary = wordCloudType.summarize(question, answers, true);
    expect(summary.words).toHaveLength(50);
    expect(summary.total).toBe(80);
  });

  it('stays cheap with 10,000 answers', () => {
    const answers = Array.from({ length: 10_000 }, (_, i) => text(`Word ${i % 1000}`));
    const started = performance.now();
    const summary = wordCloudType.summarize(question, answers, false);
    expect(performance.now() - started).toBeLessThan(200);
    expect(summary.words[0]).toEqual({ text: 'word 0', count: 10 });
  });
});
