import type { Migration } from 'kysely/migration';
import * as createEvents from './2026-11-23-0001-create-events.ts';
import * as createProjectionCheckpoints from './2026-11-23-0002-create-projection-checkpoints.ts';
import * as createQuizzesReadModel from './2026-11-23-0003-create-quizzes-read-model.ts';
import * as createFrontPageSettingReadModel from './2026-11-23-0004-create-front-page-setting-read-model.ts';
import * as createAccounts from './2026-11-23-0005-create-accounts.ts';
import * as addTwoFactor from './2026-11-23-0006-add-two-factor.ts';
import * as quizContent from './2026-11-23-0007-quiz-content.ts';
import * as createQuizLogs from './2026-11-23-0008-create-quiz-logs.ts';
import * as createGameReports from './2026-11-23-0009-create-game-reports.ts';
import * as gameReportTeams from './2026-11-23-0010-game-report-teams.ts';
import * as userProfile from './2026-11-23-0011-user-profile.ts';
import * as createCaptchaSpent from './2026-11-23-0012-create-captcha-spent.ts';
import * as sessionFamilies from './2026-11-24-0013-session-families.ts';
import * as gameReportPlayed from './2026-11-24-0014-game-report-played.ts';
import * as questionTypes from './2026-11-24-0015-question-types.ts';
import * as playReports from './2026-11-24-0016-play-reports.ts';
import * as quizPicture from './2026-11-24-0017-quiz-picture.ts';
import * as together from './2026-11-24-0018-together.ts';
import * as assignments from './2026-11-24-0019-assignments.ts';
import * as reports from './2026-11-25-0020-reports.ts';
import * as leaderboards from './2026-11-25-0021-leaderboards.ts';
import * as whitelists from './2026-11-25-0022-whitelists.ts';
import * as quizShares from './2026-11-25-0023-quiz-shares.ts';
import * as quizAudience from './2026-11-25-0024-quiz-audience.ts';
import * as quizLook from './2026-11-25-0025-quiz-look.ts';
import * as schools from './2026-11-25-0026-schools.ts';
import * as schoolLibrary from './2026-11-25-0030-school-library.ts';
import * as gameAnswers from './2026-11-25-0034-game-answers.ts';
import * as togetherLook from './2026-11-25-0036-together-look.ts';
import * as playContents from './2026-11-29-0037-play-contents.ts';
import * as playAnswerOpens from './2026-11-29-0038-play-answer-opens.ts';
import * as mediaUsage from './2026-12-07-0039-media-usage.ts';
import * as leaderboardDisabledReports from './2026-12-07-0040-leaderboard-disabled-reports.ts';

/** Every migration, by name; names sort in the order they run. Migrations never import app code. */
export const migrations: Record<string, Migration> = {
  '2026-11-23-0001-create-events': createEvents,
  '2026-11-23-0002-create-projection-checkpoints': createProjectionCheckpoints,
  '2026-11-23-0003-create-quizzes-read-model': createQuizzesReadModel,
  '2026-11-23-0004-create-front-page-setting-read-model': createFrontPageSettingReadModel,
  '2026-11-23-0005-create-accounts': createAccounts,
  '2026-11-23-0006-add-two-factor': addTwoFactor,
  '2026-11-23-0007-quiz-content': quizContent,
  '2026-11-23-0008-create-quiz-logs': createQuizLogs,
  '2026-11-23-0009-create-game-reports': createGameReports,
  '2026-11-23-0010-game-report-teams': gameReportTeams,
  '2026-11-23-0011-user-profile': userProfile,
  '2026-11-23-0012-create-captcha-spent': createCaptchaSpent,
  '2026-11-24-0013-session-families': sessionFamilies,
  '2026-11-24-0014-game-report-played': gameReportPlayed,
  '2026-11-24-0015-question-types': questionTypes,
  '2026-11-24-0016-play-reports': playReports,
  '2026-11-24-0017-quiz-picture': quizPicture,
  '2026-11-24-0018-together': together,
  '2026-11-24-0019-assignments': assignments,
  '2026-11-25-0020-reports': reports,
  '2026-11-25-0021-leaderboards': leaderboards,
  '2026-11-25-0022-whitelists': whitelists,
  '2026-11-25-0023-quiz-shares': quizShares,
  '2026-11-25-0024-quiz-audience': quizAudience,
  '2026-11-25-0025-quiz-look': quizLook,
  '2026-11-25-0026-schools': schools,
  '2026-11-25-0030-school-library': schoolLibrary,
  '2026-11-25-0034-game-answers': gameAnswers,
  '2026-11-25-0036-together-look': togetherLook,
  '2026-11-29-0037-play-contents': playContents,
  '2026-11-29-0038-play-answer-opens': playAnswerOpens,
  '2026-12-07-0039-media-usage': mediaUsage,
  '2026-12-07-0040-leaderboard-disabled-reports': leaderboardDisabledReports,
};
