import type { PlayerAnswer } from '../question-types/player-answer.ts';
import type { GameState } from './events.ts';

/** One player's answer to the question on screen, as the game took it (points frozen in the event). */
export interface ReplayAnswer {
  playerId: string;
  name: string;
  answer: PlayerAnswer;
  points: number;
  correct: boolean;
}

/**
 * The answers in so far to the question on the quizmaster's screen, in joining order: the replay shows
 * them beside the screen, as the report does, because the live screen only counts them. None in the
 * lobby, before the first question, or for players removed since (they left the game's standings too).
 */
export function replayAnswersOf(state: GameState): ReplayAnswer[] {
  if (state.phase === 'absent' || state.phase === 'lobby' || state.index < 0) return [];
  const answers: ReplayAnswer[] = [];
  for (const player of state.players.values()) {
    const given = player.answers[state.index];
    if (!given) continue;
    answers.push({
      playerId: player.playerId,
      name: player.name,
      answer: given.answer,
      points: given.points,
      correct: given.correct,
    });
  }
  return answers;
}
