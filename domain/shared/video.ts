import Type from 'typebox';

/*
 * A video on a question (spec §3 Question: video, video_time, video_mute, video_loop, video_provider,
 * is_video_upload, fullscreen_desktop, fullscreen_mobile; spec §2 video player: "uploaded files
 * (mp4/mov) or an embedded YouTube video, with start and stop times, loop, mute").
 *
 * Spec `video_time` is the start second; `video_end` (ours: the spec names a stop time but no field)
 * the second it stops, or null to play to the end. An uploaded video is a `/media/quiz-videos/` path;
 * a YouTube video is kept as its canonical watch address, whatever form the creator pasted, and is
 * embedded from youtube-nocookie.com. Shared by the server, which checks it, and the screens.
 */

export const VIDEO_PATH_MAX = 300;
/** No lesson video is longer than a day. */
export const VIDEO_SECONDS_MAX = 86_400;
export const VIDEO_PROVIDERS = ['upload', 'youtube'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];
/** Spec §9: at most this wide a screen counts as a phone for `fullscreen_mobile`. */
export const MOBILE_BREAKPOINT_PX = 500;
/** Spec §8: what a screen says when a video or a sound cannot be loaded. */
export const MEDIA_LOAD_FAILED_KEY = 'video.load_failed' as const;

const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));

/** Spread into every question's schema; all optional, so questions written before video read as none. */
export const videoFields = {
  video: orNull(Type.String({ maxLength: VIDEO_PATH_MAX * 4 })),
  video_provider: Type.Optional(Type.Union([Type.Literal('upload'), Type.Literal('youtube')])),
  video_time: Type.Optional(Type.Integer({ minimum: 0 })),
  video_end: orNull(Type.Integer({ minimum: 0 })),
  video_mute: Type.Optional(Type.Boolean()),
  video_loop: Type.Optional(Type.Boolean()),
  fullscreen_desktop: Type.Optional(Type.Boolean()),
  fullscreen_mobile: Type.Optional(Type.Boolean()),
};

export interface VideoFields {
  video?: string | null;
  video_provider?: VideoProvider;
  video_time?: number;
  video_end?: number | null;
  video_mute?: boolean;
  video_loop?: boolean;
  fullscreen_desktop?: boolean;
  fullscreen_mobile?: boolean;
}

/** What a screen needs to play a video: where from, which part, and how. */
export interface ShownVideo {
  provider: VideoProvider;
  /** A `/media/` path, or the YouTube video id. */
  src: string;
  start: number;
  end: number | null;
  loop: boolean;
  mute: boolean;
  fullscreenDesktop: boolean;
  fullscreenMobile: boolean;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_PATHS = ['/embed/', '/shorts/', '/live/', '/v/'];

/**
 * The id of a YouTube video from an address a creator may paste (watch, youtu.be, embed, shorts),
 * or null. Strict on purpose: https only, YouTube's own hosts only, no credentials or port, and an
 * id of exactly YouTube's eleven characters, so the embed address we build can point nowhere else.
 */
export function youTubeId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (YOUTUBE_HOSTS.has(host) || host === 'www.youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const prefix = YOUTUBE_PATHS.find((p) => url.pathname.startsWith(p));
      if (prefix) id = url.pathname.slice(prefix.length).replace(/\/$/, '');
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export const youTubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** The privacy-enhanced player (no cookies until the viewer plays), with the authored part and flags. */
export function youTubeEmbedUrl(video: ShownVideo, autoplay: boolean): string {
  const params = new URLSearchParams({ rel: '0', playsinline: '1', modestbranding: '1' });
  if (video.start > 0) params.set('start', String(video.start));
  if (video.end !== null) params.set('end', String(video.end));
  if (video.loop) {
    params.set('loop', '1');
    // YouTube loops a single video only when it is also its own playlist.
    params.set('playlist', video.src);
  }
  if (video.mute || autoplay) params.set('mute', video.mute ? '1' : '0');
  if (autoplay) params.set('autoplay', '1');
  return `https://www.youtube-nocookie.com/embed/${video.src}?${params}`;
}

export const isUploadedVideoPath = (value: string) =>
  /^\/media\/quiz-videos\/[A-Za-z0-9_-]+\.(mp4|mov)$/.test(value);

export type VideoProblem = 'video_path_invalid' | 'video_youtube_invalid' | 'video_time_invalid';

const seconds = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= VIDEO_SECONDS_MAX;

/**
 * A question's video fields checked (spec §5 "required media per type" aside, a video is optional):
 * an uploaded file from our media store, or a valid YouTube address (kept in its canonical form);
 * a start within a day and a stop after the start. Without a video, its other fields are dropped:
 * they would describe nothing.
 */
export function checkVideo<T extends VideoFields>(fields: T): { video: T } | { problem: VideoProblem } {
  const {
    video: _v,
    video_provider: _p,
    video_time: _t,
    video_end: _e,
    video_mute: _m,
    video_loop: _l,
    fullscreen_desktop: _d,
    fullscreen_mobile: _f,
    ...rest
  } = fields;
  const address = fields.video?.trim();
  if (!address) return { video: rest as T };
  const provider: VideoProvider =
    fields.video_provider ?? (address.startsWith('/media/') ? 'upload' : 'youtube');
  let video: string;
  if (provider === 'upload') {
    if (!isUploadedVideoPath(address)) return { problem: 'video_path_invalid' };
    video = address;
  } else {
    const id = youTubeId(address);
    if (!id) return { problem: 'video_youtube_invalid' };
    video = youTubeWatchUrl(id);
  }
  const start = fields.video_time ?? 0;
  const end = fields.video_end ?? null;
  if (!seconds(start) || (end !== null && (!seconds(end) || end <= start)))
    return { problem: 'video_time_invalid' };
  return {
    video: {
      ...rest,
      video,
      video_provider: provider,
      video_time: start,
      video_end: end,
      video_mute: fields.video_mute === true,
      video_loop: fields.video_loop === true,
      fullscreen_desktop: fields.fullscreen_desktop === true,
      fullscreen_mobile: fields.fullscreen_mobile === true,
    } as T,
  };
}

/** The video a screen plays, or null when there is none (or its address no longer reads). */
export function shownVideo(fields: VideoFields | null | undefined): ShownVideo | null {
  if (!fields?.video) return null;
  const provider = fields.video_provider ?? (fields.video.startsWith('/media/') ? 'upload' : 'youtube');
  const src = provider === 'youtube' ? youTubeId(fields.video) : fields.video;
  if (!src) return null;
  return {
    provider,
    src,
    start: fields.video_time ?? 0,
    end: fields.video_end ?? null,
    loop: fields.video_loop === true,
    mute: fields.video_mute === true,
    fullscreenDesktop: fields.fullscreen_desktop === true,
    fullscreenMobile: fields.fullscreen_mobile === true,
  };
}
