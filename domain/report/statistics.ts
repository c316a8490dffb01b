import type { PlayerAnswer } from '../question-types/player-answer.ts';
import { isScoredQuestion, type QuizQuestion } from '../question-types/registry.ts';
import { OutcomeTable } from './outcome-table.ts';
import { HARDEST_COUNT, NEEDS_HELP_BELOW } from './rules.ts';

/**
 * What a report says about its run, read from the answers as the run froze them (points and verdicts
 * are never recomputed, DESIGN §2). Pure, so the server's exports and the browser's report page show
 * the same figures. It reads the players as an OutcomeTable (outcome-table.ts): numbers in flat arrays,
 * so a hall of ten thousand costs a few megabytes, not an object per answer.
 */

/** What statistics read of an answer: its frozen points and verdict, and when it arrived. */
export interface AnswerOutcome {
  points: number;
  correct: boolean;
  receivedAt: string;
}

export interface StatAnswer extends AnswerOutcome {
  answer: PlayerAnswer;
}

/** A player as statistics (and the report files) read them: outcomes only, not what was answered. */
export interface OutcomePlayer {
  player_id: string;
  name: string;
  score: number;
  kicked: boolean;
  /** By the question's position in the run (`"0"`, `"1"`, …). */
  answers: Record<string, AnswerOutcome>;
}

export interface StatPlayer extends OutcomePlayer {
  answers: Record<string, StatAnswer>;
}

export interface QuestionStatistics {
  index: number;
  /** Whether answers can be right or wrong (a poll, a word cloud or a slide cannot). */
  scored: boolean;
  /** The question was put to the players (a game may end before its last questions). */
  asked: boolean;
  answered: number;
  correct: number;
  /** Players who could have answered it (removed players do not count). */
  players: number;
  /** Right answers over players, 0–1; null for an unscored or unasked question. */
  shareCorrect: number | null;
  /** From the moment answering opened to the answer's arrival, in milliseconds; null when nobody answered or the opening is not known. */
  averageMs: number | null;
}

export interface PlayerStatistics {
  player_id: string;
  name: string;
  rank: number;
  score: number;
  correct: number;
  /** Scored questions this player was asked. */
  scoredAsked: number;
  /** Right over scored questions asked, 0–1; null when no scored question was asked. */
  shareCorrect: number | null;
  needsHelp: boolean;
}

export interface ReportStatistics {
  questions: QuestionStatistics[];
  /** Ranked by score, ties keep the given order; removed players are left out. */
  players: PlayerStatistics[];
  /** Indexes of the hardest scored questions, hardest first. */
  hardest: number[];
  /** Players under the help line, the lowest share first. */
  needsHelp: PlayerStatistics[];
}

export function reportStatistics(
  questions: readonly QuizQuestion[],
  players: readonly OutcomePlayer[],
  /** When answering opened for each question asked, by position. */
  opens: Readonly<Record<string, string>>,
): ReportStatistics {
  return tableStatistics(questions, OutcomeTable.of(questions.length, players), opens);
}

/** The statistics of a run's present players as a table holds them (the report files read it so). */
export function tableStatistics(
  questions: readonly QuizQuestion[],
  table: OutcomeTable,
  opens: Readonly<Record<string, string>>,
): ReportStatistics {
  const stats = questions.map((question, index) => questionStatistics(question, index, table, opens));
  const scoredAsked = stats.filter((s) => s.scored && s.asked).map((s) => s.index);
  // Ranked by score; the sort is stable, so ties keep the table's (joining) order.
  const ranked = Array.from({ length: table.size }, (_, row) => row).sort(
    (a, b) => table.score(b) - table.score(a),
  );
  const playerStats = ranked.map((row, i): PlayerStatistics => {
    let correct = 0;
    for (const index of scoredAsked) if (table.correct(row, index)) correct++;
    const shareCorrect = scoredAsked.length === 0 ? null : correct / scoredAsked.length;
    return {
      player_id: table.playerId(row),
      name: table.name(row),
      rank: i + 1,
      score: table.score(row),
      correct,
      scoredAsked: scoredAsked.length,
      shareCorrect,
      needsHelp: shareCorrect !== null && shareCorrect < NEEDS_HELP_BELOW,
    };
  });
  const hardest = stats
    .filter((s) => s.shareCorrect !== null && s.answered > 0)
    .sort((a, b) => (a.shareCorrect ?? 0) - (b.shareCorrect ?? 0) || a.index - b.index)
    .slice(0, HARDEST_COUNT)
    .map((s) => s.index);
  const needsHelp = playerStats
    .filter((p) => p.needsHelp)
    .sort((a, b) => (a.shareCorrect ?? 0) - (b.shareCorrect ?? 0) || a.rank - b.rank);
  return { questions: stats, players: playerStats, hardest, needsHelp };
}

function questionStatistics(
  question: QuizQuestion,
  index: number,
  table: OutcomeTable,
  opens: Readonly<Record<string, string>>,
): QuestionStatistics {
  const key = String(index);
  const opened = opens[key] === undefined ? null : Date.parse(opens[key]);
  const scored = isScoredQuestion(question);
  let answered = 0;
  let correct = 0;
  let timed = 0;
  let totalMs = 0;
  for (let row = 0; row < table.size; row++) {
    if (!table.answered(row, index)) continue;
    answered++;
    if (table.correct(row, index)) correct++;
    if (opened !== null) {
      timed++;
      totalMs += Math.max(0, table.receivedMs(row, index) - opened);
    }
  }
  const asked = opened !== null || answered > 0;
  const players = table.size;
  return {
    index,
    scored,
    asked,
    answered,
    correct: scored ? correct : 0,
    players,
    shareCorrect: scored && asked && players > 0 ? correct / players : null,
    averageMs: timed === 0 ? null : Math.round(totalMs / timed),
  };
}
