/*
 * The part of each locale the small join entry (web/boot/join-entry.tsx) needs: its frame, the join
 * form and the errors a join can meet. A phone joining a game loads only this; the rest of the texts
 * come when the app takes over. vite.config.ts serves it as `virtual:join-texts` (join-texts.d.ts).
 */

const JOIN_SECTIONS = ['app', 'common', 'cookie', 'language', 'overlays', 'live'] as const;

/** Error texts for what only signed-in pages do (editing quizzes, accounts, uploads): never met on /join. */
const CREATOR_ERROR = new RegExp(
  `^(${[
    'quiz',
    'question',
    'questions',
    'answer',
    'answers',
    'poll',
    'true_false',
    'time_limit',
    'limit_player',
    'show_number',
    'password',
    'passwords',
    'email',
    'phone',
    'name',
    'avatar',
    'upload',
    'media',
    'two_factor',
    'otp',
    'third_party',
    'login',
    'auth',
    'user',
    'role',
    'captcha',
    'confirmation',
    'reset',
    // Playing alone, together or as homework, and pictures: pages of their own, never the join entry.
    'play',
    'together',
    'assignment',
    'image',
    'picture',
  ].join('|')})_`,
);

type Texts = Record<string, unknown>;

export function joinTextsOf(texts: Texts): Texts {
  const errors = Object.entries((texts.errors ?? {}) as Record<string, string>).filter(
    ([code]) => !CREATOR_ERROR.test(code),
  );
  return {
    ...Object.fromEntries(JOIN_SECTIONS.map((section) => [section, texts[section]])),
    errors: Object.fromEntries(errors),
  };
}
