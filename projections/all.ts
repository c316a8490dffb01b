import { assignmentsProjection } from './assignments/index.ts';
import { frontPageSettingProjection } from './front-page-setting/index.ts';
import { gameReportsProjection } from './game-reports/index.ts';
import { leaderboardsProjection } from './leaderboards/index.ts';
import { libraryProjection } from './library/index.ts';
import { mediaUsageProjection } from './media-usage/index.ts';
import { mergeReportsProjection } from './merge-reports/index.ts';
import { playReportsProjection } from './play-reports/index.ts';
import type { Projection } from './projection.ts';
import { quizLogsProjection } from './quiz-logs/index.ts';
import { quizSharesProjection } from './quiz-shares/index.ts';
import { quizzesProjection } from './quizzes/index.ts';
import { reportsProjection } from './reports/index.ts';
import { schoolsProjection } from './schools/index.ts';
import { togetherProjection } from './together/index.ts';
import { usersProjection } from './users/index.ts';
import { whitelistsProjection } from './whitelists/index.ts';

/** Every read model, in the order the runner feeds them. */
export const allProjections = [
  quizzesProjection,
  quizLogsProjection,
  frontPageSettingProjection,
  usersProjection,
  gameReportsProjection,
  playReportsProjection,
  togetherProjection,
  assignmentsProjection,
  quizSharesProjection,
  reportsProjection,
  leaderboardsProjection,
  mergeReportsProjection,
  whitelistsProjection,
  schoolsProjection,
  libraryProjection,
  mediaUsageProjection,
] as const satisfies readonly Projection[];

/** The name of a registered read model: what read-your-writes waits for (progress.ts). */
export type ProjectionName = (typeof allProjections)[number]['name'];
