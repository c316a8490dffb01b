import { sql, type Transaction } from 'kysely';
import type { GameEvent } from '../../domain/game/events.ts';
import type { PlayEvent } from '../../domain/play/events.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';

/** The game and play events the leaderboards' copy of responses is made from. */
export const RESPONSE_EVENT_TYPES = [
  'GameOpened',
  'PlayerJoined',
  'PlayerKicked',
  'AnswerSubmitted',
  'GameEnded',
  'PlayStarted',
  'PlayFinished',
] as const satisfies ReadonlyArray<GameEvent['type'] | PlayEvent['type']>;

type ResponseEvent = Extract<GameEvent | PlayEvent, { type: (typeof RESPONSE_EVENT_TYPES)[number] }>;

/** A report that finished in this batch: the leaderboards that count it are recomputed. */
export interface FinishedReport {
  reportId: string;
  quizId: string;
  kind: 'game' | 'play';
  position: bigint;
}

const reportIdOf = (event: RecordedEvent) => event.streamName.slice(event.streamName.indexOf('-') + 1);

/**
 * Folds a batch of game and play events into reports and responses: inserts first, then everything
 * else checked against each report's stream version (a replay changes nothing) and written in bulk,
 * so a game of thousands of answers costs a few statements.
 */
export async function foldResponses(
  trx: Transaction<unknown>,
  recorded: readonly RecordedEvent[],
): Promise<FinishedReport[]> {
  const events = recorded as ReadonlyArray<RecordedEvent<ResponseEvent>>;
  await insertOpened(trx, events);
  const later = events.filter((e) => e.type !== 'GameOpened' && e.type !== 'PlayStarted');
  if (later.length === 0) return [];
  const ids = [...new Set(later.map(reportIdOf))];
  const { rows } = await sql<{
    report_id: string;
    quiz_id: string;
    kind: 'game' | 'play';
    stream_version: number;
  }>`
    select report_id, quiz_id, kind, stream_version from rm_leaderboard_reports
    where report_id = any(${ids}::uuid[]) for update
  `.execute(trx);
  const reports = new Map(rows.map((row) => [row.report_id, row]));
  const touched = new Set<string>();
  const joins: Array<{ report_id: string; response_id: string; name: string; device: string }> = [];
  const points = new Map<
    string,
    { report_id: string; response_id: string; score: number; correct: number }
  >();
  const kicks: Array<{ report_id: string; response_id: string }> = [];
  const finished: FinishedReport[] = [];
  const playResults: Array<{ report_id: string; score: number; correct: number; finished_at: string }> = [];
  const gameEnds: Array<{ report_id: string; finished_at: string }> = [];
  for (const event of later) {
    const report = reports.get(reportIdOf(event));
    if (!report || event.streamVersion <= report.stream_version) continue;
    report.stream_version = event.streamVersion;
    touched.add(report.report_id);
    const reportId = report.report_id;
    switch (event.type) {
      case 'PlayerJoined': {
        const { playerId, name, deviceKey } = event.data;
        // The device key is hashed per game (api/gateway/game/device-key.ts): it tells a rejoin, never another game.
        joins.push({
          report_id: reportId,
          response_id: playerId,
          name,
          device: deviceKey ? `device:${deviceKey}` : `player:${playerId}`,
        });
        break;
      }
      case 'AnswerSubmitted': {
        const key = `${reportId}\n${event.data.playerId}`;
        const entry = points.get(key) ?? {
          report_id: reportId,
          response_id: event.data.playerId,
          score: 0,
          correct: 0,
        };
        entry.score += event.data.points;
        entry.correct += event.data.correct ? 1 : 0;
        points.set(key, entry);
        break;
      }
      case 'PlayerKicked':
        kicks.push({ report_id: reportId, response_id: event.data.playerId });
        break;
      case 'GameEnded':
        if (event.data.reason === 'cancelled') break;
        gameEnds.push({ report_id: reportId, finished_at: event.metadata.at });
        finished.push({ reportId, quizId: report.quiz_id, kind: 'game', position: event.position });
        break;
      case 'PlayFinished':
        playResults.push({ report_id: reportId, ...event.data, finished_at: event.data.finishedAt });
        finished.push({ reportId, quizId: report.quiz_id, kind: 'play', position: event.position });
        break;
    }
  }
  await writeAll(trx, { joins, points: [...points.values()], kicks, gameEnds, playResults });
  const versions = [...touched].map((id) => ({
    report_id: id,
    stream_version: reports.get(id)!.stream_version,
  }));
  await sql`
    update rm_leaderboard_reports r set stream_version = v.stream_version
    from jsonb_to_recordset(${JSON.stringify(versions)}::jsonb) as v(report_id uuid, stream_version integer)
    where r.report_id = v.report_id
  `.execute(trx);
  return finished;
}

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * The reports that open in this batch, and each play's one response, in one statement each: at the
 * start of a class's homework hundreds of plays start in a second.
 */
async function insertOpened(
  trx: Transaction<unknown>,
  events: ReadonlyArray<RecordedEvent<ResponseEvent>>,
): Promise<void> {
  const reports: Array<{
    report_id: string;
    kind: 'game' | 'play';
    quiz_id: string;
    stream_version: number;
  }> = [];
  const responses: Array<{ report_id: string; response_id: string; name: string; device: string }> = [];
  for (const event of events) {
    if (event.type === 'GameOpened') {
      const { gameId, quizId } = event.data;
      reports.push({ report_id: gameId, kind: 'game', quiz_id: quizId, stream_version: event.streamVersion });
    } else if (event.type === 'PlayStarted' && event.data.retryOf === null) {
      // A retry of wrong answers is practice, not a result: it never reaches a leaderboard.
      const { playId, quizId, player } = event.data;
      reports.push({ report_id: playId, kind: 'play', quiz_id: quizId, stream_version: event.streamVersion });
      const device = player.userId !== null ? `user:${player.userId}` : `play:${playId}`;
      responses.push({ report_id: playId, response_id: playId, name: player.name, device });
    }
  }
  if (reports.length > 0)
    await sql`
      insert into rm_leaderboard_reports (report_id, kind, quiz_id, stream_version)
      select report_id, kind, quiz_id, stream_version
      from jsonb_to_recordset(${json(reports)}) as r(report_id uuid, kind text, quiz_id uuid, stream_version integer)
      on conflict (report_id) do nothing
    `.execute(trx);
  if (responses.length > 0)
    await sql`
      insert into rm_leaderboard_responses (report_id, response_id, name, device)
      select report_id, response_id, name, device
      from jsonb_to_recordset(${json(responses)}) as j(report_id uuid, response_id text, name text, device text)
      on conflict do nothing
    `.execute(trx);
}

/** Joins, then points, then removals: each player's answers come after their join in the log. */
async function writeAll(
  trx: Transaction<unknown>,
  w: {
    joins: unknown[];
    points: unknown[];
    kicks: unknown[];
    gameEnds: unknown[];
    playResults: unknown[];
  },
): Promise<void> {
  if (w.joins.length > 0)
    await sql`
      insert into rm_leaderboard_responses (report_id, response_id, name, device)
      select report_id, response_id, name, device
      from jsonb_to_recordset(${json(w.joins)}) as j(report_id uuid, response_id text, name text, device text)
      on conflict do nothing
    `.execute(trx);
  if (w.points.length > 0)
    await sql`
      update rm_leaderboard_responses r set score = r.score + p.score, correct = r.correct + p.correct
      from jsonb_to_recordset(${json(w.points)}) as p(report_id uuid, response_id text, score integer, correct integer)
      where r.report_id = p.report_id and r.response_id = p.response_id
    `.execute(trx);
  if (w.kicks.length > 0)
    await sql`
      update rm_leaderboard_responses r set kicked = true
      from jsonb_to_recordset(${json(w.kicks)}) as k(report_id uuid, response_id text)
      where r.report_id = k.report_id and r.response_id = k.response_id
    `.execute(trx);
  if (w.gameEnds.length > 0)
    await sql`
      update rm_leaderboard_reports r set finished_at = e.finished_at
      from jsonb_to_recordset(${json(w.gameEnds)}) as e(report_id uuid, finished_at timestamptz)
      where r.report_id = e.report_id
    `.execute(trx);
  if (w.playResults.length > 0) {
    await sql`
      update rm_leaderboard_reports r set finished_at = e.finished_at
      from jsonb_to_recordset(${json(w.playResults)}) as e(report_id uuid, finished_at timestamptz)
      where r.report_id = e.report_id
    `.execute(trx);
    // The final score as the play froze it.
    await sql`
      update rm_leaderboard_responses r set score = e.score, correct = e.correct
      from jsonb_to_recordset(${json(w.playResults)}) as e(report_id uuid, score integer, correct integer)
      where r.report_id = e.report_id and r.response_id = e.report_id::text
    `.execute(trx);
  }
}
