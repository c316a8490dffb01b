import type { QuestionProblem } from '../../../domain/question-types/common.ts';
import type { MusicQuestion, Song } from '../../../domain/question-types/music/index.ts';

/*
 * The song panel's edits, as pure functions: each returns the question with one field of its song
 * changed. The rule that judges them is the domain's (music/check.ts), shown beside the field.
 */

export const withSong = (question: MusicQuestion, change: Partial<Song>): MusicQuestion => ({
  ...question,
  song: { ...question.song, ...change },
});

/**
 * The start time as typed: whole seconds, or NaN for text that is not one ("", "1.5", "-3"), so the
 * check names the problem instead of the field quietly changing what the creator wrote.
 */
export function parseStartTime(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Which field of the panel a problem concerns, so its message shows there; null when it is not the song's. */
export function songProblemField(problem: QuestionProblem | null): 'audio' | 'start_time' | null {
  switch (problem?.problem) {
    case 'music_audio_required':
    case 'music_audio_invalid':
      return 'audio';
    case 'music_start_time_invalid':
      return 'start_time';
    default:
      return null;
  }
}

/** The clip's address for the editor's preview: it starts where the question will start it. */
export const previewSource = (song: Song): string | null =>
  song.audio ? `${song.audio}#t=${Number.isFinite(song.start_time) ? song.start_time : 0}` : null;
