import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connection, connect } from '../../api/database/connect.ts';
import { migrateToLatest } from '../../migrations/migrate.ts';
import { answersOf } from '../../projections/game-reports/index.ts';
import { createTestDatabase, postgresBackends, type TestDatabase } from '../support/backends.ts';
import { migrateToJustBefore } from '../support/migrate-before.ts';

/*
 * Migration 0034 (issue 14): answers already reported move from each player's document to a table of
 * their own, and a report reads them back exactly as they were.
 */
const MIGRATION = '2026-11-25-0034-game-answers';

describe.each(postgresBackends())('moving game answers to their own table ($name PostgreSQL)', (backend) => {
  let database: TestDatabase;
  let connection: Connection<unknown>;
  const gameId = randomUUID();
  const answers = {
    '0': {
      answer: { kind: 'choice', answerIds: ['oslo'] },
      points: 950,
      correct: true,
      receivedAt: '2026-11-25T09:01:02.345Z',
    },
    '1': {
      answer: { kind: 'text', text: 'Bergen' },
      points: 0,
      correct: false,
      receivedAt: '2026-11-25T09:02:05.000Z',
    },
  };

  beforeAll(async () => {
    database = await createTestDatabase(backend.serverUrl);
    connection = connect(database.url);
    await migrateToJustBefore(connection.db, MIGRATION);
    await sql`
      insert into rm_game_players (game_id, player_id, name, score, answers, joined_position)
      values (${gameId}, 'p1', 'Åse', 950, ${JSON.stringify(answers)}::jsonb, 7),
             (${gameId}, 'p2', 'Ali', 0, '{}'::jsonb, 8)
    `.execute(connection.db);
    await migrateToLatest(connection.db);
  });
  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });

  it('keeps every answer, each read back as it was reported', async () => {
    const { rows } = await sql<{ player_id: string; answers: unknown }>`
      select player_id, ${answersOf(sql.raw('p'))} as answers from rm_game_players p order by player_id
    `.execute(connection.db);
    expect(rows).toEqual([
      { player_id: 'p1', answers },
      { player_id: 'p2', answers: {} },
    ]);
    const { rows: moved } = await sql<{ n: number }>`select count(*)::int as n from rm_game_answers`.execute(
      connection.db,
    );
    expect(moved[0]!.n).toBe(2);
  });
});
