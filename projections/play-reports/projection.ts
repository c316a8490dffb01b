import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { PlayAnswerSubmitted, PlayFinished, PlayStarted } from '../../domain/play/events.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';

/** What a report holds; showing and missing a question change nothing in it. */
const REPORTED = ['PlayStarted', 'PlayAnswerSubmitted', 'PlayFinished'] as const;
type Reported = PlayStarted | PlayAnswerSubmitted | PlayFinished;

/**
 * The report of each solo play: its questions as played, each answer with the points and verdict
 * frozen when it was taken (never rescored) and when its question opened, the score and the coins.
 * The quiz's list of reports (projections/reports) is written only when a play starts and ends; the
 * time of its last answer, which that list shows for a play under way, is kept here. Every write is
 * guarded by the play's version, so replaying the log changes nothing.
 *
 * Thousands of players answer at once, each on their own stream, so a batch holds one or two events
 * of many plays: new plays are inserted as they come, and everything else in the batch is folded per
 * play and written with one statement.
 */
export const playReportsProjection: Projection<'play-reports'> = {
  name: 'play-reports',
  eventTypes: REPORTED,
  tables: ['rm_play_reports', 'rm_play_contents'],
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch,
};

interface Progress {
  answers: Record<
    string,
    { answer: unknown; points: number; correct: boolean; receivedAt: string; opensAt: string }
  >;
  score: number;
  correct: number;
  coins: number;
  finishedAt: string | null;
  lastAnswerAt: string | null;
  version: number;
}

async function applyBatch(trx: Transaction<unknown>, recorded: readonly RecordedEvent[]): Promise<[]> {
  const events = recorded as ReadonlyArray<RecordedEvent<Reported>>;
  await insertPlays(
    trx,
    events.filter((event): event is RecordedEvent<PlayStarted> => event.type === 'PlayStarted'),
  );
  const later = events.filter((event) => event.type !== 'PlayStarted');
  if (later.length === 0) return [];
  const playIds = [...new Set(later.map(playIdOf))];
  const { rows } = await sql<{ play_id: string; version: number }>`
    select play_id, version from rm_play_reports where play_id = any(${playIds}::uuid[])
  `.execute(trx);
  const stored = new Map(rows.map((row) => [row.play_id, row.version]));
  const progress = new Map<string, Progress>();
  for (const event of later) {
    const playId = playIdOf(event);
    const version = stored.get(playId);
    // Not there (its start is not in the log) or already applied: a replay changes nothing.
    if (version === undefined || event.streamVersion <= version) continue;
    const entry = progress.get(playId) ?? {
      answers: {},
      score: 0,
      correct: 0,
      coins: 0,
      finishedAt: null,
      lastAnswerAt: null,
      version,
    };
    if (event.type === 'PlayAnswerSubmitted') {
      const { index, answer, points, correct, receivedAt, opensAt, coins } = event.data;
      entry.answers[index] = { answer, points, correct, receivedAt, opensAt };
      entry.lastAnswerAt = receivedAt;
      entry.score += points;
      entry.correct += correct ? 1 : 0;
      entry.coins += coins;
    } else {
      entry.finishedAt = event.data.finishedAt;
    }
    entry.version = Math.max(entry.version, event.streamVersion);
    progress.set(playId, entry);
  }
  if (progress.size === 0) return [];
  const values = [...progress].map(
    ([playId, p]) =>
      sql`(${playId}::uuid, ${JSON.stringify(p.answers)}::jsonb, ${p.score}::int, ${p.correct}::int, ${p.coins}::int, ${p.finishedAt}::timestamptz, ${p.lastAnswerAt}::timestamptz, ${p.version}::int)`,
  );
  await sql`
    update rm_play_reports r
    set answers = r.answers || v.answers, score = r.score + v.score, correct = r.correct + v.correct,
        coins = r.coins + v.coins, finished_at = coalesce(v.finished_at, r.finished_at),
        last_answer_at = coalesce(v.last_answer_at, r.last_answer_at), version = v.version
    from (values ${sql.join(values)}) as v(play_id, answers, score, correct, coins, finished_at, last_answer_at, version)
    where r.play_id = v.play_id
  `.execute(trx);
  return [];
}

const playIdOf = (event: RecordedEvent) => event.streamName.slice('play-'.length);

/**
 * The plays that start in this batch, in one statement: a class starting its homework is hundreds a
 * second. Plays of the same questions share one `rm_play_contents` row, named by their hash, so a
 * batch sends each set of questions once however many plays in it started with them, and PostgreSQL
 * stores each set once.
 */
async function insertPlays(trx: Transaction<unknown>, started: ReadonlyArray<RecordedEvent<PlayStarted>>) {
  if (started.length === 0) return;
  const contents = new Map<string, string>();
  const rows = started.map(({ data: d, streamVersion }) => {
    const { contentKey, questions } = contentOf(d.questions);
    contents.set(contentKey, questions);
    return {
      play_id: d.playId,
      quiz_id: d.quizId,
      user_id: d.player.userId,
      player_name: d.player.name,
      retry_of: d.retryOf,
      assignment_id: d.assignmentId,
      content_key: contentKey,
      question_count: d.questions.length,
      started_at: d.startedAt,
      version: streamVersion,
    };
  });
  await sql`
    insert into rm_play_contents (content_key, questions)
    select key, questions::jsonb from unnest(${[...contents.keys()]}::text[], ${[...contents.values()]}::text[]) as c(key, questions)
    on conflict (content_key) do nothing
  `.execute(trx);
  await sql`
    insert into rm_play_reports (play_id, quiz_id, user_id, player_name, retry_of, assignment_id, content_key,
                                 question_count, started_at, version)
    select play_id, quiz_id, user_id, player_name, retry_of, assignment_id, content_key, question_count, started_at, version
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as p(play_id uuid, quiz_id uuid, user_id uuid,
      player_name text, retry_of uuid, assignment_id uuid, content_key text, question_count integer,
      started_at timestamptz, version integer)
    on conflict (play_id) do nothing
  `.execute(trx);
}

/**
 * A set of questions as stored, and its name: a hash of its content, so the same questions in the
 * same order share a name. Plays read from the log share one array per set (commands/play/
 * play-contents.ts), so a set is written out and hashed once, not once per play.
 */
function contentOf(questions: readonly unknown[]): { contentKey: string; questions: string } {
  let content = asStored.get(questions);
  if (!content) {
    const json = JSON.stringify(questions);
    content = { contentKey: createHash('sha256').update(json).digest('base64url'), questions: json };
    asStored.set(questions, content);
  }
  return content;
}

/** Each set of questions met, as written out and named; dropped with the set. */
const asStored = new WeakMap<readonly unknown[], { contentKey: string; questions: string }>();
