import Type from 'typebox';
import {
  checkCrop,
  ImageCoordinatesSchema,
  PICTURE_PATH_MAX,
  PICTURE_SOURCE_MAX,
} from '../shared/picture.ts';
import { isUploadedVideoPath } from '../shared/video.ts';

/*
 * A quiz's look (spec §3 Quiz background_* fields, theme_name, themes; §3 Theme; §9 defaults and
 * colours): a theme, the creator's own colours over it, and what is behind everything (a colour, a
 * picture, or a silent looping video), with the music the big screen plays. Every screen that shows
 * the quiz (live screens, phones, play alone, replay) draws it through web/components/quiz-look.
 *
 * Kept as one object in one event (QuizLookChanged) and one column: a look is chosen as a whole,
 * and screens read it as a whole.
 */

export const THEME_NAMES = ['theme_1', 'theme_2', 'theme_3'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const BACKGROUND_TYPES = ['color', 'image', 'video'] as const;
export type BackgroundType = (typeof BACKGROUND_TYPES)[number];

/** Spec §9: the default background is red. */
export const DEFAULT_BACKGROUND_COLOR = '#ef0000';
/** Spec §9: "a palette of 15 darker partner colours" (values not shown): ours, all dark enough for white text. */
export const BACKGROUND_PALETTE = [
  '#ef0000',
  '#b00020',
  '#8e0038',
  '#6a1b9a',
  '#4527a0',
  '#283593',
  '#1565c0',
  '#01579b',
  '#006064',
  '#00695c',
  '#2e7d32',
  '#33691e',
  '#8d4b00',
  '#bf360c',
  '#4e342e',
  '#263238',
] as const;

/** The colours a theme gives (spec Theme fields); the creator may override any of them. */
export interface ThemeColors {
  question_text_color: string;
  question_shadow_color: string;
  button_text_color: string;
  button_color: string;
  ui_color: string;
}
export const THEME_COLOR_FIELDS = [
  'question_text_color',
  'question_shadow_color',
  'button_text_color',
  'button_color',
  'ui_color',
] as const satisfies readonly (keyof ThemeColors)[];

/** The three built-in themes (spec: defaults theme_1, theme_2, theme_3; their colours are ours). */
export const THEMES: Record<ThemeName, ThemeColors> = {
  // Classic: white on the red, bold and plain.
  theme_1: {
    question_text_color: '#ffffff',
    question_shadow_color: '#000000',
    button_text_color: '#ffffff',
    button_color: '#1b1b1f',
    ui_color: '#ffffff',
  },
  // Chalkboard: warm yellow type over dark buttons.
  theme_2: {
    question_text_color: '#fff4c2',
    question_shadow_color: '#3b2a00',
    button_text_color: '#1b1b1f',
    button_color: '#ffd23f',
    ui_color: '#fff4c2',
  },
  // Ink: dark type and white buttons, for light backgrounds.
  theme_3: {
    question_text_color: '#1b1b1f',
    question_shadow_color: '#ffffff',
    button_text_color: '#1b1b1f',
    button_color: '#ffffff',
    ui_color: '#1b1b1f',
  },
};

export const BLUR_MAX = 20;
export const MUSIC_NAME_MAX = 100;

const Hex = Type.String({ maxLength: 7 });
const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const QuizLookSchema = Type.Object(
  {
    theme_name: Type.Union([Type.Literal('theme_1'), Type.Literal('theme_2'), Type.Literal('theme_3')]),
    /** The creator's colours over the theme's (spec `themes`); a field left out keeps the theme's. */
    theme_colors: Type.Object(
      {
        question_text_color: Type.Optional(Hex),
        question_shadow_color: Type.Optional(Hex),
        button_text_color: Type.Optional(Hex),
        button_color: Type.Optional(Hex),
        ui_color: Type.Optional(Hex),
      },
      { additionalProperties: false },
    ),
    background_type: Type.Union([Type.Literal('color'), Type.Literal('image'), Type.Literal('video')]),
    background_color: Hex,
    background_image: orNull(Type.String({ maxLength: PICTURE_PATH_MAX })),
    background_image_original: orNull(Type.String({ maxLength: PICTURE_PATH_MAX })),
    background_image_source: orNull(Type.String({ maxLength: PICTURE_SOURCE_MAX * 4 })),
    background_image_coordinates: orNull(ImageCoordinatesSchema),
    background_image_blur: Type.Integer(),
    background_image_darken: Type.Integer(),
    background_image_opacity: Type.Integer(),
    background_video: orNull(Type.String({ maxLength: PICTURE_PATH_MAX })),
    /** Spec background_music {id, name, src, volume}; null is "No Music", the default. */
    background_music: orNull(
      Type.Object(
        {
          id: Type.String({ maxLength: 64 }),
          name: Type.String({ maxLength: MUSIC_NAME_MAX * 4 }),
          src: Type.String({ maxLength: PICTURE_PATH_MAX }),
          volume: Type.Integer(),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type QuizLook = Type.Static<typeof QuizLookSchema>;

/** Spec §9 defaults: theme_1 on red, opacity 100, no blur, no darkening, no music. */
export const DEFAULT_QUIZ_LOOK: QuizLook = {
  theme_name: 'theme_1',
  theme_colors: {},
  background_type: 'color',
  background_color: DEFAULT_BACKGROUND_COLOR,
  background_image: null,
  background_image_original: null,
  background_image_source: null,
  background_image_coordinates: null,
  background_image_blur: 0,
  background_image_darken: 0,
  background_image_opacity: 100,
  background_video: null,
  background_music: null,
};

export type LookProblem =
  | 'look_color_invalid'
  | 'look_background_image_required'
  | 'look_background_video_required'
  | 'look_background_image_invalid'
  | 'look_background_video_invalid'
  | 'look_background_effect_invalid'
  | 'look_music_invalid';

const HEX = /^#[0-9a-f]{6}$/;
const isMediaPath = (value: string, folder: string) =>
  new RegExp(`^/media/${folder}/[A-Za-z0-9_.-]+$`).test(value) && !value.includes('..');
const within = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/** The colours a screen uses: the theme's, with the creator's own over them. */
export const themeColors = (look: QuizLook): ThemeColors => ({
  ...THEMES[look.theme_name],
  ...look.theme_colors,
});

/**
 * A look checked (spec §5: "background image required when image background chosen"), colours in
 * lower case, or the `errors.` code of the first problem. Only our own media may be shown behind a
 * quiz: a background or a song from elsewhere could track every player who sees it.
 */
export function checkLook(raw: QuizLook): { look: QuizLook } | { problem: LookProblem } {
  const lower = (value: string) => value.toLowerCase();
  const background_color = lower(raw.background_color);
  const theme_colors: QuizLook['theme_colors'] = {};
  for (const field of THEME_COLOR_FIELDS) {
    const value = raw.theme_colors[field];
    if (value === undefined) continue;
    if (!HEX.test(lower(value))) return { problem: 'look_color_invalid' };
    theme_colors[field] = lower(value);
  }
  if (!HEX.test(background_color)) return { problem: 'look_color_invalid' };
  const look: QuizLook = { ...raw, background_color, theme_colors };
  if (raw.background_type === 'image' && !raw.background_image)
    return { problem: 'look_background_image_required' };
  if (raw.background_type === 'video' && !raw.background_video)
    return { problem: 'look_background_video_required' };
  if (raw.background_image && !isMediaPath(raw.background_image, 'quiz-images'))
    return { problem: 'look_background_image_invalid' };
  if (raw.background_image_original && !isMediaPath(raw.background_image_original, 'quiz-images'))
    return { problem: 'look_background_image_invalid' };
  if (raw.background_image_coordinates) {
    const crop = checkCrop(raw.background_image_coordinates);
    if ('problem' in crop) return { problem: 'look_background_image_invalid' };
    look.background_image_coordinates = crop.crop;
  }
  if (raw.background_video && !isUploadedVideoPath(raw.background_video))
    return { problem: 'look_background_video_invalid' };
  if (
    !within(raw.background_image_blur, BLUR_MAX) ||
    !within(raw.background_image_darken, 100) ||
    !within(raw.background_image_opacity, 100)
  )
    return { problem: 'look_background_effect_invalid' };
  const music = raw.background_music;
  if (music) {
    const name = music.name.normalize('NFC').trim();
    if (!name || [...name].length > MUSIC_NAME_MAX || !isMediaPath(music.src, 'quiz-audio'))
      return { problem: 'look_music_invalid' };
    if (!within(music.volume, 100)) return { problem: 'look_music_invalid' };
    look.background_music = { ...music, name };
  }
  if (!raw.background_image) {
    look.background_image_original = null;
    look.background_image_source = null;
    look.background_image_coordinates = null;
  }
  return { look };
}

/** Relative luminance (WCAG 2) of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for large text: question titles and buttons are large and bold. */
export const READABLE_CONTRAST = 3;

/** Black or white, whichever reads better on `background`. */
export const readableOn = (background: string) =>
  contrastRatio('#ffffff', background) >= contrastRatio('#1b1b1f', background) ? '#ffffff' : '#1b1b1f';

/** The text colour to use on `background`: the chosen one when it reads, otherwise black or white. */
export const legibleText = (chosen: string, background: string) =>
  contrastRatio(chosen, background) >= READABLE_CONTRAST ? chosen : readableOn(background);
