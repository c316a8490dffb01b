/** Upload limits (spec §5 and §9: image 4 MB, video 10 MB; avatar and audio limits are ours, the spec shows none). */
export const IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 10 * 1024 * 1024;
/** A music question's clip: as much as a video, minutes of music at a good bitrate. */
export const AUDIO_MAX_BYTES = VIDEO_MAX_BYTES;
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
/**
 * Sound formats an <audio> element plays in current browsers, by the extension `file-type` finds in
 * the bytes. WebM is found as a container: an audio-only one cannot be told from a video by its header,
 * and a video in an <audio> element plays only its sound.
 */
export const AUDIO_TYPES: Record<string, string> = {
  mp3: 'mp3',
  m4a: 'm4a',
  aac: 'aac',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'opus',
  wav: 'wav',
  webm: 'webm',
};
/** Spec §2 video player: mp4 and mov (QuickTime), by the extension `file-type` finds in the bytes. */
export const VIDEO_TYPES: Record<string, 'mp4' | 'mov'> = {
  mp4: 'mp4',
  mov: 'mov',
};
