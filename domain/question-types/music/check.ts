import { checkBasic } from '../basic/check.ts';
import type { Checked } from '../common.ts';
import { asBasic } from './as-basic.ts';
import { type MusicQuestion, START_TIME_MAX_SECONDS } from './schema.ts';

/** Uploads are served from here (api/plugins/media-files.ts); a clip elsewhere would not play under our CSP. */
const MEDIA_PREFIX = '/media/';

/**
 * Spec §5: the question and its answers as multiple choice (basic's rule), then the clip: a music
 * question needs its sound ("required media per type"), from our media store, starting within it.
 */
export function checkMusic(question: MusicQuestion): Checked<MusicQuestion> {
  const basic = checkBasic(asBasic(question));
  if ('problem' in basic) return basic;
  const { audio, start_time } = question.song;
  if (!audio?.trim()) return { problem: 'music_audio_required' };
  if (!audio.startsWith(MEDIA_PREFIX) || audio.includes('..')) return { problem: 'music_audio_invalid' };
  if (!Number.isInteger(start_time) || start_time < 0 || start_time > START_TIME_MAX_SECONDS)
    return { problem: 'music_start_time_invalid' };
  const { title, explanation, answers } = basic.question;
  return { question: { ...question, title, explanation, answers } };
}
