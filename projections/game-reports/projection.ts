import { sql, type Transaction } from 'kysely';
import type { GameEvent, GameQuestion, GameSettings } from '../../domain/game/events.ts';
import { pointsFor } from '../../domain/game/scoring.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';

const GAME_EVENT_TYPES = [
  'GameOpened',
  'PlayerJoined',
  'PlayerKicked',
  'PlayerLimitChanged',
  'GameStarted',
  'TeamModeChanged',
  'TeamCreated',
  'PlayerJoinedTeam',
  'TeamDisbanded',
  'QuestionStarted',
  'AnswerSubmitted',
  'QuestionClosed',
  'GameEnded',
] as const satisfies readonly GameEvent['type'][];

interface GameRow {
  questions: GameQuestion[];
  settings: GameSettings;
  opens_at: Date | null;
  closes_at: Date | null;
  version: number;
}

/**
 * The report of each game. Answers are scored with the same `pointsFor` the
 * live game uses, from times recorded in the events, so a rebuilt report
 * shows exactly the scores the players saw. The game row's version guards
 * every event: a replay changes nothing.
 */
export const gameReportsProjection: Projection = {
  name: 'game-reports',
  eventTypes: GAME_EVENT_TYPES,
  tables: ['rm_game_players', 'rm_game_reports'],
  async apply(trx, recorded) {
    const event = recorded as RecordedEvent<GameEvent>;
    const gameId = event.streamName.slice('game-'.length);
    if (event.type === 'GameOpened') {
      const d = event.data;
      await sql`
        insert into rm_game_reports (game_id, quiz_id, host_id, quiz_title, pin, phase, questions, settings, opened_at, version)
        values (${d.gameId}, ${d.quizId}, ${d.hostId}, ${d.quizTitle}, ${d.pin}, 'lobby',
                ${JSON.stringify(d.questions)}::jsonb, ${JSON.stringify(d.settings)}::jsonb, ${event.metadata.at}, ${event.streamVersion})
        on conflict (game_id) do nothing
      `.execute(trx);
      return [];
    }
    const { rows } = await sql<GameRow>`
      select questions, settings, opens_at, closes_at, version from rm_game_reports
      where game_id = ${gameId} and version < ${event.streamVersion}
      for update
    `.execute(trx);
    const game = rows[0];
    if (!game) return [];
    await applyToGame(trx, gameId, game, event);
    await sql`update rm_game_reports set version = ${event.streamVersion} where game_id = ${gameId}`.execute(
      trx,
    );
    return [];
  },
};

async function applyToGame(
  trx: Transaction<unknown>,
  gameId: string,
  game: GameRow,
  event: Exclude<RecordedEvent<GameEvent>, { type: 'GameOpened' }>,
): Promise<void> {
  switch (event.type) {
    case 'PlayerJoined':
      await sql`
        insert into rm_game_players (game_id, player_id, name, joined_position)
        values (${gameId}, ${event.data.playerId}, ${event.data.name}, ${event.position})
        on conflict do nothing
      `.execute(trx);
      return;
    case 'PlayerKicked':
      await sql`update rm_game_players set kicked = true where game_id = ${gameId} and player_id = ${event.data.playerId}`.execute(
        trx,
      );
      return;
    case 'PlayerLimitChanged':
      return;
    case 'GameStarted':
      await sql`update rm_game_reports set phase = 'running' where game_id = ${gameId}`.execute(trx);
      return;
    case 'TeamModeChanged':
      await sql`update rm_game_reports set team_mode = ${event.data.enabled} where game_id = ${gameId}`.execute(
        trx,
      );
      return;
    case 'TeamCreated':
      await sql`
        update rm_game_reports set teams = teams || jsonb_build_object(${event.data.teamId}::text, ${event.data.name}::text)
        where game_id = ${gameId}
      `.execute(trx);
      return;
    case 'PlayerJoinedTeam':
      await sql`
        update rm_game_players set team_id = ${event.data.teamId} where game_id = ${gameId} and player_id = ${event.data.playerId}
      `.execute(trx);
      return;
    case 'TeamDisbanded':
      await sql`update rm_game_reports set teams = teams - ${event.data.teamId}::text where game_id = ${gameId}`.execute(
        trx,
      );
      return;
    case 'QuestionStarted':
      await sql`
        update rm_game_reports set current_index = ${event.data.index}, opens_at = ${event.data.opensAt}, closes_at = ${event.data.closesAt}
        where game_id = ${gameId}
      `.execute(trx);
      return;
    case 'AnswerSubmitted': {
      const { playerId, index, answerIds, receivedAt } = event.data;
      const question = game.questions[index];
      if (!question || !game.opens_at) return;
      const points = pointsFor(question, answerIds, {
        opensAt: game.opens_at.getTime(),
        // No closing time: the game was played without a time limit.
        closesAt: game.closes_at?.getTime() ?? null,
        receivedAt: Date.parse(receivedAt),
        speedScoring: game.settings.speedScoring,
      });
      const answer = { answerIds, points, receivedAt };
      await sql`
        update rm_game_players
        set answers = answers || jsonb_build_object(${String(index)}::text, ${JSON.stringify(answer)}::jsonb),
            score = score + ${points}
        where game_id = ${gameId} and player_id = ${playerId}
      `.execute(trx);
      return;
    }
    case 'QuestionClosed':
    case 'LiveSettingsChanged':
      return;
    case 'GameEnded':
      await sql`
        update rm_game_reports set phase = ${event.data.reason === 'cancelled' ? 'cancelled' : 'finished'},
               ended_at = ${event.metadata.at}, end_reason = ${event.data.reason}
        where game_id = ${gameId}
      `.execute(trx);
      return;
    default:
      assertNever(event);
  }
}
