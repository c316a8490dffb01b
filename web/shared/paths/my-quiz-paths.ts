import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages.ts';

/** `/my-quiz/{locale}` in the page's language (spec §2: the list lives under a locale). */
export function myQuizPath(language: string, search = ''): string {
  return `/my-quiz/${isLanguage(language) ? language : DEFAULT_LANGUAGE}${search}`;
}

export const editorPath = (quizId: string) => `/my-quiz/edit/${encodeURIComponent(quizId)}`;

/** `/preview/{id}`: the creator plays the quiz without opening a game (spec §2). */
export const previewPath = (quizId: string) => `/preview/${encodeURIComponent(quizId)}`;
