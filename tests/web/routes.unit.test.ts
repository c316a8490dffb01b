import { describe, expect, it } from 'vitest';
import { routeTable } from '../../web/routes.tsx';

describe('route table', () => {
  const paths = routeTable.map((route) => route.path);

  it('lists each path once', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the first slices ready: home, create and edit, and signing in', () => {
    const ready = routeTable.filter((route) => route.status === 'ready').map((route) => route.path);
    expect(ready.sort()).toEqual(
      [
        '/',
        '/create-quiz',
        '/edit/:id',
        '/login',
        '/login-skoler',
        '/register',
        '/forgot-password',
        '/reset-password/:token',
        '/confirm-email/:token',
        '/me',
        '/my-quiz',
        '/my-quiz/:locale',
        '/my-quiz/edit/:id',
        // The Whitelist tab of My Quiz (issue 14).
        '/my-quiz/whitelists',
        // The creator's preview of a quiz.
        '/preview/:id',
        '/report/:quizId',
        // A report shared publicly: its read-only link, open to anyone (issue 14).
        '/report/:quizId/shared/:reportId',
        // Homework: the quiz's assignments and one assignment's report.
        '/report/:quizId/assignments',
        '/report/:quizId/assignments/:assignmentId',
        // Combined leaderboards and merged reports of a quiz, and a leaderboard's public ranking screen.
        '/report/:quizId/leaderboards',
        '/report/:quizId/leaderboards/:leaderboardId',
        '/report/:quizId/merged',
        '/report/:quizId/merged/:mergeReportId',
        '/leaderboard/:leaderboardId',
        '/skoler',
        '/skoler/join',
        '/3rd-party-login/:provider',
        // Live games (quizmaster, players, second screen) and the replay.
        '/join',
        '/live/:code',
        '/start-quiz/:id',
        '/master-countdown',
        '/question',
        '/master-result',
        '/master-summary',
        '/replay/:gameId',
        '/join-start',
        '/countdown/:code',
        '/result/:code',
        '/summary',
        '/thanks',
        '/live/share',
        '/live/result',
        '/live/summary',
        // A quiz's own page, play alone and play together (issue 13).
        '/:code',
        '/play/:code',
        '/play/:code/result',
        '/play/:code/retry',
        '/play/:code/start',
        '/play/:code/summary',
        '/play/:id/together',
        // Sharing: the owner's settings, and a quiz opened by its share link in the spec's three forms.
        '/my-quiz/share/:id',
        '/my-quiz/view/:id',
        '/set/:id/share/:token',
        '/skoler/set/:id/share/:token',
        '/school/set/:id/share/:token',
        // Schools (issue 15): the school's page, the invitation link, creating one, my schools, Manage School.
        '/school/:slug',
        '/school/:slug/invitation/:invitationId',
        '/school/new',
        '/schools',
        '/school/:slug/manage',
        '/school/:slug/manage/:tab',
        '/school/:slug/library',
        '/school/:slug/library/:quizId/preview',
        '/schools/share-quiz/:id',
      ].sort(),
    );
    for (const route of routeTable.filter((entry) => entry.status === 'ready'))
      expect(route.page).toBeDefined();
  });

  it('has the live, play and creator routes of spec §2', () => {
    for (const path of [
      '/start-quiz/:id',
      '/share',
      '/master-countdown',
      '/question',
      '/master-result',
      '/master-result-landing',
      '/master-summary',
      '/preview/:id',
      '/join-start',
      '/countdown/:code',
      '/result/:code',
      '/summary',
      '/thanks',
      '/live/share',
      '/live/result',
      '/live/summary',
      '/play/:code',
      '/play/:code/retry',
      '/play/:code/result',
      '/play/:code/summary',
      '/my-quiz',
      '/my-quiz/:locale',
      '/my-quiz/edit/:id',
      '/skoler',
      '/join',
      '/:code',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('guards the pages of spec §2 "Login required" and the creator area', () => {
    const guardsOf = (path: string) => routeTable.find((route) => route.path === path)?.guards ?? [];
    for (const path of ['/my-quiz', '/my-quiz/:locale']) {
      expect(guardsOf(path), path).toEqual(['login', 'not-student', 'locale']);
    }
    // The Whitelist tab has no locale in its path: the creator area's other guards only.
    expect(guardsOf('/my-quiz/whitelists')).toEqual(['login', 'not-student']);
    for (const path of ['/buy-credit', '/order', '/report/:quizId'])
      expect(guardsOf(path), path).toEqual(['login']);
    expect(guardsOf('/report/:quizId/shared/:reportId')).toEqual([]);
    // Spec §2 also guards /confirm-email/{token}; issue 10 lifted it: the token is the proof, and the mail is
    // often opened on a phone that never signed in.
    for (const path of ['/my-quiz/edit/:id', '/me', '/invoice/:id']) {
      expect(guardsOf(path), path).toEqual(['login-simple']);
    }
    for (const path of [
      '/',
      '/create-quiz',
      '/edit/:id',
      '/login',
      '/login-skoler',
      '/reset-password/:token',
      '/confirm-email/:token',
    ]) {
      expect(guardsOf(path), path).toEqual([]);
    }
  });
});
