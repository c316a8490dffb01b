import Type from 'typebox';
import { ANSWERS_MAX, type BasicSummary } from '../basic/schema.ts';
import {
  AnswerSchema,
  type ChoiceOnScreen,
  commonQuestionFields,
  IdSchema,
  MediaPathSchema,
} from '../common.ts';

/** A clip may start anywhere in an hour of sound: a 10 MB upload holds no more at a speech bitrate. */
export const START_TIME_MAX_SECONDS = 3600;
export const TRACK_NAME_MAX = 200;
export const TRACK_ARTISTS_MAX = 20;

/** A track a music-search provider found (commands/music-search): what the editor keeps of it. */
export const MusicTrackSchema = Type.Object({
  id: IdSchema,
  name: Type.String({ maxLength: TRACK_NAME_MAX * 4 }),
  artists: Type.Array(Type.String({ maxLength: TRACK_NAME_MAX * 4 }), { maxItems: TRACK_ARTISTS_MAX }),
});
export type MusicTrack = Type.Static<typeof MusicTrackSchema>;

/**
 * The clip a music question plays: the spec's `spotify_track` with its `only_master` flag. It is named
 * `song` (spec §4 "resets the song", "adding a song") because the sound is an upload of the creator's
 * own, kept in our media store; `track` remembers which provider track it came from, when one did.
 */
export const SongSchema = Type.Object({
  /** A `/media/` path; null until the creator uploads one (the check then says it is required). */
  audio: Type.Union([MediaPathSchema, Type.Null()]),
  /** Where in the clip playing starts, in whole seconds. */
  start_time: Type.Integer(),
  /** Played on the quizmaster's screen only: phones are not even told where the sound is. */
  only_master: Type.Boolean(),
  track: Type.Union([MusicTrackSchema, Type.Null()]),
});
export type Song = Type.Static<typeof SongSchema>;

/**
 * `music` (spec question_type): a clip plays while players pick among choices, answered and scored
 * like multiple choice (`answers_required` one or all, spec AND/OR).
 */
export const MusicQuestionSchema = Type.Object({
  ...commonQuestionFields,
  question_type: Type.Literal('music'),
  answers_required: Type.Union([Type.Literal('one'), Type.Literal('all')]),
  answers: Type.Array(AnswerSchema, { maxItems: ANSWERS_MAX * 2 }),
  song: SongSchema,
});
export type MusicQuestion = Type.Static<typeof MusicQuestionSchema>;

/** What a screen shows while the question is open: the choices and the clip, never the key or the track. */
export interface MusicScreen {
  question_type: 'music';
  answers_required: 'one' | 'all';
  answers: ChoiceOnScreen[];
  song: {
    /** Null on phones when the clip plays on the quizmaster's screen only. */
    audio: string | null;
    start_time: number;
    only_master: boolean;
  };
}

export interface MusicSummary extends Omit<BasicSummary, 'question_type'> {
  question_type: 'music';
  /** The track the clip came from, named once the answer is shown (null when it is not, or none). */
  track: MusicTrack | null;
}
