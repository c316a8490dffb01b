import { describe, expect, it } from 'vitest';
import { clipPosition, clipWantsPlay, nextClipStatus } from '../../web/question-types/music/clip.ts';
import {
  parseStartTime,
  previewSource,
  songProblemField,
  withSong,
} from '../../web/question-types/music/song-edit.ts';

describe('where a music clip starts playing', () => {
  it('starts at the creator’s start time when the question appears', () => {
    expect(clipPosition(42, 0, 180)).toBe(42);
  });

  it('picks up where the room is when the quizmaster’s screen comes back mid-question', () => {
    expect(clipPosition(42, 7_500, 180)).toBe(49.5);
  });

  it('plays a clip shorter than the start time from the top, and nothing past the end', () => {
    expect(clipPosition(90, 0, 30)).toBe(0);
    expect(clipPosition(20, 15_000, 30)).toBeNull();
  });

  it('trusts the start time while the clip’s length is unknown', () => {
    expect(clipPosition(42, 0, null)).toBe(42);
    expect(clipPosition(42, 0, Number.NaN)).toBe(42);
  });
});

describe('the clip’s play/pause button', () => {
  it('waits for a tap when the browser refuses to play, then plays', () => {
    expect(nextClipStatus('loading', { type: 'refused' })).toBe('blocked');
    expect(clipWantsPlay('blocked')).toBe(true);
    expect(nextClipStatus('blocked', { type: 'started' })).toBe('playing');
  });

  it('pauses and plays again; a finished clip stays finished until played again', () => {
    expect(clipWantsPlay('playing')).toBe(false);
    expect(nextClipStatus('playing', { type: 'paused' })).toBe('paused');
    expect(nextClipStatus('playing', { type: 'ended' })).toBe('ended');
    expect(nextClipStatus('ended', { type: 'paused' })).toBe('ended');
    expect(nextClipStatus('ended', { type: 'started' })).toBe('playing');
  });

  it('says when the file cannot be played, and a refused retry does not hide that', () => {
    expect(nextClipStatus('loading', { type: 'error' })).toBe('failed');
    expect(nextClipStatus('failed', { type: 'refused' })).toBe('failed');
  });
});

describe('the editor’s song panel', () => {
  const question = {
    question_id: 'q',
    question_type: 'music' as const,
    title: 'T',
    time_limit: 30,
    answers_required: 'one' as const,
    answers: [],
    song: { audio: '/media/quiz-audio/a.mp3', start_time: 12, only_master: false, track: null },
  };

  it('reads a start time only as whole seconds, so the check can name anything else', () => {
    expect(parseStartTime(' 45 ')).toBe(45);
    expect(parseStartTime('0')).toBe(0);
    for (const text of ['', '1.5', '-3', 'abc', '1e3']) expect(parseStartTime(text)).toBeNaN();
  });

  it('changes one field of the song and keeps the rest', () => {
    expect(withSong(question, { only_master: true }).song).toEqual({ ...question.song, only_master: true });
  });

  it('previews the clip from its start time', () => {
    expect(previewSource(question.song)).toBe('/media/quiz-audio/a.mp3#t=12');
    expect(previewSource({ ...question.song, audio: null })).toBeNull();
  });

  it('shows each problem beside the field it concerns', () => {
    expect(songProblemField({ problem: 'music_audio_required' })).toBe('audio');
    expect(songProblemField({ problem: 'music_audio_invalid' })).toBe('audio');
    expect(songProblemField({ problem: 'music_start_time_invalid' })).toBe('start_time');
    expect(songProblemField({ problem: 'question_title_required' })).toBeNull();
    expect(songProblemField(null)).toBeNull();
  });
});
