/*
 * The part of each locale the small join entry (web/boot/join-entry.tsx) needs: its frame, the join
 * form and the errors a join can meet. A phone joining a game loads only this; the rest of the texts
 * come when the app takes over. vite.config.ts serves it as `virtual:join-texts` (join-texts.d.ts).
 */

const JOIN_SECTIONS = ['app', 'common', 'cookie', 'language', 'overlays', 'live'] as const;

/**
 * The error texts a join can meet: those of joining, the game and its teams, the socket and players
 * (by prefix), and the few general ones any request can meet. An allow-list, so a new feature's errors
 * stay out of the join entry by default (a code missing here reads "Something went wrong" until the
 * app takes over, never a raw key).
 */
const JOIN_ERROR_PREFIX = /^(join|game|team|socket|player)_/;
const GENERAL_ERRORS = new Set([
  'something_wrong_title',
  'something_went_wrong',
  'request_timeout',
  'duplicate_request',
  'validation_failed',
  'not_found',
  'payload_too_large',
  'too_many_requests',
  'conflict',
  'session_expired',
  'no_permission',
  'kicked_by_quizmaster',
  'no_users_in_quiz',
  'reconnect_failed',
  'quizmaster_connection_failed',
  'text_invalid_characters',
]);

const isJoinError = (code: string) => JOIN_ERROR_PREFIX.test(code) || GENERAL_ERRORS.has(code);

type Texts = Record<string, unknown>;

export function joinTextsOf(texts: Texts): Texts {
  const errors = Object.entries((texts.errors ?? {}) as Record<string, string>).filter(([code]) =>
    isJoinError(code),
  );
  return {
    ...Object.fromEntries(JOIN_SECTIONS.map((section) => [section, texts[section]])),
    errors: Object.fromEntries(errors),
  };
}
