import Type from 'typebox';

export const IMAGE_SEARCH_TEXT_MAX = 100;
export const IMAGE_SEARCH_LIMIT = 24;
/** Spec §9: keeping a found picture gives up after 8 seconds. */
export const IMAGE_KEEP_TIMEOUT_MS = 8000;

/** POST /api/images/search (spec §7 `{q}`). */
export const ImageSearchBody = Type.Object({
  q: Type.String({ minLength: 1, maxLength: IMAGE_SEARCH_TEXT_MAX * 4 }),
});

export const FoundImageReply = Type.Object({
  url: Type.String(),
  thumbnail_url: Type.String(),
  source: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type FoundImageReply = Type.Static<typeof FoundImageReply>;

export const ImageSearchReply = Type.Object({ images: Type.Array(FoundImageReply) });
export type ImageSearchReply = Type.Static<typeof ImageSearchReply>;

/** POST /api/images/keep: a found picture's `url`, stored like an upload. */
export const ImageKeepBody = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }) });

/** Spec: `img_url` and `source`; the rest as an upload's reply has it. */
export const ImageKeepReply = Type.Object({
  img_url: Type.String(),
  source: Type.String(),
  image_original: Type.String(),
  image_placeholder: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ImageKeepReply = Type.Static<typeof ImageKeepReply>;

/**
 * POST /api/quizzes/upload-image. Spec `upload_path` is the picture as screens show it (the large size;
 * phones load the smaller one by its name, domain/shared/picture.ts); the rest is what the quiz keeps beside it.
 */
export const UploadedImage = Type.Object({
  upload_path: Type.String(),
  image_original: Type.String(),
  image_placeholder: Type.String({ description: 'a tiny blurred WebP as a data URL' }),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type UploadedImage = Type.Static<typeof UploadedImage>;
