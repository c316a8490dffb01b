import { frontPageSettingProjection } from './front-page-setting/index.ts';
import type { Projection } from './projection.ts';
import { quizzesProjection } from './quizzes/index.ts';

/** Every read model, in the order the runner feeds them. */
export const allProjections: readonly Projection[] = [quizzesProjection, frontPageSettingProjection];
