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
        '/report/:quizId',
        // Homework: the quiz's assignments and one assignment's report.
        '/report/:quizId/assignments',
        '/report/:quizId/assignments/:assignmentId',
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
    for (const path of ['/buy-credit', '/order', '/report/:quizId'])
      expect(guardsOf(path), path).toEqual(['login']);
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
