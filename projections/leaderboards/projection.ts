import { sql, type Transaction } from 'kysely';
import { LEADERBOARD_EVENT_TYPES, type LeaderboardEvent } from '../../domain/leaderboard/events.ts';
import type { LeaderboardSources } from '../../domain/leaderboard/rules.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection, ReadModelChange } from '../projection.ts';
import { leaderboardTopic, readLeaderboardPublicView } from './queries.ts';
import { countsReport, recomputeLeaderboard } from './recompute.ts';
import { applySharing, isSharingEvent, SHARING_EVENT_TYPES } from './report-sharing.ts';
import { type FinishedReport, foldResponses, RESPONSE_EVENT_TYPES } from './responses.ts';
import { applySettings } from './settings.ts';

/**
 * Combined leaderboards: the owners' settings, a copy of every report's responses, and each
 * leaderboard's ranking, recomputed when one of its source reports finishes (a game of its quiz
 * played later counts when the leaderboard takes the whole quiz), its owner turns its sharing off or
 * on again (a disabled report counts on no board), or its settings change. Each change
 * is published on `leaderboard/<id>`, so open live pages update without a reload.
 *
 * The ranking is a function of the stored responses only, and its version is the log position of
 * the last event that changed it: a rebuild, batched however, ends in the same rows.
 */
export const leaderboardsProjection: Projection<'leaderboards'> = {
  name: 'leaderboards',
  eventTypes: [...LEADERBOARD_EVENT_TYPES, ...RESPONSE_EVENT_TYPES, ...SHARING_EVENT_TYPES],
  tables: ['rm_leaderboards', 'rm_leaderboard_reports', 'rm_leaderboard_responses'],
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch,
};

const isLeaderboardEvent = (event: RecordedEvent) => event.streamName.startsWith('leaderboard-');

async function applyBatch(
  trx: Transaction<unknown>,
  events: readonly RecordedEvent[],
): Promise<ReadModelChange[]> {
  /** Leaderboards to recompute, with the log position of the last event that concerns each. */
  const due = new Map<string, bigint>();
  const deleted = new Set<string>();
  const mark = (id: string, position: bigint) => {
    const known = due.get(id);
    if (known === undefined || position > known) due.set(id, position);
  };
  // In log order: a leaderboard made before a game ends in the same batch counts that game.
  const responses: RecordedEvent[] = [];
  for (const event of events) {
    if (!isLeaderboardEvent(event) && !isSharingEvent(event)) {
      responses.push(event);
      continue;
    }
    if (responses.length > 0) await markFinished(trx, responses.splice(0), mark);
    if (isSharingEvent(event)) {
      const changed = await applySharing(trx, event);
      if (changed) await markCounting(trx, [changed], mark);
      continue;
    }
    const typed = event as RecordedEvent<LeaderboardEvent>;
    if (!(await applySettings(trx, typed))) continue;
    const id = event.streamName.slice('leaderboard-'.length);
    if (typed.type === 'LeaderboardDeleted') deleted.add(id);
    else mark(id, event.position);
  }
  if (responses.length > 0) await markFinished(trx, responses, mark);
  const changes: ReadModelChange[] = [];
  for (const [id, position] of due) {
    if (deleted.has(id)) continue;
    const view = await recomputeLeaderboard(trx, id, position);
    if (view) changes.push({ topic: leaderboardTopic(id), data: view });
  }
  for (const id of deleted) {
    const view = await readLeaderboardPublicView(trx, id);
    if (view) changes.push({ topic: leaderboardTopic(id), data: view });
  }
  return changes;
}

/** Folds report events; each leaderboard that counts a report finished among them is due. */
async function markFinished(
  trx: Transaction<unknown>,
  events: readonly RecordedEvent[],
  mark: (id: string, position: bigint) => void,
): Promise<void> {
  const finished = await foldResponses(trx, events);
  if (finished.length > 0) await markCounting(trx, finished, mark);
}

/** Each leaderboard that takes one of these finished reports is due. */
async function markCounting(
  trx: Transaction<unknown>,
  finished: readonly FinishedReport[],
  mark: (id: string, position: bigint) => void,
): Promise<void> {
  const quizIds = [...new Set(finished.map((f) => f.quizId))];
  const { rows } = await sql<{ leaderboard_id: string; quiz_id: string; sources: LeaderboardSources }>`
    select leaderboard_id, quiz_id, sources from rm_leaderboards
    where quiz_id = any(${quizIds}::uuid[]) and deleted_at is null
  `.execute(trx);
  for (const row of rows)
    for (const report of finished)
      if (report.quizId === row.quiz_id && countsReport(row.sources, report))
        mark(row.leaderboard_id, report.position);
}
