import { sql, type Transaction } from 'kysely';
import type { GameEvent, GameQuestion, GameSettings } from '../../domain/game/events.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';

/** A game's report row as a batch reads it (projection.ts): what the events after its opening need. */
export interface GameRow {
  questions: GameQuestion[];
  settings: GameSettings;
  opens_at: Date | null;
  closes_at: Date | null;
  version: number;
}

/**
 * Every game event but the opening, the joins and the answers (which the batch gathers and writes
 * together): the report row's columns it sets go to `patch`, written when the batch ends; the rare
 * rest (removals, teams) is written at once.
 */
export async function applyToGame(
  trx: Transaction<unknown>,
  gameId: string,
  game: GameRow,
  event: Exclude<RecordedEvent<GameEvent>, { type: 'GameOpened' | 'PlayerJoined' | 'AnswerSubmitted' }>,
  /** Sets columns of the game's report row, written when the batch ends. */
  patch: (columns: Record<string, unknown>) => void,
): Promise<void> {
  switch (event.type) {
    case 'PlayerKicked':
      await sql`update rm_game_players set kicked = true where game_id = ${gameId} and player_id = ${event.data.playerId}`.execute(
        trx,
      );
      return;
    case 'PlayerLimitChanged':
    case 'PlayerTurnedAway':
      return;
    case 'GameStarted':
      patch({ phase: 'running', started_at: event.metadata.at });
      return;
    case 'HostConnectionChanged':
      // A lobby whose quizmaster's screen is gone was left behind (the queries call it abandoned).
      patch({ host_away: !event.data.connected });
      return;
    case 'TeamModeChanged':
      patch({ team_mode: event.data.enabled });
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
      patch({
        current_index: event.data.index,
        opens_at: event.data.opensAt,
        closes_at: event.data.closesAt,
      });
      // Answers later in the same batch are scored against this question's times.
      game.opens_at = new Date(event.data.opensAt);
      game.closes_at = event.data.closesAt === null ? null : new Date(event.data.closesAt);
      return;
    // A player let back in comes back as a new player: the removed one stays removed in the report.
    case 'PlayerLetBackIn':
    case 'QuestionClosed':
    case 'LiveSettingsChanged':
    case 'RoomLocked':
    case 'RoomUnlocked':
    case 'TwoStepJoinChanged':
      return;
    case 'GameEnded':
      patch({
        phase: event.data.reason === 'cancelled' ? 'cancelled' : 'finished',
        ended_at: event.metadata.at,
        end_reason: event.data.reason,
      });
      return;
    default:
      assertNever(event);
  }
}
