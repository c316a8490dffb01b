import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { handleUserCommand } from '../../../commands/accounts/user-decider.ts';
import {
  AUDIO_MAX_BYTES,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_DIMENSION,
  IMAGE_MAX_BYTES,
  VIDEO_MAX_BYTES,
} from '../../../domain/shared/upload-rules.ts';
import { findUserById } from '../../../projections/users/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply } from '../../contracts/envelope.ts';
import { UploadedImage } from '../../contracts/images.ts';
import { Profile } from '../../contracts/profile.ts';
import { ApiError } from '../../errors.ts';
import { originOf } from '../origin.ts';
import { profileOf } from '../profile/index.ts';
import { checkAudio } from './check-audio.ts';
import { checkImage } from './check-image.ts';
import { checkVideo } from './check-video.ts';
import { storePicture } from './store-picture.ts';
import { openUpload, UploadErrors } from './upload-guard.ts';

const UPLOAD_LIMITS = { files: 1, fileSize: IMAGE_MAX_BYTES, fields: 5 };

/**
 * The one file of a multipart request, read whole (its size is capped before we read it: images by
 * default, a larger cap where a route allows one).
 */
async function uploadedFile(request: FastifyRequest, maxBytes = IMAGE_MAX_BYTES): Promise<Buffer> {
  const file = await request
    .file({ limits: { ...UPLOAD_LIMITS, fileSize: maxBytes } })
    .catch((error: { statusCode?: number }) => {
      if (error.statusCode === 413) throw new ApiError(413, 'upload_too_large');
      // No boundary, a broken part, a wrong content type: the client's request, not a server fault.
      throw new ApiError(400, 'upload_malformed');
    });
  if (!file) throw new ApiError(400, 'upload_invalid_type');
  const bytes = await file.toBuffer().catch(() => {
    throw new ApiError(413, 'upload_too_large');
  });
  if (file.file.truncated) throw new ApiError(413, 'upload_too_large');
  return bytes;
}

export const mediaRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  app.post(
    '/quizzes/upload-image',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['media'],
        summary: 'Upload an image for a quiz (spec: returns upload_path), resized for phones and screens',
        consumes: ['multipart/form-data'],
        response: { 201: DataReply(UploadedImage), ...UploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await openUpload(deps, request);
      const bytes = await uploadedFile(request);
      await upload.charge(bytes.length);
      const stored = await storePicture({ ...deps, media: upload.media }, bytes);
      await upload.settled();
      return reply.status(201).send({ data: stored });
    },
  );

  app.post(
    '/quizzes/upload-audio',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['media'],
        summary: 'Upload the sound clip of a music question (returns upload_path, as upload-image does)',
        consumes: ['multipart/form-data'],
        response: { 201: DataReply(Type.Object({ upload_path: Type.String() })), ...UploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await openUpload(deps, request);
      const bytes = await uploadedFile(request, AUDIO_MAX_BYTES);
      await upload.charge(bytes.length);
      const extension = await checkAudio(bytes, { maxBytes: AUDIO_MAX_BYTES });
      const stored = await upload.media.put('quiz-audio', extension, bytes);
      await upload.settled();
      return reply.status(201).send({ data: { upload_path: `/media/${stored}` } });
    },
  );

  app.post(
    '/quizzes/upload-video',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['media'],
        summary:
          "Upload a question's video or a quiz's background video (mp4 or mov, 10 MB; returns upload_path)",
        consumes: ['multipart/form-data'],
        response: { 201: DataReply(Type.Object({ upload_path: Type.String() })), ...UploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await openUpload(deps, request);
      const bytes = await uploadedFile(request, VIDEO_MAX_BYTES);
      await upload.charge(bytes.length);
      const extension = await checkVideo(bytes);
      const stored = await upload.media.put('quiz-videos', extension, bytes);
      await upload.settled();
      return reply.status(201).send({ data: { upload_path: `/media/${stored}` } });
    },
  );

  app.post(
    '/users/me/avatar',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['media'],
        consumes: ['multipart/form-data'],
        response: { 200: DataReply(Profile), ...UploadErrors },
      },
    },
    async (request) => {
      const upload = await openUpload(deps, request);
      const bytes = await uploadedFile(request);
      await upload.charge(bytes.length);
      const extension = await checkImage(bytes, {
        maxBytes: AVATAR_MAX_BYTES,
        maxDimension: AVATAR_MAX_DIMENSION,
      });
      const stored = await upload.media.put('avatars', extension, bytes);
      await upload.settled();
      const user = signedIn(request);
      const handled = await handleUserCommand(
        deps,
        user.id,
        { type: 'ChangeAvatar', data: { avatarPath: stored } },
        originOf(request),
      );
      if (handled.last) await deps.projections.reached('users', handled.last);
      return { data: profileOf((await findUserById(deps.db as never, user.id))!) };
    },
  );
};
