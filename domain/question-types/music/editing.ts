import { basicFrom, newBasicQuestion } from '../basic/editing.ts';
import type { BasicQuestion } from '../basic/schema.ts';
import { ANSWER_TITLE_MAX, type CommonQuestion } from '../common.ts';
import type { NewQuestionDeps } from '../question-type.ts';
import type { MusicQuestion, MusicTrack, Song } from './schema.ts';

/** No clip yet: the check asks for one before the quiz can be played. */
export const NO_SONG: Song = { audio: null, start_time: 0, only_master: false, track: null };

function fromBasic(question: BasicQuestion): MusicQuestion {
  const { kind: _kind, chart_type: _chart, question_type: _type, ...rest } = question;
  return { ...rest, question_type: 'music', song: NO_SONG };
}

/** A new music question: multiple choice's defaults (two answers, the first correct, 30 s) and no clip. */
export const newMusicQuestion = (deps: NewQuestionDeps): MusicQuestion => fromBasic(newBasicQuestion(deps));

/**
 * Another type's question as music (spec §4): its answers are kept as multiple choice keeps them (a
 * one-answer question gains a second, the first is correct when none is), and the song starts empty —
 * spec §4 "changing type resets the song unless music". Going the other way, each target type's
 * convert drops `song` by building its own shape.
 */
export const musicFrom = (
  from: CommonQuestion & { answers?: ReadonlyArray<unknown> },
  deps: NewQuestionDeps,
): MusicQuestion => fromBasic(basicFrom(from, deps));

const TITLE_SEPARATOR = ' — ';

/** "Name — Artist, Artist", cut to what an answer may hold. */
export function trackTitle(track: MusicTrack): string {
  const artists = track.artists.map((a) => a.trim()).filter(Boolean);
  const title = [track.name.trim(), artists.join(', ')].filter(Boolean).join(TITLE_SEPARATOR);
  return [...title].slice(0, ANSWER_TITLE_MAX).join('');
}

/**
 * Spec §4 "adding a song sets the first answer title to track name and artists": the track is
 * remembered, and the first answer names it. The clip itself is the creator's upload (or the
 * provider's preview, cached into our media store), so `audio` is left as it is.
 */
export function addTrack(question: MusicQuestion, track: MusicTrack): MusicQuestion {
  const [first, ...others] = question.answers;
  const answers = first ? [{ ...first, title: trackTitle(track) }, ...others] : question.answers;
  return { ...question, song: { ...question.song, track }, answers };
}
