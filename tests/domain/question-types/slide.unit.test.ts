import { describe, expect, it } from 'vitest';
import { newBasicQuestion } from '../../../domain/question-types/basic/index.ts';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import {
  changeQuestionType,
  QUESTION_TYPES,
  readAnswer,
  summarize,
} from '../../../domain/question-types/registry.ts';
import { type Slide, slideType } from '../../../domain/question-types/slide/index.ts';

let ids = 0;
const deps = { newId: () => `id${++ids}`, trueLabel: 'True', falseLabel: 'False' };
const slide = (over: Partial<Slide> = {}): Slide => ({ ...slideType.create(deps), ...over });
const problemOf = (s: Slide) => {
  const checked = slideType.check(s);
  return 'problem' in checked ? checked.problem : null;
};

describe('a slide as the creator writes it', () => {
  it('starts empty and cannot be shown until something is on it', () => {
    expect(problemOf(slide())).toBe('slide_empty');
  });

  it('can be shown with only a heading, only text, only an image or only a video', () => {
    expect(problemOf(slide({ title: 'Break' }))).toBeNull();
    expect(problemOf(slide({ content: 'Now: the history round' }))).toBeNull();
    expect(problemOf(slide({ image: '/media/quiz-images/map.png' }))).toBeNull();
    expect(problemOf(slide({ video: 'https://www.youtube.com/watch?v=abc' }))).toBeNull();
  });

  it('counts blank text as nothing', () => {
    expect(problemOf(slide({ title: '  ', content: ' \n ' }))).toBe('slide_empty');
  });

  it('keeps its heading and text within their lengths', () => {
    expect(problemOf(slide({ title: 'x'.repeat(251) }))).toBe('question_title_too_long');
    expect(problemOf(slide({ content: 'x'.repeat(1001) }))).toBe('slide_content_too_long');
    expect(slideType.check(slide({ title: ' Break ', content: ' Tea ' }))).toMatchObject({
      question: { title: 'Break', content: 'Tea' },
    });
  });

  it('takes an uploaded video or a secure link, and nothing else', () => {
    expect(problemOf(slide({ video: '/media/videos/intro.mp4' }))).toBeNull();
    expect(problemOf(slide({ title: 'T', video: 'http://insecure.example/v.mp4' }))).toBe(
      'slide_video_invalid',
    );
    expect(problemOf(slide({ title: 'T', video: 'javascript:alert(1)' }))).toBe('slide_video_invalid');
    expect(problemOf(slide({ title: 'T', video: 'not a link' }))).toBe('slide_video_invalid');
    expect(slideType.check(slide({ title: 'T', video: '  ' }))).toMatchObject({ question: { video: null } });
  });

  it('starts the video at a whole second no later than a day in', () => {
    const withVideo = { title: 'T', video: '/media/videos/intro.mp4' };
    expect(problemOf(slide({ ...withVideo, video_time: -1 }))).toBe('slide_video_time_invalid');
    expect(problemOf(slide({ ...withVideo, video_time: 1.5 }))).toBe('slide_video_time_invalid');
    expect(problemOf(slide({ ...withVideo, video_time: 90 }))).toBeNull();
  });

  it('stays its time like a question when the game moves on by itself', () => {
    expect(problemOf(slide({ title: 'T', time_limit: 2 }))).toBe('time_limit_invalid');
  });
});

describe('turning a question into a slide', () => {
  it('keeps title as heading, time, explanation, image and video; the answers go', () => {
    const basic = {
      ...newBasicQuestion(deps),
      title: 'Round two',
      time_limit: 10,
      image: '/media/quiz-images/r2.png',
      video: '/media/videos/r2.mp4',
      video_time: 12,
      video_mute: true,
    };
    const turned = changeQuestionType(basic, 'slide', deps);
    expect(turned).toMatchObject({
      question_type: 'slide',
      question_id: basic.question_id,
      title: 'Round two',
      time_limit: 10,
      image: '/media/quiz-images/r2.png',
      video: '/media/videos/r2.mp4',
      video_time: 12,
      video_mute: true,
      video_loop: false,
    });
    expect(turned).not.toHaveProperty('answers');
  });
});

describe('a slide in a game', () => {
  const shown = slide({ title: 'Break', content: 'Back in five', image: '/media/quiz-images/tea.png' });

  it('has nothing to answer and scores nothing', () => {
    expect(QUESTION_TYPES.slide.answerKind).toBeNull();
    expect(QUESTION_TYPES.slide.scored).toBe(false);
  });

  it('refuses any answer a phone sends', () => {
    for (const answer of [
      { kind: 'choice', answerIds: [] },
      { kind: 'number', value: 1 },
      { kind: 'text', text: 'x'.repeat(1_000_000) },
    ])
      expect(readAnswer(shown, answer as PlayerAnswer)).toEqual({ problem: 'answer_invalid' });
  });

  it('shows everyone its text, image and video', () => {
    expect(slideType.publicView(shown)).toEqual({
      question_type: 'slide',
      content: 'Back in five',
      image: '/media/quiz-images/tea.png',
      video: null,
      video_time: 0,
      video_mute: false,
      video_loop: false,
    });
  });

  it('has no result to show', () => {
    expect(summarize(shown, [], true)).toEqual({ question_type: 'slide' });
  });
});
