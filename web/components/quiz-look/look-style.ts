import type { CSSProperties } from 'react';
import {
  DEFAULT_QUIZ_LOOK,
  legibleText,
  type QuizLook,
  readableOn,
  themeColors,
} from '../../../domain/quiz/look.ts';

/** The colours a screen paints with, after the readability rule, and which chosen ones it had to replace. */
export interface PaintedLook {
  background: string;
  ui: string;
  questionText: string;
  questionShadow: string;
  button: string;
  buttonText: string;
  /** The creator's (or theme's) colours that would not read on what is behind them, replaced by black or white. */
  replaced: Array<'ui_color' | 'question_text_color' | 'button_text_color'>;
}

/**
 * A look turned into the colours a screen uses. Text never trusts the chosen colour blindly: a text
 * colour that does not reach large-text contrast (WCAG AA, 3:1) on what is behind it is replaced by
 * black or white, whichever reads; the editor tells the creator it did so.
 */
export function paintLook(look: QuizLook = DEFAULT_QUIZ_LOOK): PaintedLook {
  const colors = themeColors(look);
  // A darkened picture is mostly black: judge the text against the colour it is most like.
  const behind =
    look.background_type !== 'color' && look.background_image_darken >= 50
      ? '#000000'
      : look.background_color;
  const ui = legibleText(colors.ui_color, behind);
  const questionText = legibleText(colors.question_text_color, behind);
  const buttonText = legibleText(colors.button_text_color, colors.button_color);
  const replaced: PaintedLook['replaced'] = [];
  if (ui !== colors.ui_color) replaced.push('ui_color');
  if (questionText !== colors.question_text_color) replaced.push('question_text_color');
  if (buttonText !== colors.button_text_color) replaced.push('button_text_color');
  return {
    background: look.background_color,
    ui,
    questionText,
    questionShadow: colors.question_shadow_color,
    button: colors.button_color,
    buttonText,
    replaced,
  };
}

/** The look as CSS custom properties on the screen's root (quiz-look.css reads them). */
export function lookStyle(look: QuizLook | undefined): CSSProperties {
  const painted = paintLook(look);
  return {
    '--color-background': painted.background,
    '--color-on-background': painted.ui,
    '--look-question-text': painted.questionText,
    '--look-question-shadow': painted.questionShadow,
    '--look-button': painted.button,
    '--look-on-button': painted.buttonText,
    '--look-on-button-outline': readableOn(painted.background),
  } as CSSProperties;
}
