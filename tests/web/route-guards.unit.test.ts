import { describe, expect, it } from 'vitest';
import { decideGuards, type GuardContext, type Viewer } from '../../web/routing/route-guards.ts';

const signedOut: Viewer = { status: 'signed-out', lastUser: null, lastProvider: null, loggedOut: false };
const teacher: Viewer = { status: 'signed-in', role: 'teacher', provider: 'local', schoolId: null };
const student: Viewer = { status: 'signed-in', role: 'student', provider: 'feide', schoolId: 'school-1' };
const studentPlus: Viewer = { status: 'signed-in', role: 'student_plus', provider: 'local', schoolId: null };

const at = (path: string, viewer: Viewer, extra: Partial<GuardContext> = {}): GuardContext => {
  const url = new URL(path, 'https://kviss.test');
  return {
    viewer,
    pathname: url.pathname,
    search: url.search,
    locale: undefined,
    preferredLanguage: 'en',
    ...extra,
  };
};

describe('login and login-simple guards', () => {
  for (const guard of ['login', 'login-simple'] as const) {
    describe(guard, () => {
      it('sends a signed-out visitor to /login with the original path and query encoded in `path`', () => {
        expect(decideGuards([guard], at('/me', signedOut))).toEqual({
          kind: 'redirect',
          to: '/login?path=%2Fme',
        });
        expect(decideGuards([guard], at('/report/q1?tab=players', signedOut))).toEqual({
          kind: 'redirect',
          to: '/login?path=%2Freport%2Fq1%3Ftab%3Dplayers',
        });
      });

      it('sends Feide users and school members to the school login page', () => {
        const feideCookie: Viewer = {
          status: 'signed-out',
          lastUser: null,
          lastProvider: 'feide',
          loggedOut: false,
        };
        const schoolMember: Viewer = {
          status: 'signed-out',
          lastUser: { provider: 'local', schoolId: 'school-1' },
          lastProvider: 'local',
          loggedOut: false,
        };
        const lastFeide: Viewer = {
          status: 'signed-out',
          lastUser: { provider: 'feide', schoolId: null },
          lastProvider: null,
          loggedOut: false,
        };
        for (const viewer of [feideCookie, schoolMember, lastFeide]) {
          expect(decideGuards([guard], at('/me', viewer))).toEqual({
            kind: 'redirect',
            to: '/login-skoler?path=%2Fme',
          });
        }
      });

      it('sends someone who just logged out here home (or to the school landing), not to log in', () => {
        const loggedOut: Viewer = { ...signedOut, loggedOut: true };
        expect(decideGuards([guard], at('/my-quiz/en', loggedOut))).toEqual({ kind: 'redirect', to: '/' });
        const feide: Viewer = { ...signedOut, lastProvider: 'feide', loggedOut: true };
        expect(decideGuards([guard], at('/my-quiz/en', feide))).toEqual({ kind: 'redirect', to: '/skoler' });
      });

      it('keeps Google and e-mail users on the ordinary login page', () => {
        const google: Viewer = {
          status: 'signed-out',
          lastUser: { provider: 'google', schoolId: null },
          lastProvider: 'google',
          loggedOut: false,
        };
        expect(decideGuards([guard], at('/me', google))).toEqual({
          kind: 'redirect',
          to: '/login?path=%2Fme',
        });
      });

      it('shows the page to anyone signed in, and waits while the session is being restored', () => {
        expect(decideGuards([guard], at('/me', teacher))).toEqual({ kind: 'show' });
        expect(decideGuards([guard], at('/me', student))).toEqual({ kind: 'show' });
        expect(decideGuards([guard], at('/me', { status: 'starting' }))).toEqual({ kind: 'wait' });
      });
    });
  }
});

describe('not-student guard', () => {
  it('sends students and student_plus from the creator area to the school join page', () => {
    expect(decideGuards(['not-student'], at('/my-quiz/en', student))).toEqual({
      kind: 'redirect',
      to: '/join',
    });
    expect(decideGuards(['not-student'], at('/my-quiz/en', studentPlus))).toEqual({
      kind: 'redirect',
      to: '/join',
    });
  });

  it('lets every other role in', () => {
    for (const role of ['teacher', 'teacher_plus', 'user', 'admin', 'school_admin', 'creator'] as const) {
      const viewer: Viewer = { status: 'signed-in', role, provider: 'local', schoolId: null };
      expect(decideGuards(['not-student'], at('/my-quiz/en', viewer)), role).toEqual({ kind: 'show' });
    }
  });
});

describe('locale guard', () => {
  it('gives /my-quiz the preferred language (language cookie, else country, else en), keeping the query', () => {
    expect(decideGuards(['locale'], at('/my-quiz', teacher, { preferredLanguage: 'no' }))).toEqual({
      kind: 'redirect',
      to: '/my-quiz/no',
    });
    expect(decideGuards(['locale'], at('/my-quiz/?create=true&type=normal', teacher))).toEqual({
      kind: 'redirect',
      to: '/my-quiz/en?create=true&type=normal',
    });
  });

  it('shows a route with a product language, and replaces one that is not', () => {
    expect(decideGuards(['locale'], at('/my-quiz/de', teacher, { locale: 'de' }))).toEqual({ kind: 'show' });
    expect(
      decideGuards(['locale'], at('/my-quiz/xx', teacher, { locale: 'xx', preferredLanguage: 'fr' })),
    ).toEqual({ kind: 'redirect', to: '/my-quiz/fr' });
  });
});

describe('the creator area: login, then not-student, then locale', () => {
  const myQuiz = ['login', 'not-student', 'locale'] as const;

  it('asks a signed-out visitor to log in first, with the unlocalised path', () => {
    expect(decideGuards(myQuiz, at('/my-quiz?create=true', signedOut))).toEqual({
      kind: 'redirect',
      to: '/login?path=%2Fmy-quiz%3Fcreate%3Dtrue',
    });
  });

  it('sends a student to the join page before choosing a language', () => {
    expect(decideGuards(myQuiz, at('/my-quiz', student))).toEqual({ kind: 'redirect', to: '/join' });
  });

  it('gives a teacher the localised page', () => {
    expect(decideGuards(myQuiz, at('/my-quiz', teacher, { preferredLanguage: 'se' }))).toEqual({
      kind: 'redirect',
      to: '/my-quiz/se',
    });
    expect(decideGuards(myQuiz, at('/my-quiz/se', teacher, { locale: 'se' }))).toEqual({ kind: 'show' });
  });
});

describe('guards left to the live-games issue', () => {
  it('do not stop anyone yet', () => {
    for (const guard of ['quiz-loaded', 'player-quiz-loaded', 'play-title'] as const) {
      expect(decideGuards([guard], at('/question', signedOut))).toEqual({ kind: 'show' });
    }
    expect(decideGuards([], at('/', signedOut))).toEqual({ kind: 'show' });
  });
});
