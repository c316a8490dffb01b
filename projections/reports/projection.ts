import { sql, type Transaction } from 'kysely';
import type { GameEvent } from '../../domain/game/events.ts';
import type { PlayEvent } from '../../domain/play/events.ts';
import type { ReportEvent } from '../../domain/report/events.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';
import type { PlayedAs } from './table.ts';

const EVENT_TYPES = [
  'GameOpened',
  'PlayerJoined',
  'PlayerKicked',
  'PlayerLimitChanged',
  'GameStarted',
  'QuestionStarted',
  'AnswerSubmitted',
  'GameEnded',
  'PlayStarted',
  'PlayFinished',
  'ReportRenamed',
  'ReportSharingChanged',
  'ReportStatusChanged',
] as const satisfies ReadonlyArray<(GameEvent | PlayEvent | ReportEvent)['type']>;

type Fed = Extract<GameEvent | PlayEvent | ReportEvent, { type: (typeof EVENT_TYPES)[number] }>;

/** A row as this projection folds it (timestamps as ISO strings, written back as timestamptz). */
interface Row {
  report_id: string;
  quiz_id: string;
  played_as: PlayedAs;
  quiz_title: string;
  name: string | null;
  sharing: string;
  status: string;
  players: number;
  player_limit: number | null;
  opens: Record<string, string>;
  phase: string;
  retry: boolean;
  started_at: string;
  saved_at: string;
  run_version: number;
  report_version: number;
}

/**
 * The quiz's reports: every live game and solo play of a quiz, with what its owner decided about it.
 * A solo play's row is written when it starts and when it ends: thousands of players each showing and
 * answering questions alone rewrote a row of theirs for every step, a third of PostgreSQL's work while
 * they played. What a play's report shows between the two (its answers, when each question opened,
 * its last answer's time) is in its own read model, projections/play-reports.
 * A batch is folded in memory, each report read once and written once, so a hall of ten thousand
 * players joining and answering is a handful of statements. Each stream's version guards its events
 * (the run's and the report's own), so replaying the log changes nothing, and `saved_at` is the time
 * recorded in the last event, never the clock: a rebuild gives the same rows.
 */
export const reportsProjection: Projection<'reports'> = {
  name: 'reports',
  eventTypes: EVENT_TYPES,
  tables: ['rm_reports'],
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch,
};

const idOf = (streamName: string) => streamName.slice(streamName.indexOf('-') + 1);
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

async function applyBatch(trx: Transaction<unknown>, recorded: readonly RecordedEvent[]): Promise<[]> {
  const events = recorded as ReadonlyArray<RecordedEvent<Fed>>;
  const ids = [...new Set(events.map((event) => idOf(event.streamName)))];
  const { rows } = await sql<Row>`
    select report_id, quiz_id, played_as, quiz_title, name, sharing, status, players, player_limit, opens, phase, retry,
           ${iso('started_at')} as started_at, ${iso('saved_at')} as saved_at, run_version, report_version
    from rm_reports where report_id = any(${ids}::uuid[])
    for update
  `.execute(trx);
  const reports = new Map(rows.map((row) => [row.report_id, row]));
  const changed = new Set<string>();
  for (const event of events) {
    const id = idOf(event.streamName);
    const row = fold(reports.get(id) ?? null, event);
    if (row) {
      reports.set(id, row);
      changed.add(id);
    }
  }
  if (changed.size === 0) return [];
  const written = [...changed].map((id) => reports.get(id)!);
  await sql`
    insert into rm_reports (report_id, quiz_id, played_as, quiz_title, name, sharing, status, players, player_limit,
                            opens, phase, retry, started_at, saved_at, run_version, report_version)
    select r.report_id, r.quiz_id, r.played_as, r.quiz_title, r.name, r.sharing, r.status, r.players, r.player_limit,
           r.opens, r.phase, r.retry, r.started_at, r.saved_at, r.run_version, r.report_version
    from jsonb_to_recordset(${JSON.stringify(written)}::jsonb) as r(
      report_id uuid, quiz_id uuid, played_as text, quiz_title text, name text, sharing text, status text,
      players integer, player_limit integer, opens jsonb, phase text, retry boolean, started_at timestamptz, saved_at timestamptz,
      run_version integer, report_version integer)
    on conflict (report_id) do update set
      name = excluded.name, sharing = excluded.sharing, status = excluded.status, players = excluded.players,
      player_limit = excluded.player_limit, opens = excluded.opens, phase = excluded.phase,
      saved_at = excluded.saved_at, run_version = excluded.run_version, report_version = excluded.report_version
  `.execute(trx);
  return [];
}

/** The row after the event, or null when the event changes nothing (already applied, or no such run). */
function fold(row: Row | null, event: RecordedEvent<Fed>): Row | null {
  const at = event.metadata.at;
  if (event.type === 'GameOpened' || event.type === 'PlayStarted') return row ? null : opened(event, at);
  if (!row) return null;
  const isReport = event.type.startsWith('Report');
  const applied = isReport ? row.report_version : row.run_version;
  if (event.streamVersion <= applied) return null;
  const next: Row = isReport
    ? { ...row, report_version: event.streamVersion }
    : { ...row, run_version: event.streamVersion };
  next.saved_at = at > row.saved_at ? at : row.saved_at;
  switch (event.type) {
    case 'PlayerJoined':
      return { ...next, players: next.players + 1 };
    case 'PlayerKicked':
      return { ...next, players: Math.max(0, next.players - 1) };
    case 'PlayerLimitChanged':
      return { ...next, player_limit: event.data.playerLimit };
    case 'GameStarted':
      return { ...next, phase: 'running' };
    case 'QuestionStarted':
      return { ...next, opens: { ...next.opens, [event.data.index]: event.data.opensAt } };
    case 'AnswerSubmitted':
      return next;
    case 'GameEnded':
      return { ...next, phase: event.data.reason === 'cancelled' ? 'cancelled' : 'finished' };
    case 'PlayFinished':
      return { ...next, phase: 'finished' };
    case 'ReportRenamed':
      return { ...next, name: event.data.name };
    case 'ReportSharingChanged':
      return { ...next, sharing: event.data.sharing };
    case 'ReportStatusChanged':
      return { ...next, status: event.data.status };
    default:
      return assertNever(event);
  }
}

function opened(event: RecordedEvent<Extract<Fed, { type: 'GameOpened' | 'PlayStarted' }>>, at: string): Row {
  const common = {
    name: null,
    sharing: 'private',
    status: 'open',
    opens: {},
    saved_at: at,
    run_version: event.streamVersion,
    report_version: 0,
  };
  if (event.type === 'GameOpened') {
    const d = event.data;
    return {
      ...common,
      report_id: d.gameId,
      quiz_id: d.quizId,
      played_as: 'live',
      quiz_title: d.quizTitle,
      players: 0,
      player_limit: d.playerLimit,
      phase: 'lobby',
      retry: false,
      started_at: at,
    };
  }
  const d = event.data;
  return {
    ...common,
    report_id: d.playId,
    quiz_id: d.quizId,
    played_as: d.assignmentId ? 'homework' : 'play_alone',
    quiz_title: d.quizTitle,
    players: 1,
    player_limit: null,
    phase: 'running',
    retry: d.retryOf !== null,
    started_at: d.startedAt,
  };
}
