import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { MUSIC_SEARCH_LIMIT_DEFAULT, MusicSearchQuery, MusicSearchReply } from '../../contracts/music.ts';
import { ApiError } from '../../errors.ts';

/** Spec §7 "music search": tracks for a music question, from the provider configured, if any. */
export const musicRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/music/search',
    {
      onRequest: requireUser(),
      // Every search costs a call to the provider, which limits us in turn.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['music'],
        summary: 'Search tracks for a music question (503 when no provider is configured)',
        querystring: MusicSearchQuery,
        response: {
          200: DataReply(MusicSearchReply),
          400: ErrorReply,
          401: ErrorReply,
          429: ErrorReply,
          503: ErrorReply,
        },
      },
    },
    async (request) => {
      const { q } = request.query;
      const limit = request.query.limit ? Number(request.query.limit) : MUSIC_SEARCH_LIMIT_DEFAULT;
      const found = await deps.musicSearch.search(q.normalize('NFC').trim(), limit);
      if (!found.available) throw new ApiError(503, 'music_search_not_available');
      return {
        data: {
          tracks: found.tracks.slice(0, limit).map(({ id, name, artists, previewUrl }) => ({
            id,
            name,
            artists,
            preview_url: previewUrl,
          })),
        },
      };
    },
  );
};
