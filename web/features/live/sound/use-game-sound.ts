import { atomWithStorage } from 'jotai/utils';
import { useEffect, useRef } from 'react';
import type { RoomView } from '../../../../domain/game/views.ts';
import type { Verdict } from '../../../components/live-screens/answer-verdict.ts';
import { playEffect, startMusic, stopMusic } from '../../../components/live-screens/sound/sound-player.ts';

/** A room filling up plays one "pop" per this many ms at most, not one per player. */
const JOIN_SOUND_GAP_MS = 400;

/**
 * The quizmaster's screen plays the room's sound when the quizmaster's sound setting is on: music while
 * a question is open (faded out when it closes, then the time-up chime), a pop as players arrive, and a
 * fanfare for the podium. A music question's own clip plays instead of the background music. Only the quizmaster's screen plays it, so a second screen in the same room
 * does not play it twice.
 */
export function useRoomSound(view: RoomView | null): void {
  const on = view?.live.sound ?? false;
  const phase = view?.phase ?? null;
  const index = view?.question?.index ?? -1;
  const players = view?.playerCount ?? 0;
  const previous = useRef<{ phase: string | null; index: number; players: number } | null>(null);
  const lastJoinSound = useRef(0);

  // A question that plays its own sound (a song) or shows content (a slide) has no background music.
  const ownSound = view?.question ? ['music', 'slide'].includes(view.question.screen.question_type) : false;
  // The quiz's own background music (its look) takes the place of ours.
  const musicOn = on && phase === 'question' && !ownSound && !view?.look?.background_music;
  useEffect(() => {
    if (musicOn) startMusic();
    else stopMusic();
  }, [musicOn]);
  useEffect(() => () => stopMusic(), []);

  useEffect(() => {
    const before = previous.current;
    previous.current = { phase, index, players };
    if (!on || !before) return;
    if (before.phase === 'question' && phase === 'question_closed' && before.index === index)
      playEffect('time_up');
    else if (phase === 'finished' && before.phase !== 'finished') playEffect('fanfare');
    else if (
      phase === 'lobby' &&
      players > before.players &&
      Date.now() - lastJoinSound.current > JOIN_SOUND_GAP_MS
    ) {
      lastJoinSound.current = Date.now();
      playEffect('join');
    }
  }, [on, phase, index, players]);
}

/** The player's own sound switch on their phone (the spec's player setting), remembered on the phone. */
export const phoneSoundAtom = atomWithStorage('kviss.live.phone-sound', true, undefined, { getOnInit: true });

/** A phone sounds its verdict once when the result shows, if both the quizmaster and the player want sound. */
export function useVerdictSound(verdict: Verdict, room: RoomView, phoneSound: boolean): void {
  const played = useRef(false);
  useEffect(() => {
    if (played.current || !room.live.sound || !phoneSound) return;
    played.current = true;
    if (verdict === 'correct' || verdict === 'partly') playEffect('correct');
    else if (verdict === 'wrong') playEffect('wrong');
  }, [verdict, room.live.sound, phoneSound]);
}
