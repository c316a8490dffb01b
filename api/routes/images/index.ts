import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMAGE_MAX_BYTES } from '../../../domain/shared/upload-rules.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  IMAGE_KEEP_TIMEOUT_MS,
  IMAGE_SEARCH_LIMIT,
  ImageKeepBody,
  ImageKeepReply,
  ImageSearchBody,
  ImageSearchReply,
} from '../../contracts/images.ts';
import { ApiError } from '../../errors.ts';
import { storePicture } from '../media/store-picture.ts';
import { openUpload, UploadErrors } from '../media/upload-guard.ts';

const notAvailable = () => new ApiError(503, 'image_search_not_available');

const Errors = { 400: ErrorReply, 401: ErrorReply, 413: ErrorReply, 429: ErrorReply, 503: ErrorReply };

/** Spec §7 `images/search` and `images/keep`: pictures from the provider configured, if any. */
export const imageRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/images/search',
    {
      onRequest: requireUser(),
      // Every search costs a call to the provider, which limits us in turn.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['media'],
        summary: 'Search pictures (503 when no provider is configured)',
        body: ImageSearchBody,
        response: { 200: DataReply(ImageSearchReply), ...Errors },
      },
    },
    async (request) => {
      const text = request.body.q.normalize('NFC').trim();
      if (!text) throw new ApiError(400, 'image_search_text_required');
      const found = await deps.imageSearch.search(text, IMAGE_SEARCH_LIMIT);
      if (!found.available) throw notAvailable();
      return {
        data: {
          images: found.images.slice(0, IMAGE_SEARCH_LIMIT).map((image) => ({
            url: image.url,
            thumbnail_url: image.thumbnailUrl,
            source: image.source,
            width: image.width,
            height: image.height,
          })),
        },
      };
    },
  );

  app.post(
    '/images/keep',
    {
      onRequest: requireUser(),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['media'],
        summary: 'Keep a found picture in the media store, as an upload (8 s timeout)',
        body: ImageKeepBody,
        response: { 201: DataReply(ImageKeepReply), 504: ErrorReply, 503: ErrorReply, ...UploadErrors },
      },
    },
    async (request, reply) => {
      // A kept picture is stored as an upload is, so it counts as one (confirmed e-mail, pace, quota).
      const upload = await openUpload(deps, request);
      const signal = AbortSignal.timeout(IMAGE_KEEP_TIMEOUT_MS);
      const downloaded = await deps.imageSearch.download(request.body.url, signal).catch((error: unknown) => {
        if (signal.aborted) throw new ApiError(504, 'image_keep_timeout');
        throw error;
      });
      if (!downloaded.available) throw notAvailable();
      if (!downloaded.image) throw new ApiError(400, 'image_keep_unknown');
      if (downloaded.image.bytes.length > IMAGE_MAX_BYTES) throw new ApiError(413, 'upload_too_large');
      await upload.charge(downloaded.image.bytes.length);
      const stored = await storePicture({ ...deps, media: upload.media }, downloaded.image.bytes);
      await upload.settled();
      const { upload_path, ...rest } = stored;
      return reply
        .status(201)
        .send({ data: { img_url: upload_path, source: downloaded.image.source, ...rest } });
    },
  );
};
