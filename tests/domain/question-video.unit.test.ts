import { describe, expect, it } from 'vitest';
import { decide } from '../../domain/quiz/decide.ts';
import { evolve, initialState, type QuizEvent } from '../../domain/quiz/events.ts';
import type { QuizQuestion } from '../../domain/quiz/rules.ts';
import { checkVideo, shownVideo, youTubeEmbedUrl, youTubeId } from '../../domain/shared/video.ts';
import { brokenRule } from '../support/decider.ts';

const owner = { userId: 'owner', isAdmin: false };
const created: QuizEvent = {
  type: 'QuizCreated',
  data: { quizId: 'quiz', code: 'abcd2345', title: 'T', ownerId: 'owner' },
};
const question = (fields: Partial<QuizQuestion> = {}) =>
  ({
    question_id: 'q1',
    question_type: 'basic',
    kind: 'multiple_choice',
    title: 'Which fjord is this?',
    time_limit: 30,
    answers_required: 'one',
    chart_type: 'bar',
    answers: [
      { answer_id: 'a1', title: 'Geiranger', is_correct: true, score: 1000 },
      { answer_id: 'a2', title: 'Sogne', is_correct: false, score: 0 },
    ],
    ...fields,
  }) as QuizQuestion;
const save = (q: QuizQuestion) =>
  decide(
    { type: 'SaveQuestions', data: { questions: [q] }, actor: owner },
    [created].reduce(evolve, initialState),
  );

describe('a YouTube address', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    '  https://youtu.be/dQw4w9WgXcQ  ',
  ])('reads the video id from %s', (address) => {
    expect(youTubeId(address)).toBe('dQw4w9WgXcQ');
  });

  it.each([
    ['plain http', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['another site', 'https://vimeo.com/123456'],
    ['credentials in the address', 'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['an odd port', 'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ'],
    ['an id of the wrong length', 'https://youtu.be/dQw4w9WgXc'],
    ['an id with a quote in it', 'https://www.youtube.com/watch?v=dQw4w9WgX"Q'],
    ['a script', 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ'],
    ['no id at all', 'https://www.youtube.com/'],
    ['not an address', 'dQw4w9WgXcQ'],
  ])('refuses %s', (_, address) => {
    expect(youTubeId(address)).toBeNull();
  });

  it('embeds from youtube-nocookie with the authored start, stop, loop and mute', () => {
    const video = shownVideo({
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_provider: 'youtube',
      video_time: 10,
      video_end: 25,
      video_loop: true,
      video_mute: true,
    })!;
    const url = new URL(youTubeEmbedUrl(video, true));
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      start: '10',
      end: '25',
      loop: '1',
      playlist: 'dQw4w9WgXcQ',
      mute: '1',
      autoplay: '1',
    });
  });
});

describe('a video on a question (spec §2 video player)', () => {
  it('keeps a YouTube link in its canonical form, with the part to play and the flags', () => {
    const events = save(
      question({
        video: 'https://youtu.be/dQw4w9WgXcQ',
        video_time: 5,
        video_end: 20,
        video_loop: true,
        fullscreen_mobile: true,
      }),
    );
    expect(events[0]?.type === 'QuestionAdded' && events[0].data.question).toMatchObject({
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_provider: 'youtube',
      video_time: 5,
      video_end: 20,
      video_loop: true,
      video_mute: false,
      fullscreen_desktop: false,
      fullscreen_mobile: true,
    });
  });

  it('keeps an uploaded mp4 or mov from our media store', () => {
    for (const path of ['/media/quiz-videos/abc-123.mp4', '/media/quiz-videos/abc-123.mov']) {
      expect(checkVideo({ video: path })).toMatchObject({ video: { video: path, video_provider: 'upload' } });
    }
  });

  it.each([
    ['a YouTube link that is not one', { video: 'https://youtu.be/nope' }, 'video_youtube_invalid'],
    [
      'a file from elsewhere',
      { video: '/media/quiz-images/a.png', video_provider: 'upload' },
      'video_path_invalid',
    ],
    ['an upload path that climbs', { video: '/media/quiz-videos/../x.mp4' }, 'video_path_invalid'],
    [
      'a stop before the start',
      { video: 'https://youtu.be/dQw4w9WgXcQ', video_time: 30, video_end: 10 },
      'video_time_invalid',
    ],
    [
      'a stop at the start',
      { video: 'https://youtu.be/dQw4w9WgXcQ', video_time: 10, video_end: 10 },
      'video_time_invalid',
    ],
    [
      'a start past a day',
      { video: 'https://youtu.be/dQw4w9WgXcQ', video_time: 86_401 },
      'video_time_invalid',
    ],
  ] as const)('refuses %s, with the question it concerns', (_, fields, code) => {
    expect(brokenRule(() => save(question(fields as Partial<QuizQuestion>)))).toBe(code);
  });

  it('reads a question written before videos as one without a video', () => {
    const events = save(question());
    const saved = events[0]?.type === 'QuestionAdded' ? events[0].data.question : null;
    expect(saved?.video).toBeUndefined();
    expect(shownVideo(saved)).toBeNull();
  });

  it('drops the video flags when the video is removed', () => {
    expect(checkVideo({ video: null, video_loop: true, fullscreen_desktop: true })).toEqual({ video: {} });
  });
});
