import type { RoomView } from '../../../domain/game/views.ts';

/**
 * Whether the quizmaster's screen plays the quiz's background music now: when the quizmaster's sound
 * setting is on, except while a question that makes its own sound is open (a song, a slide, a video
 * with its sound on). The quizmaster's screen only: a second screen in the same room, or thirty phones,
 * would play it out of step.
 */
export function playsQuizMusic(room: RoomView): boolean {
  if (!room.live.sound || !room.look?.background_music) return false;
  const question = room.phase === 'question' ? room.question : null;
  if (!question) return true;
  if (['music', 'slide'].includes(question.screen.question_type)) return false;
  return !question.video || question.video.mute;
}
