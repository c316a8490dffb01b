import Type from 'typebox';

export const MUSIC_SEARCH_TEXT_MAX = 100;
export const MUSIC_SEARCH_LIMIT_DEFAULT = 10;

/** GET /api/music/search?q=…&limit=… (a query string holds text: the limit is written out, 1 to 20). */
export const MusicSearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: MUSIC_SEARCH_TEXT_MAX }),
  limit: Type.Optional(Type.String({ pattern: '^([1-9]|1[0-9]|20)$' })),
});

export const FoundTrackReply = Type.Object({
  id: Type.String(),
  name: Type.String(),
  artists: Type.Array(Type.String()),
  /** A short clip to listen to before choosing; null when the provider has none. */
  preview_url: Type.Union([Type.String(), Type.Null()]),
});
export type FoundTrackReply = Type.Static<typeof FoundTrackReply>;

export const MusicSearchReply = Type.Object({ tracks: Type.Array(FoundTrackReply) });
export type MusicSearchReply = Type.Static<typeof MusicSearchReply>;
