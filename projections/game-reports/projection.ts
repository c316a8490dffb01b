import { sql, type Transaction } from 'kysely';
import type { AnswerSubmitted, GameEvent } from '../../domain/game/events.ts';
import type { PlayerAnswer } from '../../domain/question-types/player-answer.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import { copyRows } from '../copy-rows.ts';
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
 * statement, and the batch's new games, joins (with the points their players won in the batch),
 * answers (by COPY) and other players' score changes are written with one statement each. Answers are
 * rows of their own (rm_game_answers), appended once, so an answer never rewrites a player's row with
 * everything they answered before; a player's row has its score moved at most once per batch. The
 * report row's own columns (phase, times, current question) are gathered in memory and written once
 * per game per batch (bench:reports).
 */
export const gameReportsProjection: Projection<'game-reports'> = {
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

interface PendingJoin {
  game_id: string;
  player_id: string;
  name: string;
  position: string;
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
  #joins: PendingJoin[] = [];
  /** By game, player and question: one answer each (the game takes no second one). */
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
    // A player's row exists before an event writes to it. Answers and scores need no flush: they are
    // written at the batch's end, the joined players' scores with their rows.
    if (event.type === 'PlayerKicked' || event.type === 'PlayerJoinedTeam') await this.#flushJoins();
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

  /**
   * The batch's joins so far, each with the points the batch's answers gave that player (taken out of
   * the score updates), so a player who joins and answers in one batch is written once. A row that is
   * already there (a join read again) keeps its name and gains the points.
   */
  async #flushJoins(): Promise<void> {
    if (this.#joins.length === 0) return;
    // One row a player: a statement may not meet the same row twice.
    const joins = new Map<string, PendingJoin>();
    for (const join of this.#joins) {
      const player = `${join.game_id}\n${join.player_id}`;
      if (!joins.has(player)) joins.set(player, join);
    }
    this.#joins = [];
    const rows = [...joins].map(([player, join]) => {
      const score = this.#scores.get(player)?.points ?? 0;
      this.#scores.delete(player);
      return { ...join, score };
    });
    await sql`
      insert into rm_game_players (game_id, player_id, name, joined_position, score)
      select j.game_id, j.player_id, j.name, j.position, j.score
      from jsonb_to_recordset(${json(rows)}) as j(game_id uuid, player_id text, name text, position bigint, score integer)
      on conflict (game_id, player_id) do update set score = rm_game_players.score + excluded.score
        where excluded.score <> 0
    `.execute(this.#trx);
  }

  /**
   * The batch's answers, then the scores they add to. An answer is only ever given by a player who joined
   * (the game decides so), so answers are not checked against the players: that join cost more than
   * the insert.
   */
  async #flushAnswers(): Promise<void> {
    // COPY, not INSERT: answers are most of a rebuild, and COPY takes them a few times faster. A plain
    // append is enough, since a game takes one answer per player and question (domain/game/decide.ts)
    // and the version guard never lets an event in twice.
    await copyRows(
      this.#trx,
      'rm_game_answers',
      ['game_id', 'player_id', 'question_index', 'answer', 'points', 'correct', 'received_at'],
      Array.from(this.#answers.values(), (a) => [
        a.game_id,
        a.player_id,
        a.question_index,
        JSON.stringify(a.answer),
        a.points,
        a.correct,
        a.received_at,
      ]),
    );
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
