import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { GameQuestion } from '../../domain/game/events.ts';
import type { PlayerAnswer } from '../../domain/question-types/player-answer.ts';

export interface GameReport {
  game_id: string;
  quiz_id: string;
  host_id: string;
  quiz_title: string;
  phase: string;
  opened_at: string;
  ended_at: string | null;
  end_reason: string | null;
  /** The questions as the game played them (authored, with their answer key: reports are for the quizmaster). */
  questions: GameQuestion[];
  /** Null when the game was not played in teams. */
  teams: Array<{ team_id: string; name: string; score: number; members: number }> | null;
  players: Array<{
    rank: number;
    player_id: string;
    name: string;
    score: number;
    team_id: string | null;
    kicked: boolean;
    /** The answer as the game took it, with the points and verdict frozen then. */
    answers: Record<string, { answer: PlayerAnswer; points: number; correct: boolean; receivedAt: string }>;
  }>;
}

/**
 * The phase a report shows: a lobby whose quizmaster's screen is gone was abandoned, never played (it
 * would otherwise wait in the lobby forever). Should the quizmaster come back, it is a lobby again.
 */
const shownPhase = sql.raw(`case when phase = 'lobby' and host_away then 'abandoned' else phase end`);

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * A player's answers (rm_game_answers) as one document by question position, as a report reads them:
 * `player` names the rm_game_players row the query is on.
 */
export function answersOf(player: RawBuilder<unknown>) {
  return sql`coalesce((
    select jsonb_object_agg(a.question_index::text, jsonb_build_object('answer', a.answer, 'points', a.points,
             'correct', a.correct, 'receivedAt', ${iso('a.received_at')}))
    from rm_game_answers a where a.game_id = ${player}.game_id and a.player_id = ${player}.player_id
  ), '{}'::jsonb)`;
}

/** One game's report: its questions and its players ranked by score, ties in joining order. */
export async function readGameReport(db: Kysely<unknown>, gameId: string): Promise<GameReport | null> {
  const { rows } = await sql<
    Omit<GameReport, 'players' | 'teams'> & {
      team_mode: boolean;
      team_names: Record<string, string>;
    }
  >`
    select game_id, quiz_id, host_id, quiz_title, ${shownPhase} as phase, ${iso('opened_at')} as opened_at, ${iso('ended_at')} as ended_at, end_reason, questions,
           team_mode, teams as team_names
    from rm_game_reports where game_id = ${gameId}
  `.execute(db);
  const game = rows[0];
  if (!game) return null;
  const { rows: players } = await sql<GameReport['players'][number]>`
    select (row_number() over (order by kicked, score desc, joined_position))::int as rank, player_id, name, score, team_id, kicked,
           ${answersOf(sql.raw('p'))} as answers
    from rm_game_players p where game_id = ${gameId}
    order by rank
  `.execute(db);
  const { team_mode: teamMode, team_names: teamNames, ...rest } = game;
  return {
    ...rest,
    teams: teamMode ? teamsOf(teamNames, players) : null,
    players,
  };
}

/**
 * The rooms opened for a quiz, newest first (the quiz's reports list), each with its phase: played, in
 * play, cancelled or abandoned. Only those that started count as played (spec `playing_counter`).
 */
export async function listGamesOfQuiz(db: Kysely<unknown>, quizId: string) {
  const { rows } = await sql<{ game_id: string; phase: string; opened_at: string; players: number }>`
    select g.game_id, ${shownPhase} as phase, ${iso('g.opened_at')} as opened_at,
           (select count(*) from rm_game_players p where p.game_id = g.game_id and not p.kicked)::int as players
    from rm_game_reports g where g.quiz_id = ${quizId}
    order by g.opened_at desc limit 200
  `.execute(db);
  return rows;
}

/** Team scores are their members' scores added up, best first (kicked players do not count). */
function teamsOf(
  names: Record<string, string>,
  players: GameReport['players'],
): NonNullable<GameReport['teams']> {
  return Object.entries(names)
    .map(([teamId, name]) => {
      const members = players.filter((p) => p.team_id === teamId && !p.kicked);
      return {
        team_id: teamId,
        name,
        score: members.reduce((sum, p) => sum + p.score, 0),
        members: members.length,
      };
    })
    .sort((a, b) => b.score - a.score);
}
