import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../app-deps.ts';
import { copyToMyQuizRoute } from './copy-to-my-quiz.ts';
import { ownerShareRoutes } from './owner-shares.ts';
import { sharedQuizRoutes } from './shared-quizzes.ts';

/** Sharing of quizzes: the owner's settings, "shared with me", share links and copies. */
export const quizSharingRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(ownerShareRoutes, { deps });
  await app.register(sharedQuizRoutes, { deps });
  await app.register(copyToMyQuizRoute, { deps });
};
