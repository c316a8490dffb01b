import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../app-deps.ts';
import { libraryRoutes } from './library-routes.ts';
import { libraryPreviewRoute } from './preview-route.ts';

/** The school library (issue 15): search, share to school, take out, preview. */
export const schoolLibraryRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(libraryRoutes, { deps });
  await app.register(libraryPreviewRoute, { deps });
};
