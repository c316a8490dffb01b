/** Upload limits (spec §5 and §9: image 4 MB, video 10 MB; avatar limits are ours, the spec shows none). */
export const IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_DIMENSION = 2048;
export const IMAGE_MAX_DIMENSION = 8192;
/** Image formats browsers show everywhere; SVG is left out on purpose (it can carry script). */
export const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
