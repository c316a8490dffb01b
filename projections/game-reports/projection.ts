import { sql, type Transaction } from 'kysely';
import type { AnswerSubmitted, GameEvent, GameQuestion, GameSettings } from '../../domain/game/events.ts';
import type { PlayerAnswer } from '../../domain/question-types/player-answer.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';

const GAME_EVENT_TYPES = [
  'GameOpened',
  'PlayerJoined',
  'PlayerKicked',
  'PlayerLimitChanged',
  'HostConnectionChanged',
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
 * The report of each game. Points are those frozen in each answer event when
 * the game accepted it (old answers are upcast on read), never rescored, so a
 * rebuilt report shows exactly the scores the players saw. The game row's version guards
 * every event: a replay changes nothing.
 *
 * A batch of the log is applied together: each game's row is read once, and
 * runs of joins and of answers are written with one statement each, so a
 * hall of thousands is reported seconds after its game, not minutes. The
 * report row's own columns (phase, times, current question) are gathered in
 * memory and written once per game per batch, and answers to several
 * questions merge into one update per player: a rebuild rewrites each row a
 * few times, not once per event (bench:reports).
 */
export const gameReportsProjection: Projection = {
  name: 'game-reports',
  eventTypes: GAME_EVENT_TYPES,
  tables: ['rm_game_players', 'rm_game_reports'],
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch,
};

async function applyBatch(trx: Transaction<unknown>, recorded: readonly RecordedEvent[]): Promise<[]> {
  const batch = new GameBatch(trx);
  for (const event of recorded as ReadonlyArray<RecordedEvent<GameEvent>>) await batch.add(event);
  await batch.finish();
  return [];
}

interface PendingPlayer {
  answers: Record<string, { answer: PlayerAnswer; points: number; correct: boolean; receivedAt: string }>;
  points: number;
}

/** One batch of game events: rows read once, joins and answers collected and written together. */
class GameBatch {
  readonly #trx: Transaction<unknown>;
  readonly #games = new Map<string, GameRow | null>();
  readonly #touched = new Set<string>();
  readonly #joins = new Map<string, Array<{ playerId: string; name: string; position: bigint }>>();
  readonly #answers = new Map<string, Map<string, PendingPlayer>>();
  /** Report columns set by this batch's events, written at its end (later events overwrite earlier ones). */
  readonly #reportPatches = new Map<string, Record<string, unknown>>();

  constructor(trx: Transaction<unknown>) {
    this.#trx = trx;
  }

  async add(event: RecordedEvent<GameEvent>): Promise<void> {
    const gameId = event.streamName.slice('game-'.length);
    if (event.type === 'GameOpened') {
      const d = event.data;
      await sql`
        insert into rm_game_reports (game_id, quiz_id, host_id, quiz_title, pin, phase, questions, settings, opened_at, version)
        values (${d.gameId}, ${d.quizId}, ${d.hostId}, ${d.quizTitle}, ${d.pin}, 'lobby',
                ${JSON.stringify(d.questions)}::jsonb, ${JSON.stringify(d.settings)}::jsonb, ${event.metadata.at}, ${event.streamVersion})
        on conflict (game_id) do nothing
      `.execute(this.#trx);
      this.#games.delete(gameId);
      return;
    }
    const game = await this.#game(gameId);
    if (!game || game.version >= event.streamVersion) return;
    game.version = event.streamVersion;
    this.#touched.add(gameId);
    if (event.type === 'PlayerJoined') {
      await this.#flushAnswers(gameId);
      const joins = this.#joins.get(gameId) ?? [];
      joins.push({ playerId: event.data.playerId, name: event.data.name, position: BigInt(event.position) });
      this.#joins.set(gameId, joins);
      return;
    }
    if (event.type === 'AnswerSubmitted') {
      await this.#flushJoins(gameId);
      this.#collectAnswer(gameId, game, event.data);
      return;
    }
    // A player's row exists before anything is written to it. Answers need no flush here: no other
    // event writes the columns they add to (answers, score), so they wait for the batch's end.
    await this.#flushJoins(gameId);
    const patch = (columns: Record<string, unknown>) =>
      this.#reportPatches.set(gameId, { ...this.#reportPatches.get(gameId), ...columns });
    await applyToGame(this.#trx, gameId, game, event, patch);
  }

  async finish(): Promise<void> {
    for (const gameId of this.#touched) {
      await this.#flushJoins(gameId);
      await this.#flushAnswers(gameId);
      const columns = { ...this.#reportPatches.get(gameId), version: this.#games.get(gameId)?.version };
      const assignments = Object.entries(columns).map(
        ([column, value]) => sql`${sql.ref(column)} = ${value}`,
      );
      await sql`update rm_game_reports set ${sql.join(assignments)} where game_id = ${gameId}`.execute(
        this.#trx,
      );
    }
  }

  async #game(gameId: string): Promise<GameRow | null> {
    if (!this.#games.has(gameId)) {
      const { rows } = await sql<GameRow>`
        select questions, settings, opens_at, closes_at, version from rm_game_reports
        where game_id = ${gameId}
        for update
      `.execute(this.#trx);
      this.#games.set(gameId, rows[0] ?? null);
    }
    return this.#games.get(gameId) ?? null;
  }

  #collectAnswer(gameId: string, game: GameRow, data: AnswerSubmitted['data']): void {
    const { playerId, index, answer, receivedAt, points, correct } = data;
    if (!game.questions[index] || !game.opens_at) return;
    const players = this.#answers.get(gameId) ?? new Map<string, PendingPlayer>();
    const pending = players.get(playerId) ?? { answers: {}, points: 0 };
    pending.answers[String(index)] = { answer, points, correct, receivedAt };
    pending.points += points;
    players.set(playerId, pending);
    this.#answers.set(gameId, players);
  }

  async #flushJoins(gameId: string): Promise<void> {
    const joins = this.#joins.get(gameId);
    if (!joins?.length) return;
    this.#joins.delete(gameId);
    await sql`
      insert into rm_game_players (game_id, player_id, name, joined_position)
      select ${gameId}::uuid, j.player_id, j.name, j.position
      from jsonb_to_recordset(${JSON.stringify(joins.map((j) => ({ player_id: j.playerId, name: j.name, position: String(j.position) })))}::jsonb)
        as j(player_id text, name text, position bigint)
      on conflict do nothing
    `.execute(this.#trx);
  }

  async #flushAnswers(gameId: string): Promise<void> {
    const players = this.#answers.get(gameId);
    if (!players?.size) return;
    this.#answers.delete(gameId);
    // One row per player (answers to several questions merged), so no player is updated twice.
    const rows = [...players].map(([playerId, p]) => ({
      player_id: playerId,
      answers: p.answers,
      points: p.points,
    }));
    await sql`
      update rm_game_players p
      set answers = p.answers || a.answers, score = p.score + a.points
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as a(player_id text, answers jsonb, points integer)
      where p.game_id = ${gameId} and p.player_id = a.player_id
    `.execute(this.#trx);
  }
}

async function applyToGame(
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
