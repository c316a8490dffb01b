import pg from 'pg';
import { gameStreamName } from '../../domain/game/events.ts';

/**
 * The submission ids the game's stream really holds, read straight from
 * PostgreSQL rather than through the server: the lost-answer count must not
 * trust the code it is checking.
 */
export async function storedSubmissionIds(databaseUrl: string, gameId: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `select data->>'submissionId' as id from events where stream_name = $1 and type = 'AnswerSubmitted'`,
      [gameStreamName(gameId)],
    );
    return new Set(rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}
