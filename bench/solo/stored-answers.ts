import pg from 'pg';
import { playStreamName } from '../../domain/play/events.ts';

/**
 * The submission ids of PlayAnswerSubmitted events the plays' streams really hold, by play id, read
 * straight from PostgreSQL rather than through the server: the lost-answer count must not trust the
 * code it is checking.
 */
export async function storedPlayAnswers(
  databaseUrl: string,
  playIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ stream: string; id: string }>(
      `select stream_name as stream, data->>'submissionId' as id from events
       where type = 'PlayAnswerSubmitted' and stream_name = any($1::text[])`,
      [playIds.map(playStreamName)],
    );
    const byPlay = new Map<string, Set<string>>();
    const playOf = new Map(playIds.map((id) => [playStreamName(id), id]));
    for (const row of rows) {
      const playId = playOf.get(row.stream)!;
      if (!byPlay.has(playId)) byPlay.set(playId, new Set());
      byPlay.get(playId)!.add(row.id);
    }
    return byPlay;
  } finally {
    await client.end();
  }
}
