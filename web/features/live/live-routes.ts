import type { ComponentType } from 'react';
import { withGuards } from '../../routing/guarded-page.tsx';

/*
 * Page loaders for the live game routes of web/routes.tsx. The quizmaster's pages need a
 * signed-in session (opening a room and `game.host` both need the token), so they carry the `login`
 * guard themselves, after the route's own `quiz-loaded` one; the player's pages stay small and public.
 */

type PageLoader = () => Promise<ComponentType>;

export const startQuizPage: PageLoader = async () =>
  withGuards((await import('./host-pages.tsx')).StartQuizPage, ['login']);
export const hostGamePage: PageLoader = async () =>
  withGuards((await import('./host-pages.tsx')).HostGamePage, ['login']);
export const joinPage: PageLoader = async () => (await import('./routed-join-page.tsx')).RoutedJoinPage;
export const playerGamePage: PageLoader = async () => (await import('./player-pages.tsx')).PlayerGamePage;
export const thanksPage: PageLoader = async () => (await import('./player-pages.tsx')).ThanksPage;
export const secondScreenPage: PageLoader = async () => (await import('./screen-pages.tsx')).SecondScreenPage;
export const liveCodePage: PageLoader = async () => (await import('./pin-redirect.tsx')).LiveCodePage;

/** `/{code}`: a game PIN goes to the join page, anything else to the quiz-code page it wraps. */
export const pinOrCodePage =
  (codePage: PageLoader): PageLoader =>
  async () =>
    (await import('./pin-redirect.tsx')).withPinRedirect(await codePage());
