import { describe, expect, it } from 'vitest';
import { newBasicQuestion } from '../../../domain/question-types/basic/index.ts';
import {
  ANSWER_TITLE_MAX,
  DEFAULT_ANSWER_SCORE,
  DEFAULT_TIME_LIMIT_SECONDS,
} from '../../../domain/question-types/common.ts';
import {
  addTrack,
  asBasic,
  type MusicQuestion,
  type MusicScreen,
  type MusicSummary,
  musicType,
  START_TIME_MAX_SECONDS,
  screenAsBasic,
  summaryAsBasic,
  withBasicChoices,
} from '../../../domain/question-types/music/index.ts';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import type { AnswerTiming } from '../../../domain/question-types/question-type.ts';
import {
  changeQuestionType,
  checkQuestion,
  hostView,
  publicView,
  readAnswer,
  scoreAnswer,
  summarize,
} from '../../../domain/question-types/registry.ts';

function ids() {
  let n = 0;
  return () => `id${++n}`;
}
const deps = () => ({ newId: ids(), trueLabel: 'True', falseLabel: 'False' });

const song = { audio: '/media/quiz-audio/clip.mp3', start_time: 42, only_master: false, track: null };
const music = (over: Partial<MusicQuestion> = {}): MusicQuestion => ({
  question_id: 'q1',
  question_type: 'music',
  title: 'Which band plays this?',
  time_limit: 20,
  explanation: '',
  answers_required: 'one',
  answers: [
    { answer_id: 'a', title: 'ABBA', is_correct: true, score: 1000 },
    { answer_id: 'b', title: 'a-ha', is_correct: false, score: 1000 },
    { answer_id: 'c', title: 'Roxette', is_correct: false, score: 1000 },
  ],
  song,
  ...over,
});
const track = { id: 'trk1', name: 'Take On Me', artists: ['a-ha'] };
const timing = (receivedAfterMs: number): AnswerTiming => ({
  opensAt: 0,
  closesAt: 20_000,
  receivedAt: receivedAfterMs,
  speedScoring: true,
});
const choice = (...answerIds: string[]): PlayerAnswer => ({ kind: 'choice', answerIds });
const problemOf = (question: MusicQuestion) => {
  const checked = checkQuestion(question);
  return 'problem' in checked ? checked.problem : null;
};

describe('a new music question', () => {
  it('starts as multiple choice with no clip: two answers, the first correct, 30 s', () => {
    const fresh = musicType.create(deps());
    expect(fresh.question_type).toBe('music');
    expect(fresh.time_limit).toBe(DEFAULT_TIME_LIMIT_SECONDS);
    expect(fresh.answers.map((a) => [a.is_correct, a.score])).toEqual([
      [true, DEFAULT_ANSWER_SCORE],
      [false, DEFAULT_ANSWER_SCORE],
    ]);
    expect(fresh.song).toEqual({ audio: null, start_time: 0, only_master: false, track: null });
  });

  it('cannot be played until it has a clip', () => {
    const fresh = { ...musicType.create(deps()), title: 'Name that tune' };
    const titled = { ...fresh, answers: fresh.answers.map((a, i) => ({ ...a, title: `Song ${i}` })) };
    expect(problemOf(titled)).toBe('music_audio_required');
  });
});

describe('checking a music question (spec §5)', () => {
  it('passes a complete question, tidied', () => {
    const checked = checkQuestion(music({ title: '  Which band plays this? ' }));
    expect(checked).toEqual({ question: music() });
  });

  it('applies multiple choice’s rules to the title and the answers', () => {
    expect(problemOf(music({ title: ' ' }))).toBe('question_title_required');
    expect(problemOf(music({ answers: music().answers.slice(0, 1) }))).toBe('answers_too_few');
    const noneCorrect = music().answers.map((a) => ({ ...a, is_correct: false }));
    expect(problemOf(music({ answers: noneCorrect }))).toBe('answer_correct_required');
    const blank = music().answers.map((a, i) => (i === 1 ? { ...a, title: '' } : a));
    expect(checkQuestion(music({ answers: blank }))).toEqual({ problem: 'answer_title_required', answer: 1 });
  });

  it('requires a clip from our own media store', () => {
    expect(problemOf(music({ song: { ...song, audio: null } }))).toBe('music_audio_required');
    expect(problemOf(music({ song: { ...song, audio: '  ' } }))).toBe('music_audio_required');
    expect(problemOf(music({ song: { ...song, audio: 'https://elsewhere.example/x.mp3' } }))).toBe(
      'music_audio_invalid',
    );
    expect(problemOf(music({ song: { ...song, audio: '/media/../secrets' } }))).toBe('music_audio_invalid');
  });

  it('requires a start time in whole seconds within an hour', () => {
    for (const start_time of [-1, 1.5, START_TIME_MAX_SECONDS + 1, Number.NaN])
      expect(problemOf(music({ song: { ...song, start_time } }))).toBe('music_start_time_invalid');
    expect(problemOf(music({ song: { ...song, start_time: 0 } }))).toBeNull();
    expect(problemOf(music({ song: { ...song, start_time: START_TIME_MAX_SECONDS } }))).toBeNull();
  });
});

describe('changing type (spec §4)', () => {
  it('keeps a multiple-choice question’s title, time and answers, with an empty song', () => {
    const basic = { ...newBasicQuestion(deps()), title: 'Old', time_limit: 45 };
    const converted = changeQuestionType(basic, 'music', deps());
    expect(converted).toMatchObject({
      question_id: basic.question_id,
      question_type: 'music',
      title: 'Old',
      time_limit: 45,
      answers: basic.answers,
      song: { audio: null, track: null },
    });
    expect(converted).not.toHaveProperty('kind');
    expect(converted).not.toHaveProperty('chart_type');
  });

  it('makes a poll’s first answer correct, as multiple choice does', () => {
    const poll = newBasicQuestion(deps(), 'poll');
    const converted = changeQuestionType(poll, 'music', deps()) as MusicQuestion;
    expect(converted.answers.map((a) => a.is_correct)).toEqual([true, false]);
  });

  it('drops the song when a music question becomes another type', () => {
    const withTrack = addTrack(music(), track);
    const converted = changeQuestionType(withTrack, 'basic', deps());
    expect(converted).not.toHaveProperty('song');
    expect(converted.question_type).toBe('basic');
    expect('answers' in converted && converted.answers.map((a) => a.title)).toEqual([
      'Take On Me — a-ha',
      'a-ha',
      'Roxette',
    ]);
  });

  it('leaves a music question as it is when it stays music', () => {
    const question = music();
    expect(changeQuestionType(question, 'music', deps())).toBe(question);
  });
});

describe('adding a song (spec §4)', () => {
  it('sets the first answer’s title to the track’s name and artists, and keeps the rest', () => {
    const added = addTrack(music(), { id: 't', name: 'Dancing Queen', artists: ['ABBA', 'Benny'] });
    expect(added.answers.map((a) => a.title)).toEqual(['Dancing Queen — ABBA, Benny', 'a-ha', 'Roxette']);
    expect(added.answers[0]?.is_correct).toBe(true);
    expect(added.song).toEqual({
      ...song,
      track: { id: 't', name: 'Dancing Queen', artists: ['ABBA', 'Benny'] },
    });
  });

  it('cuts a title longer than an answer may be, so the question still passes the check', () => {
    const long = { id: 't', name: 'x'.repeat(ANSWER_TITLE_MAX), artists: ['Someone'] };
    const added = addTrack(music(), long);
    expect([...(added.answers[0]?.title ?? '')]).toHaveLength(ANSWER_TITLE_MAX);
    expect(problemOf(added)).toBeNull();
  });

  it('names the track without artists when the provider gives none', () => {
    expect(addTrack(music(), { id: 't', name: 'Untitled', artists: [] }).answers[0]?.title).toBe('Untitled');
  });
});

describe('what screens see while the question is open', () => {
  it('phones get the choices and the clip, never the key or the track', () => {
    const screen = publicView(addTrack(music(), track));
    expect(screen).toEqual({
      question_type: 'music',
      answers_required: 'one',
      answers: [
        { answer_id: 'a', title: 'Take On Me — a-ha' },
        { answer_id: 'b', title: 'a-ha' },
        { answer_id: 'c', title: 'Roxette' },
      ],
      song: { audio: song.audio, start_time: 42, only_master: false },
    });
    expect(JSON.stringify(screen)).not.toMatch(/is_correct|score|trk1/);
  });

  it('with only_master, phones are not told where the clip is; the quizmaster’s screen is', () => {
    const question = music({ song: { ...song, only_master: true } });
    expect(publicView(question)).toMatchObject({ song: { audio: null, only_master: true } });
    expect(hostView(question)).toMatchObject({
      song: { audio: song.audio, start_time: 42, only_master: true },
    });
    expect(JSON.stringify(publicView(question))).not.toContain('clip.mp3');
  });

  it('a type without a quizmaster view of its own shows the quizmaster what players see', () => {
    const basic = newBasicQuestion(deps());
    expect(hostView(basic)).toEqual(publicView(basic));
  });
});

describe('a phone’s answer', () => {
  it('is a choice among the question’s answers', () => {
    expect(readAnswer(music(), choice('b'))).toEqual(choice('b'));
  });

  it('is refused when hostile: another kind, unknown or repeated ids, nothing picked, a megabyte', () => {
    const refused = { problem: 'answer_invalid' };
    expect(readAnswer(music(), { kind: 'text', text: 'ABBA' })).toEqual(refused);
    expect(readAnswer(music(), choice('zzz'))).toEqual(refused);
    expect(readAnswer(music(), choice('a', 'a'))).toEqual(refused);
    expect(readAnswer(music(), choice())).toEqual(refused);
    expect(readAnswer(music(), choice('x'.repeat(1_000_000)))).toEqual(refused);
  });
});

describe('scoring (as multiple choice)', () => {
  it('gives a correct answer its score, weighted by speed', () => {
    expect(scoreAnswer(music(), choice('a'), timing(0))).toEqual({ correct: true, points: 1000 });
    expect(scoreAnswer(music(), choice('a'), timing(20_000))).toEqual({ correct: true, points: 500 });
    expect(scoreAnswer(music(), choice('b'), timing(0))).toEqual({ correct: false, points: 0 });
  });

  it('with answers_required all, only the exact set of correct answers counts', () => {
    const both = music({
      answers_required: 'all',
      answers: music().answers.map((a) => (a.answer_id === 'b' ? { ...a, is_correct: true } : a)),
    });
    expect(scoreAnswer(both, choice('a'), timing(0)).correct).toBe(false);
    expect(scoreAnswer(both, choice('a', 'b'), timing(0)).correct).toBe(true);
  });
});

describe('the result after the close', () => {
  it('counts the picks and names the key and the track when answers are shown', () => {
    const question = addTrack(music(), track);
    const summary = summarize(question, [choice('a'), choice('a'), choice('c')], true);
    expect(summary).toEqual({
      question_type: 'music',
      correct_answer_ids: ['a'],
      distribution: { a: 2, b: 0, c: 1 },
      track,
    });
  });

  it('hides the key and the track when the quiz does not show correct answers', () => {
    const summary = summarize(addTrack(music(), track), [choice('b')], false);
    expect(summary).toMatchObject({ correct_answer_ids: null, track: null, distribution: { b: 1 } });
  });
});

describe('drawn with multiple choice’s views', () => {
  it('shows a music screen’s choices and result as multiple choice, without the clip', () => {
    const question = addTrack(music(), track);
    const screen = publicView(question) as MusicScreen;
    expect(screenAsBasic(screen)).toEqual({
      question_type: 'basic',
      kind: 'multiple_choice',
      answers_required: 'one',
      chart_type: 'bar',
      answers: screen.answers,
    });
    const summary = summarize(question, [choice('a')], true) as MusicSummary;
    expect(summaryAsBasic(summary)).toEqual({
      question_type: 'basic',
      correct_answer_ids: ['a'],
      distribution: { a: 1, b: 0, c: 0 },
    });
  });
});

describe('editing the choices with multiple choice’s answer fields', () => {
  it('takes the edited answers and AND/OR back, and keeps the song', () => {
    const question = music();
    const edited = {
      ...asBasic(question),
      answers_required: 'all' as const,
      answers: [...question.answers, { answer_id: 'd', title: 'Europe', is_correct: true, score: 1000 }],
    };
    const back = withBasicChoices(question, edited);
    expect(back).toEqual({ ...question, answers_required: 'all', answers: edited.answers });
    expect(back.song).toBe(question.song);
    expect(back).not.toHaveProperty('kind');
  });
});
