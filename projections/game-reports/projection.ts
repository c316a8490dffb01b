import { sql, type Transaction } from 'kysely';
import type { AnswerSubmitted, GameEvent } from '../../domain/game/events.ts';
import type { PlayerAnswer } from '../../domain/question-types/player-answer.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';
import { applyToGame, type GameRow } from './apply-to-game.ts';

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

/**
 * The report of each game. Points are those frozen in each answer event when
 * the game accepted it (old answers are upcast on read), never rescored, so a
 * rebuilt report shows exactly the scores the players saw. The game row's version guards
 * every event: a replay changes nothing.
 *
 * A batch of the log is applied together, across games: the games' rows are read with one
 * statement, and the batch's new games, joins, answers and score changes are written with one
 * statement each. Answers are rows of their own (rm_game_answers), inserted once, so an answer never
 * rewrites a player's row with everything they answered before; a player's row only has its score
 * moved, once per batch. The report row's own columns (phase, times, current question) are gathered
 * in memory and written once per game per batch (bench:reports).
 */
export const gameReportsProjection: Projection = {
  name: 'game-reports',
  eventTypes: GAME_EVENT_TYPES,
  tables: ['rm_game_answers', 'rm_game_players', 'rm_game_reports'],
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch,
};

const gameIdOf = (event: RecordedEvent) => event.streamName.slice('game-'.length);

async function applyBatch(trx: Transaction<unknown>, recorded: readonly RecordedEvent[]): Promise<[]> {
  const events = recorded as ReadonlyArray<RecordedEvent<GameEvent>>;
  const batch = new GameBatch(trx);
  await batch.open(events);
  for (const event of events) {
    if (event.type === 'GameOpened') continue;
    // Joins and answers are only gathered: no statement, so no await for each of the thousands.
    if (event.type === 'PlayerJoined' || event.type === 'AnswerSubmitted') batch.gather(event);
    else await batch.add(event);
  }
  await batch.finish();
  return [];
}

interface PendingAnswer {
  game_id: string;
  player_id: string;
  question_index: number;
  answer: PlayerAnswer;
  points: number;
  correct: boolean;
  received_at: string;
}

const json = (rows: readonly unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** One batch of game events: rows read once, joins, answers and scores collected and written together. */
class GameBatch {
  readonly #trx: Transaction<unknown>;
  readonly #games = new Map<string, GameRow>();
  readonly #touched = new Set<string>();
  #joins: Array<{ game_id: string; player_id: string; name: string; position: string }> = [];
  /** By game, player and question: a later answer to the same question replaces the earlier one. */
  readonly #answers = new Map<string, PendingAnswer>();
  /** Points gained in this batch, by game and player. */
  readonly #scores = new Map<string, { game_id: string; player_id: string; points: number }>();
  /** Report columns set by this batch's events, written at its end (later events overwrite earlier ones). */
  readonly #reportPatches = new Map<string, Record<string, unknown>>();

  constructor(trx: Transaction<unknown>) {
    this.#trx = trx;
  }

  /** Inserts the batch's new games, then reads (and locks) every game the batch speaks of. */
  async open(events: ReadonlyArray<RecordedEvent<GameEvent>>): Promise<void> {
    const opened = events.flatMap((event) =>
      event.type === 'GameOpened'
        ? [
            {
              game_id: event.data.gameId,
              quiz_id: event.data.quizId,
              host_id: event.data.hostId,
              quiz_title: event.data.quizTitle,
              pin: event.data.pin,
              questions: event.data.questions,
              settings: event.data.settings,
              opened_at: event.metadata.at,
              version: event.streamVersion,
            },
          ]
        : [],
    );
    if (opened.length > 0)
      await sql`
        insert into rm_game_reports (game_id, quiz_id, host_id, quiz_title, pin, phase, questions, settings, opened_at, version)
        select g.game_id, g.quiz_id, g.host_id, g.quiz_title, g.pin, 'lobby', g.questions, g.settings, g.opened_at, g.version
        from jsonb_to_recordset(${json(opened)}) as g(game_id uuid, quiz_id uuid, host_id text, quiz_title text, pin text,
          questions jsonb, settings jsonb, opened_at timestamptz, version integer)
        on conflict (game_id) do nothing
      `.execute(this.#trx);
    const ids = [...new Set(events.filter((e) => e.type !== 'GameOpened').map(gameIdOf))];
    if (ids.length === 0) return;
    const { rows } = await sql<GameRow & { game_id: string }>`
      select game_id, questions, settings, opens_at, closes_at, version from rm_game_reports
      where game_id = any(${ids}::uuid[])
      for update
    `.execute(this.#trx);
    for (const { game_id, ...game } of rows) this.#games.set(game_id, game);
  }

  /** The game the event belongs to, when the event is new to it (the version guard); its version moves on. */
  #take(event: RecordedEvent<GameEvent>): GameRow | null {
    const gameId = gameIdOf(event);
    const game = this.#games.get(gameId);
    if (!game || game.version >= event.streamVersion) return null;
    game.version = event.streamVersion;
    this.#touched.add(gameId);
    return game;
  }

  /** A join or an answer: kept for the statements at the batch's end. */
  gather(event: RecordedEvent<Extract<GameEvent, { type: 'PlayerJoined' | 'AnswerSubmitted' }>>): void {
    const game = this.#take(event);
    if (!game) return;
    const gameId = gameIdOf(event);
    if (event.type === 'PlayerJoined') {
      const { playerId, name } = event.data;
      this.#joins.push({ game_id: gameId, player_id: playerId, name, position: String(event.position) });
    } else {
      this.#collectAnswer(gameId, game, event.data);
    }
  }

  async add(
    event: RecordedEvent<Exclude<GameEvent, { type: 'GameOpened' | 'PlayerJoined' | 'AnswerSubmitted' }>>,
  ): Promise<void> {
    const game = this.#take(event);
    if (!game) return;
    const gameId = gameIdOf(event);
    // A player's row exists before anything is written to it. Answers and scores need no flush here:
    // no other event writes what they write, so they wait for the batch's end.
    await this.#flushJoins();
    const patch = (columns: Record<string, unknown>) =>
      this.#reportPatches.set(gameId, { ...this.#reportPatches.get(gameId), ...columns });
    await applyToGame(this.#trx, gameId, game, event, patch);
  }

  async finish(): Promise<void> {
    await this.#flushJoins();
    await this.#flushAnswers();
    for (const gameId of this.#touched) {
      const columns = { ...this.#reportPatches.get(gameId), version: this.#games.get(gameId)?.version };
      const assignments = Object.entries(columns).map(
        ([column, value]) => sql`${sql.ref(column)} = ${value}`,
      );
      await sql`update rm_game_reports set ${sql.join(assignments)} where game_id = ${gameId}`.execute(
        this.#trx,
      );
    }
  }

  #collectAnswer(gameId: string, game: GameRow, data: AnswerSubmitted['data']): void {
    const { playerId, index, answer, receivedAt, points, correct } = data;
    if (!game.questions[index] || !game.opens_at) return;
    const player = `${gameId}\n${playerId}`;
    this.#answers.set(`${player}\n${index}`, {
      game_id: gameId,
      player_id: playerId,
      question_index: index,
      answer,
      points,
      correct,
      received_at: receivedAt,
    });
    const score = this.#scores.get(player) ?? { game_id: gameId, player_id: playerId, points: 0 };
    score.points += points;
    this.#scores.set(player, score);
  }

  async #flushJoins(): Promise<void> {
    if (this.#joins.length === 0) return;
    const joins = this.#joins;
    this.#joins = [];
    await sql`
      insert into rm_game_players (game_id, player_id, name, joined_position)
      select j.game_id, j.player_id, j.name, j.position
      from jsonb_to_recordset(${json(joins)}) as j(game_id uuid, player_id text, name text, position bigint)
      on conflict do nothing
    `.execute(this.#trx);
  }

  /**
   * The batch's answers, then the scores they add to. An answer is only ever given by a player who joined
   * (the game decides so), so answers are not checked against the players: that join cost more than
   * the insert.
   */
  async #flushAnswers(): Promise<void> {
    if (this.#answers.size > 0) {
      // Column arrays and unnest, not one JSON document: PostgreSQL reads the batch's answers about a
      // quarter faster so (bench:reports), and answers are most of a rebuild.
      const answers = [...this.#answers.values()];
      await sql`
        insert into rm_game_answers (game_id, player_id, question_index, answer, points, correct, received_at)
        select * from unnest(
          ${answers.map((a) => a.game_id)}::uuid[], ${answers.map((a) => a.player_id)}::text[],
          ${answers.map((a) => a.question_index)}::integer[], ${answers.map((a) => JSON.stringify(a.answer))}::jsonb[],
          ${answers.map((a) => a.points)}::integer[], ${answers.map((a) => a.correct)}::boolean[],
          ${answers.map((a) => a.received_at)}::timestamptz[])
        on conflict (game_id, player_id, question_index) do update
          set answer = excluded.answer, points = excluded.points, correct = excluded.correct,
              received_at = excluded.received_at
      `.execute(this.#trx);
    }
    // A player who gained nothing keeps their row as it is.
    const scores = [...this.#scores.values()].filter((s) => s.points !== 0);
    if (scores.length > 0)
      await sql`
        update rm_game_players p set score = p.score + s.points
        from unnest(${scores.map((s) => s.game_id)}::uuid[], ${scores.map((s) => s.player_id)}::text[],
          ${scores.map((s) => s.points)}::integer[]) as s(game_id, player_id, points)
        where p.game_id = s.game_id and p.player_id = s.player_id
      `.execute(this.#trx);
  }
}
