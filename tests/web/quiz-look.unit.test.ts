import { describe, expect, it } from 'vitest';
import type { RoomView } from '../../domain/game/views.ts';
import { DEFAULT_QUIZ_LOOK, type QuizLook } from '../../domain/quiz/look.ts';
import { lookStyle, paintLook } from '../../web/components/quiz-look/look-style.ts';
import { playsQuizMusic } from '../../web/components/quiz-look/quiz-music.ts';

const look = (fields: Partial<QuizLook>): QuizLook => ({ ...DEFAULT_QUIZ_LOOK, ...fields });

describe("a quiz's look on screen (web/components/quiz-look)", () => {
  it('paints the default red with white text, and replaces nothing', () => {
    expect(lookStyle(undefined)).toMatchObject({
      '--color-background': '#ef0000',
      '--color-on-background': '#ffffff',
      '--look-question-text': '#ffffff',
    });
    expect(paintLook().replaced).toEqual([]);
  });

  it("uses the creator's button colour, and the theme's everywhere else", () => {
    const style = lookStyle(look({ theme_name: 'theme_2', theme_colors: { button_color: '#00aa55' } }));
    expect(style).toMatchObject({ '--look-button': '#00aa55', '--look-question-text': '#fff4c2' });
  });

  it('replaces text colours that would not read, and says which', () => {
    const painted = paintLook(
      look({
        background_color: '#ffffff',
        theme_colors: {
          question_text_color: '#ffff00',
          button_color: '#000000',
          button_text_color: '#111111',
        },
      }),
    );
    expect(painted.questionText).toBe('#1b1b1f');
    expect(painted.buttonText).toBe('#ffffff');
    expect(painted.replaced).toEqual(['ui_color', 'question_text_color', 'button_text_color']);
  });

  it('judges text on a darkened picture against black, not the colour hidden behind it', () => {
    const painted = paintLook(
      look({
        theme_name: 'theme_3',
        background_color: '#ffffff',
        background_type: 'image',
        background_image: '/media/quiz-images/a.screen.webp',
        background_image_darken: 70,
      }),
    );
    expect(painted.questionText).toBe('#ffffff');
  });
});

describe("the quiz's background music on the quizmaster's screen", () => {
  const music = { id: 'm', name: 'Intro', src: '/media/quiz-audio/m.mp3', volume: 40 };
  const room = (fields: Partial<RoomView> & { type?: string; video?: { mute: boolean } }): RoomView => {
    const { type, video, ...rest } = fields;
    return {
      phase: 'lobby',
      live: { sound: true },
      look: look({ background_music: music }),
      question: type ? { screen: { question_type: type }, video: video ?? null } : null,
      ...rest,
    } as unknown as RoomView;
  };

  it('plays in the lobby and during an ordinary question when the sound setting is on', () => {
    expect(playsQuizMusic(room({}))).toBe(true);
    expect(playsQuizMusic(room({ phase: 'question', type: 'basic' }))).toBe(true);
  });

  it('is quiet with "No Music", with the sound setting off, and under a question with its own sound', () => {
    expect(playsQuizMusic(room({ look: DEFAULT_QUIZ_LOOK }))).toBe(false);
    expect(playsQuizMusic(room({ live: { sound: false } as RoomView['live'] }))).toBe(false);
    expect(playsQuizMusic(room({ phase: 'question', type: 'music' }))).toBe(false);
    expect(playsQuizMusic(room({ phase: 'question', type: 'basic', video: { mute: false } }))).toBe(false);
    expect(playsQuizMusic(room({ phase: 'question', type: 'basic', video: { mute: true } }))).toBe(true);
  });
});
