import { describe, expect, it } from 'vitest';
import { decide } from '../../domain/quiz/decide.ts';
import { evolve, initialState, type QuizEvent } from '../../domain/quiz/events.ts';
import {
  contrastRatio,
  DEFAULT_QUIZ_LOOK,
  legibleText,
  type QuizLook,
  themeColors,
} from '../../domain/quiz/look.ts';
import { brokenRule, deciderSpec } from '../support/decider.ts';

const owner = { userId: 'owner', isAdmin: false };
const created: QuizEvent = {
  type: 'QuizCreated',
  data: { quizId: 'quiz', code: 'abcd2345', title: 'T', ownerId: 'owner' },
};
const { given } = deciderSpec({ decide, evolve, initialState });
const change = (look: QuizLook, actor = owner, state = given(created).state) =>
  decide({ type: 'ChangeQuizLook', data: { look }, actor }, state);
const picture = '/media/quiz-images/0b6d2a1e-1c9f-4c55-9a43-2f0e5d7e8a11.screen.webp';

describe("a quiz's look (spec §3 Theme, Quiz background fields; §9 defaults)", () => {
  it('starts as theme_1 on the spec red, full opacity, no music', () => {
    const state = given(created).state;
    expect(state.status === 'created' && state.look).toEqual(DEFAULT_QUIZ_LOOK);
    expect(DEFAULT_QUIZ_LOOK).toMatchObject({
      theme_name: 'theme_1',
      background_color: '#ef0000',
      background_image_opacity: 100,
      background_music: null,
    });
  });

  it('records theme_2 with a custom button colour and a picture background, colours in lower case', () => {
    const look: QuizLook = {
      ...DEFAULT_QUIZ_LOOK,
      theme_name: 'theme_2',
      theme_colors: { button_color: '#00AA55' },
      background_type: 'image',
      background_image: picture,
      background_image_blur: 4,
      background_image_darken: 30,
      background_image_opacity: 80,
    };
    const events = change(look);
    expect(events).toEqual([
      {
        type: 'QuizLookChanged',
        data: { quizId: 'quiz', look: { ...look, theme_colors: { button_color: '#00aa55' } } },
      },
    ]);
    const state = given(created, ...events).state;
    expect(state.status === 'created' && themeColors(state.look).button_color).toBe('#00aa55');
    // The same look again is no change: nothing to record.
    expect(change(look, owner, state)).toEqual([]);
  });

  it('requires a picture when a picture background is chosen (spec §5)', () => {
    expect(brokenRule(() => change({ ...DEFAULT_QUIZ_LOOK, background_type: 'image' }))).toBe(
      'look_background_image_required',
    );
    expect(brokenRule(() => change({ ...DEFAULT_QUIZ_LOOK, background_type: 'video' }))).toBe(
      'look_background_video_required',
    );
  });

  it.each([
    ['a colour that is not #rrggbb', { background_color: 'red' }, 'look_color_invalid'],
    ['a theme colour with CSS in it', { theme_colors: { ui_color: '#fff;x' } }, 'look_color_invalid'],
    [
      'a picture from another site',
      { background_type: 'image', background_image: 'https://tracker.example/p.png' },
      'look_background_image_invalid',
    ],
    [
      'a picture path that climbs out of the media folder',
      { background_type: 'image', background_image: '/media/quiz-images/../../etc/passwd' },
      'look_background_image_invalid',
    ],
    [
      'a background video that is not an uploaded one',
      { background_type: 'video', background_video: 'https://youtu.be/dQw4w9WgXcQ' },
      'look_background_video_invalid',
    ],
    ['a blur past 20', { background_image_blur: 21 }, 'look_background_effect_invalid'],
    ['a negative darkening', { background_image_darken: -1 }, 'look_background_effect_invalid'],
    ['an opacity over 100', { background_image_opacity: 101 }, 'look_background_effect_invalid'],
    [
      'music from elsewhere',
      { background_music: { id: 'x', name: 'Song', src: 'https://evil.example/a.mp3', volume: 50 } },
      'look_music_invalid',
    ],
    [
      'music louder than 100',
      { background_music: { id: 'x', name: 'Song', src: '/media/quiz-audio/a.mp3', volume: 150 } },
      'look_music_invalid',
    ],
  ] as const)('refuses %s, and records nothing', (_, fields, code) => {
    expect(brokenRule(() => change({ ...DEFAULT_QUIZ_LOOK, ...fields } as QuizLook))).toBe(code);
  });

  it('keeps uploaded background music with its volume, its name tidied', () => {
    const music = { id: 'a', name: '  Intro  ', src: '/media/quiz-audio/a.mp3', volume: 35 };
    const [event] = change({ ...DEFAULT_QUIZ_LOOK, background_music: music });
    expect(event?.type === 'QuizLookChanged' && event.data.look.background_music).toEqual({
      ...music,
      name: 'Intro',
    });
  });

  it('drops the details of a picture that is no longer there: they change nothing', () => {
    const look = { ...DEFAULT_QUIZ_LOOK, theme_name: 'theme_3' as const };
    const [event] = change({
      ...look,
      background_image_original: '/media/quiz-images/a.jpg',
      background_image_source: 'https://example.org',
    });
    expect(event?.type === 'QuizLookChanged' && event.data.look).toEqual(look);
  });

  it('is changed only by the owner or an admin', () => {
    const look = { ...DEFAULT_QUIZ_LOOK, theme_name: 'theme_3' as const };
    expect(brokenRule(() => change(look, { userId: 'someone', isAdmin: false }))).toBe('no_permission');
    expect(change(look, { userId: 'admin', isAdmin: true })).toHaveLength(1);
  });
});

describe('readable text on any colour', () => {
  it('keeps a chosen colour that reads, and replaces one that does not with black or white', () => {
    expect(legibleText('#ffffff', '#ef0000')).toBe('#ffffff');
    // Yellow on white: nobody at the back of a classroom reads it.
    expect(legibleText('#ffff00', '#ffffff')).toBe('#1b1b1f');
    expect(legibleText('#222222', '#111111')).toBe('#ffffff');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  });
});
