import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PageSpinner } from './components/page-spinner.tsx';
import {
  hostGamePage,
  joinPage,
  liveCodePage,
  pinOrCodePage,
  playerGamePage,
  secondScreenPage,
  startQuizPage,
  thanksPage,
} from './features/live/live-routes.ts';
import { withGuards } from './routing/guarded-page.tsx';
import type { Guard } from './routing/route-guards.ts';
import { AppShell } from './shell/app-shell.tsx';
import { RouteErrorPage } from './shell/route-error-page.tsx';

/**
 * Every route of spec §2 in one table. `coming-soon` routes show the shared "coming soon" page until
 * their issue lands; pages load lazily, so the player's join page stays small.
 */
type RouteStatus = 'ready' | 'coming-soon';

type PageLoader = () => Promise<ComponentType>;

interface RouteEntry {
  path: string;
  status: RouteStatus;
  /** Coming-soon routes default to the shared coming-soon page. */
  page?: PageLoader;
  /**
   * The access rules of spec §2 (web/routing/route-guards.ts), applied in order by `toRouteObject`.
   * `login`, `login-simple`, `not-student` and `locale` are enforced; the quiz-loaded ones wait for the
   * live-games issue.
   */
  guards?: readonly Guard[];
}

const homePage: PageLoader = async () => (await import('./features/home/home-page.tsx')).HomePage;
const createQuizPage: PageLoader = async () =>
  (await import('./features/quiz/create-quiz-page.tsx')).CreateQuizPage;
const editQuizPage: PageLoader = async () =>
  (await import('./features/quiz/edit-quiz-page.tsx')).EditQuizPage;
const quizCodePage: PageLoader = async () =>
  (await import('./features/quiz-code/quiz-code-page.tsx')).QuizCodePage;
const loginPage: PageLoader = async () => (await import('./features/auth/login-page.tsx')).LoginPage;
const schoolLoginPage: PageLoader = async () =>
  (await import('./features/auth/login-page.tsx')).SchoolLoginPage;
const registerPage: PageLoader = async () => (await import('./features/auth/register-page.tsx')).RegisterPage;
const forgotPasswordPage: PageLoader = async () =>
  (await import('./features/auth/forgot-password-page.tsx')).ForgotPasswordPage;
const resetPasswordPage: PageLoader = async () =>
  (await import('./features/auth/reset-password-page.tsx')).ResetPasswordPage;
const confirmEmailPage: PageLoader = async () =>
  (await import('./features/auth/confirm-email-page.tsx')).ConfirmEmailPage;
const profilePage: PageLoader = async () => (await import('./features/account/profile-page.tsx')).ProfilePage;
const myQuizPage: PageLoader = async () => (await import('./features/my-quiz/my-quiz-page.tsx')).MyQuizPage;
const quizEditorPage: PageLoader = async () => (await import('./features/editor/editor-page.tsx')).EditorPage;
const previewPage: PageLoader = async () => (await import('./features/preview/preview-page.tsx')).PreviewPage;
const reportPages = () => import('./features/reports/pages.ts');
const reportPage: PageLoader = async () => (await reportPages()).ReportPage;
const sharedReportPage: PageLoader = async () => (await reportPages()).SharedReportPage;
const whitelistsPage: PageLoader = async () =>
  (await import('./features/whitelists/whitelists-page.tsx')).WhitelistsPage;
const assignmentsPage: PageLoader = async () =>
  (await import('./features/assignment/assignments-page.tsx')).AssignmentsPage;
const assignmentPage: PageLoader = async () =>
  (await import('./features/assignment/assignment-page.tsx')).AssignmentPage;
const leaderboardPages = () => import('./features/leaderboards/owner-pages.ts');
const leaderboardsPage: PageLoader = async () => (await leaderboardPages()).LeaderboardsPage;
const leaderboardEditPage: PageLoader = async () => (await leaderboardPages()).LeaderboardEditPage;
const mergedReportsPage: PageLoader = async () => (await leaderboardPages()).MergedReportsPage;
const mergedReportPage: PageLoader = async () => (await leaderboardPages()).MergedReportPage;
const leaderboardLivePage: PageLoader = async () =>
  (await import('./features/leaderboards/leaderboard-live-page.tsx')).LeaderboardLivePage;
const replayPage: PageLoader = async () =>
  withGuards((await import('./features/replay/replay-page.tsx')).ReplayPage, ['login']);
const thirdPartyLoginPage: PageLoader = async () =>
  (await import('./features/auth/third-party-login-page.tsx')).ThirdPartyLoginPage;
const schoolLandingPage: PageLoader = async () =>
  (await import('./features/school/school-landing-page.tsx')).SchoolLandingPage;
const schoolPage: PageLoader = async () => (await import('./features/school/school-page.tsx')).SchoolPage;
const createSchoolPage: PageLoader = async () =>
  (await import('./features/school/create-school-page.tsx')).CreateSchoolPage;
const mySchoolsPage: PageLoader = async () =>
  (await import('./features/school/my-schools-page.tsx')).MySchoolsPage;
const manageSchoolPage: PageLoader = async () =>
  (await import('./features/school/manage/manage-school-page.tsx')).ManageSchoolPage;
const libraryPage: PageLoader = async () =>
  (await import('./features/school/library/library-page.tsx')).LibraryPage;
const libraryPreviewPage: PageLoader = async () =>
  (await import('./features/school/library/library-preview-page.tsx')).LibraryPreviewPage;
const shareToSchoolPage: PageLoader = async () =>
  (await import('./features/school/library/share-to-school-page.tsx')).ShareToSchoolPage;
const invitationPage: PageLoader = async () =>
  (await import('./features/school/invitation-page.tsx')).InvitationPage;
const playStartPage: PageLoader = async () =>
  (await import('./features/play/play-start-page.tsx')).PlayStartPage;
const playPage: PageLoader = async () => (await import('./features/play/play-page.tsx')).PlayPage;
const playRetryPage: PageLoader = async () =>
  (await import('./features/play/play-retry-page.tsx')).PlayRetryPage;
const playSummaryPage: PageLoader = async () =>
  (await import('./features/play/play-summary-page.tsx')).PlaySummaryPage;
const togetherPage: PageLoader = async () =>
  (await import('./features/together/together-page.tsx')).TogetherPage;
const sharingPages = () => import('./features/sharing/pages.ts');
const sharedQuizPage: PageLoader = async () => (await sharingPages()).SharedQuizPage;
const shareSettingsPage: PageLoader = async () => (await sharingPages()).ShareSettingsPage;
const readQuizPage: PageLoader = async () => (await sharingPages()).ReadQuizPage;
const comingSoonPage: PageLoader = async () =>
  (await import('./components/coming-soon-page.tsx')).ComingSoonPage;

const ready = (path: string, page: PageLoader, guards?: readonly Guard[]): RouteEntry => ({
  path,
  status: 'ready',
  page,
  guards,
});
const soon = (path: string, guards?: readonly Guard[]): RouteEntry => ({
  path,
  status: 'coming-soon',
  guards,
});

export const routeTable: readonly RouteEntry[] = [
  // Public
  ready('/', homePage),
  ready('/create-quiz', createQuizPage),
  ready('/edit/:id', editQuizPage),
  soon('/setting'),
  soon('/subscription'),
  soon('/subscription/:status'),
  soon('/purchase'),
  soon('/skoler/purchase'),
  soon('/school/purchase'),
  soon('/vipps-openner'),
  soon('/vipps-payment-landing'),
  soon('/vipps-login-landing'),
  soon('/subscription-vipps'),
  soon('/what-is-kviss'),
  soon('/terms-and-conditions'),
  soon('/web-privacy-policy'),
  soon('/creators'),
  ready('/reset-password/:token', resetPasswordPage),
  // The link's token is the proof: it confirms on any device, signed in or not.
  ready('/confirm-email/:token', confirmEmailPage),
  ready('/login', loginPage),
  ready('/login-skoler', schoolLoginPage),
  // The third-party sign-in popup (spec §2); it leaves at once for the provider.
  ready('/3rd-party-login/:provider', thirdPartyLoginPage),
  // The spec names no paths for these two; they sit beside /login in the same style.
  ready('/register', registerPage),
  ready('/forgot-password', forgotPasswordPage),
  soon('/unsubscribe'),
  soon('/article/:slug'),
  soon('/p/:slug'),
  ready('/skoler', schoolLandingPage),
  // The join page for pupils who come from the school page: same page, in the school's Norwegian.
  ready('/skoler/join', joinPage),
  ready('/school/:slug', schoolPage),
  // Join as teacher by invitation (spec §2): the link in the e-mail; signing in happens on the page.
  ready('/school/:slug/invitation/:invitationId', invitationPage),
  ready('/school/new', createSchoolPage, ['login']),
  // Set school / switch school (spec §2), and Manage School's tabs.
  ready('/schools', mySchoolsPage, ['login']),
  ready('/school/:slug/manage', manageSchoolPage, ['login']),
  ready('/school/:slug/manage/:tab', manageSchoolPage, ['login']),
  // The school library (spec §1, §5 "share to school", §6): members search and preview; owners share.
  ready('/school/:slug/library', libraryPage, ['login']),
  ready('/school/:slug/library/:quizId/preview', libraryPreviewPage, ['login']),
  ready('/schools/share-quiz/:id', shareToSchoolPage, ['login-simple']),
  ready('/set/:id/share/:token', sharedQuizPage),
  ready('/skoler/set/:id/share/:token', sharedQuizPage),
  ready('/school/set/:id/share/:token', sharedQuizPage),
  ready('/join', joinPage),
  soon('/finish/:type'),
  soon('/landing-preview'),
  ready('/live/:code', liveCodePage),
  soon('/live/redirect'),
  soon('/redirect-quiz'),
  soon('/redirect-setting/:id'),
  // Play together: {id} is the group's id (its lobby, then the way back to one's own play).
  ready('/play/:id/together', togetherPage),
  ready('/play/:code/start', playStartPage),
  // A combined leaderboard's ranking screen (no spec path): public, for the projector or a shared link.
  ready('/leaderboard/:leaderboardId', leaderboardLivePage),
  soon('/maowmaow'),

  // Creator area: login required
  ready('/my-quiz', myQuizPage, ['login', 'not-student', 'locale']),
  ready('/my-quiz/:locale', myQuizPage, ['login', 'not-student', 'locale']),
  // The Whitelist tab of My Quiz (spec §2; no spec path).
  ready('/my-quiz/whitelists', whitelistsPage, ['login', 'not-student']),
  soon('/buy-credit', ['login']),
  soon('/order', ['login']),
  ready('/report/:quizId', reportPage, ['login']),
  // A report shared publicly: its read-only link opens without signing in (issue 14).
  ready('/report/:quizId/shared/:reportId', sharedReportPage),
  // Homework (issue 13; no spec path): inside the quiz's reports, where its owner sees who played.
  ready('/report/:quizId/assignments', assignmentsPage, ['login']),
  ready('/report/:quizId/assignments/:assignmentId', assignmentPage, ['login']),
  // Combined leaderboards and merged reports (issue 14; no spec paths), beside homework.
  ready('/report/:quizId/leaderboards', leaderboardsPage, ['login']),
  ready('/report/:quizId/leaderboards/:leaderboardId', leaderboardEditPage, ['login']),
  ready('/report/:quizId/merged', mergedReportsPage, ['login']),
  ready('/report/:quizId/merged/:mergeReportId', mergedReportPage, ['login']),
  ready('/my-quiz/edit/:id', quizEditorPage, ['login-simple']),
  // The owner's sharing settings of a quiz (no spec path; beside the editor in the same style).
  ready('/my-quiz/share/:id', shareSettingsPage, ['login-simple']),
  // A quiz shared with one to read: read-only, never with the answers (no spec path; same style).
  ready('/my-quiz/view/:id', readQuizPage, ['login-simple']),
  ready('/me', profilePage, ['login-simple']),
  soon('/invoice/:id', ['login-simple']),

  // Live game, quizmaster's screens (the guard lets preview through without a loaded quiz)
  ready('/start-quiz/:id', startQuizPage, ['quiz-loaded']),
  soon('/share', ['quiz-loaded']),
  ready('/master-countdown', hostGamePage, ['quiz-loaded']),
  ready('/question', hostGamePage, ['quiz-loaded']),
  ready('/master-result', hostGamePage, ['quiz-loaded']),
  soon('/master-result-landing', ['quiz-loaded']),
  ready('/master-summary', hostGamePage, ['quiz-loaded']),
  // The creator's own copy (answer key included), so it asks for a sign-in like the editor; spec §2
  // exempts the preview from the quiz-loaded guard.
  ready('/preview/:id', previewPage, ['login-simple']),
  // Stepping through a finished game as the quizmaster screen showed it (no spec path; same style).
  ready('/replay/:gameId', replayPage, ['login']),

  // Live game, player's screens
  ready('/join-start', playerGamePage, ['player-quiz-loaded']),
  ready('/countdown/:code', playerGamePage, ['player-quiz-loaded']),
  ready('/result/:code', playerGamePage, ['player-quiz-loaded']),
  ready('/summary', playerGamePage, ['player-quiz-loaded']),
  ready('/thanks', thanksPage, ['player-quiz-loaded']),
  ready('/live/share', secondScreenPage, ['player-quiz-loaded']),
  ready('/live/result', secondScreenPage, ['player-quiz-loaded']),
  ready('/live/summary', secondScreenPage, ['player-quiz-loaded']),

  // Play alone
  ready('/play/:code', playPage, ['play-title']),
  ready('/play/:code/retry', playRetryPage, ['play-title']),
  // The result of a run is its summary: one page, two addresses of the spec.
  ready('/play/:code/result', playSummaryPage, ['play-title']),
  ready('/play/:code/summary', playSummaryPage, ['play-title']),

  // Quiz by code: every other single segment. The page sends anything that is not a quiz code home.
  {
    path: '/:code',
    status: 'ready',
    page: pinOrCodePage(quizCodePage),
    guards: ['player-quiz-loaded'],
  },
];

function toRouteObject({ path, page = comingSoonPage, guards = [] }: RouteEntry): RouteObject {
  return { path, lazy: async () => ({ Component: withGuards(await page(), guards) }) };
}

export const appRoutes: RouteObject[] = [
  {
    Component: AppShell,
    HydrateFallback: PageSpinner,
    children: [
      {
        // A page that fails to load or render is replaced inside the shell, which keeps working.
        ErrorBoundary: RouteErrorPage,
        children: [...routeTable.map(toRouteObject), { path: '*', element: <Navigate to="/" replace /> }],
      },
    ],
  },
];
