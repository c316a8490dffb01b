/**
 * The shapes of the report calls and the pure helpers that read them. Field names follow the server
 * (projections/game-reports/queries.ts); the web app may not import it (DESIGN §1), so they are repeated.
 */

/** One game in the quiz's list of games played (`GET /api/reports/quizzes/{quizId}/games`). */
export interface GameListItem {
  game_id: string;
  /** `lobby`, `running`, `finished`, `cancelled` or `abandoned`. */
  phase: string;
  opened_at: string;
  players: number;
}

export interface ReportQuestion {
  question_id: string;
  title: string;
  /** `quiz` (scored) or `poll`. */
  kind: string;
  answers: Array<{ answer_id: string; title: string; is_correct: boolean }>;
}

export interface PlayerAnswer {
  answerIds: string[];
  points: number;
  receivedAt: string;
}

export interface ReportPlayer {
  rank: number;
  player_id: string;
  name: string;
  score: number;
  kicked: boolean;
  /** By the question's position in the game (`"0"`, `"1"`, …). */
  answers: Record<string, PlayerAnswer>;
}

/** `GET /api/reports/games/{id}`. */
export interface GameReport {
  game_id: string;
  quiz_id: string;
  quiz_title: string;
  phase: string;
  opened_at: string;
  ended_at: string | null;
  end_reason: string | null;
  questions: ReportQuestion[];
  players: ReportPlayer[];
}

/** `abandoned`: a lobby whose quizmaster left before starting it (never played). */
export const GAME_PHASES = ['lobby', 'running', 'finished', 'cancelled', 'abandoned'] as const;
export type GamePhase = (typeof GAME_PHASES)[number];

export function isGamePhase(phase: string): phase is GamePhase {
  return (GAME_PHASES as readonly string[]).includes(phase);
}

export type AnswerOutcome = 'correct' | 'incorrect' | 'no_answer' | 'answered';

/** The player's answer to the game's question at `index`, if they gave one. */
export function answerOf(player: ReportPlayer, index: number, questionId: string): PlayerAnswer | null {
  const answer = player.answers[String(index)] ?? player.answers[questionId];
  return answer && Array.isArray(answer.answerIds) && answer.answerIds.length > 0 ? answer : null;
}

/**
 * How the answer went. Points decide when there are any; a zero-point answer is still correct when the
 * picks are exactly the correct answers (right under both "any" and "all", e.g. a question worth 0).
 * A poll has no right answer: answering is all there is.
 */
export function outcomeOf(question: ReportQuestion, answer: PlayerAnswer | null): AnswerOutcome {
  if (!answer) return 'no_answer';
  if (question.kind === 'poll') return 'answered';
  if (answer.points > 0) return 'correct';
  const correct = new Set(question.answers.filter((a) => a.is_correct).map((a) => a.answer_id));
  const picks = new Set(answer.answerIds);
  const exact = picks.size === correct.size && [...picks].every((id) => correct.has(id));
  return exact ? 'correct' : 'incorrect';
}

export interface QuestionRow {
  player: ReportPlayer;
  outcome: AnswerOutcome;
  points: number;
  /** The titles of the answers picked, in the question's order. */
  picked: string[];
}

/** One row per ranked player for the question at `index`. */
export function questionRows(report: GameReport, index: number): QuestionRow[] {
  const question = report.questions[index];
  if (!question) return [];
  return report.players.map((player) => {
    const answer = answerOf(player, index, question.question_id);
    const picks = new Set(answer?.answerIds ?? []);
    return {
      player,
      outcome: outcomeOf(question, answer),
      points: answer?.points ?? 0,
      picked: question.answers.filter((a) => picks.has(a.answer_id)).map((a) => a.title),
    };
  });
}

/** How many players got the question right (scored questions) or answered it (polls). */
export function questionTally(rows: readonly QuestionRow[]): { hits: number; of: number } {
  return {
    hits: rows.filter((r) => r.outcome === 'correct' || r.outcome === 'answered').length,
    of: rows.filter((r) => !r.player.kicked).length,
  };
}
