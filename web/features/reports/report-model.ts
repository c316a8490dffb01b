import type { Static } from 'typebox';
import type {
  GameReport as GameReportReply,
  ReportPlayer as ReportPlayerReply,
  RunAnswer,
} from '../../../api/contracts/run-reports.ts';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import { isScoredQuestion, type QuizQuestion } from '../../../domain/question-types/registry.ts';
import type { AnswerOutcome } from '../../components/answers-table.tsx';
import type { ReportView } from './reports-api.ts';

/**
 * The report tables' model and the pure helpers that read it: a report (`GET /api/reports/id/{id}`)
 * read as a game's, so a live game and a solo play share the tables. Its shapes are the API's
 * (api/contracts/run-reports.ts).
 */

/** A question as the game played it, answer key included (reports are for the quizmaster). */
export type ReportQuestion = QuizQuestion;

/** An answer as the game took it, with the points and the verdict frozen then. */
export type ReportAnswer = Static<typeof RunAnswer>;

/** A player of the report, ranked. */
export type ReportPlayer = Static<typeof ReportPlayerReply> & { rank: number };

/** A report as a game's (`GET /api/reports/games/{id}`), without what the tables do not read. */
export type GameReport = Omit<Static<typeof GameReportReply>, 'host_id' | 'teams' | 'players'> & {
  players: ReportPlayer[];
};

/** `abandoned`: a lobby whose quizmaster left before starting it (never played). */
export const GAME_PHASES = ['lobby', 'running', 'finished', 'cancelled', 'abandoned'] as const;
export type GamePhase = (typeof GAME_PHASES)[number];

export function isGamePhase(phase: string): phase is GamePhase {
  return (GAME_PHASES as readonly string[]).includes(phase);
}

/** The player's answer to the game's question at `index`, if they gave one. */
export function answerOf(player: ReportPlayer, index: number, questionId: string): ReportAnswer | null {
  return player.answers[String(index)] ?? player.answers[questionId] ?? null;
}

/** Whether answers to the question are right or wrong at all: a poll, a word cloud or a slide are not. */
export const isScored = (question: ReportQuestion): boolean => isScoredQuestion(question);

/** How the answer went: the verdict the game froze when it took it. Unscored questions are just answered. */
export function outcomeOf(question: ReportQuestion, answer: ReportAnswer | null): AnswerOutcome {
  if (!answer) return 'no_answer';
  if (!isScored(question)) return 'answered';
  return answer.correct ? 'correct' : 'incorrect';
}

export interface QuestionRow {
  player: ReportPlayer;
  outcome: AnswerOutcome;
  points: number;
  /** The answer given, as the game took it (the type's views put it in words). */
  given: PlayerAnswer | null;
}

/** One row per ranked player for the question at `index`. */
export function questionRows(report: GameReport, index: number): QuestionRow[] {
  const question = report.questions[index];
  if (!question) return [];
  return report.players.map((player) => {
    const answer = answerOf(player, index, question.question_id);
    return {
      player,
      outcome: outcomeOf(question, answer),
      points: answer?.points ?? 0,
      given: answer?.answer ?? null,
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

/** A report read as a game's, so a live game and a solo play share the tables of answers. */
export function asGameReport(view: ReportView): GameReport {
  const present = view.players.filter((p) => !p.kicked).sort((a, b) => b.score - a.score);
  const removed = view.players.filter((p) => p.kicked);
  return {
    game_id: view.report.report_id,
    quiz_id: view.report.quiz_id,
    quiz_title: view.report.quiz_title,
    phase: view.report.phase,
    opened_at: view.report.started_at,
    ended_at: null,
    end_reason: null,
    questions: view.questions,
    players: [...present, ...removed].map((player, i) => ({ ...player, rank: i + 1 })),
  };
}
