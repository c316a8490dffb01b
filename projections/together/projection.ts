import { sql, type Transaction } from 'kysely';
import type { PlayEvent } from '../../domain/play/events.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import {
  TOGETHER_EVENT_TYPES,
  type TogetherEvent,
  type TogetherStarted,
} from '../../domain/together/events.ts';
import type { Projection, ReadModelChange } from '../projection.ts';
import { readTogetherView, togetherTopic } from './queries.ts';

/** The play events that move a member on the group's board; the others change nothing a friend sees. */
const PROGRESS_TYPES = ['PlayQuestionShown', 'PlayAnswerSubmitted', 'PlayFinished'] as const;
type Progress = Extract<PlayEvent, { type: (typeof PROGRESS_TYPES)[number] }>;

/**
 * Play together: each group with its members and, once it has started, how far each member is in their
 * own play, derived from the play events (a play names its group in PlayStarted; the group's start
 * fixed which play is whose). Every change publishes the whole group on `together/<id>` (at most 20
 * members), so a friend's screen needs no other read. Writes are guarded by stream versions: replaying
 * the log changes nothing.
 */
export const togetherProjection: Projection<'together'> = {
  name: 'together',
  eventTypes: [...TOGETHER_EVENT_TYPES, ...PROGRESS_TYPES],
  tables: ['rm_together', 'rm_together_members'],
  apply: applyOne,
  async applyBatch(trx, events) {
    // Most plays belong to no group: one read finds this batch's group plays, the rest are passed by.
    const playIds = [
      ...new Set(events.filter(isPlayEvent).map((event) => event.streamName.slice('play-'.length))),
    ];
    const grouped = new Set<string>();
    if (playIds.length > 0) {
      const { rows } = await sql<{ play_id: string }>`
        select play_id from rm_together_members where play_id = any(${playIds}::uuid[])
      `.execute(trx);
      for (const row of rows) grouped.add(row.play_id);
    }
    const changes: ReadModelChange[] = [];
    for (const event of events) {
      if (isPlayEvent(event) && !grouped.has(event.streamName.slice('play-'.length))) continue;
      // A group that starts in this batch gives its plays their members before their progress arrives.
      if (event.type === 'TogetherStarted')
        for (const { playId } of (event as RecordedEvent<TogetherStarted>).data.plays) grouped.add(playId);
      changes.push(...(await applyOne(trx, event)));
    }
    return changes;
  },
};

const isPlayEvent = (event: RecordedEvent) => event.streamName.startsWith('play-');

async function applyOne(trx: Transaction<unknown>, recorded: RecordedEvent): Promise<ReadModelChange[]> {
  const event = recorded as RecordedEvent<TogetherEvent | Progress>;
  const togetherId = event.streamName.startsWith('together-')
    ? await applyGroupEvent(trx, event as RecordedEvent<TogetherEvent>)
    : await applyProgress(trx, event as RecordedEvent<Progress>);
  if (!togetherId) return [];
  await sql`update rm_together set version = version + 1 where together_id = ${togetherId}`.execute(trx);
  const view = await readTogetherView(trx, togetherId);
  return view ? [{ topic: togetherTopic(togetherId), data: view } satisfies ReadModelChange] : [];
}

/** Applies a group event; returns the group's id when it changed, null for one already applied. */
async function applyGroupEvent(trx: Transaction<unknown>, event: RecordedEvent<TogetherEvent>) {
  const togetherId = event.streamName.slice('together-'.length);
  if (event.type === 'TogetherCreated') {
    const { quizId, quizCode, quizTitle, look } = event.data;
    const lookJson = look ? JSON.stringify(look) : null;
    const { rows } = await sql`
      insert into rm_together
        (together_id, quiz_id, quiz_code, quiz_title, look, phase, stream_version, version)
      values (${togetherId}, ${quizId}, ${quizCode}, ${quizTitle}, ${lookJson}::jsonb, 'gathering',
        ${event.streamVersion}, 0)
      on conflict (together_id) do nothing returning together_id
    `.execute(trx);
    return rows.length > 0 ? togetherId : null;
  }
  const { rows } = await sql`
    update rm_together set stream_version = ${event.streamVersion},
      phase = ${event.type === 'TogetherStarted' ? 'started' : sql`phase`}
    where together_id = ${togetherId} and stream_version < ${event.streamVersion} returning together_id
  `.execute(trx);
  if (rows.length === 0) return null;
  switch (event.type) {
    case 'TogetherMemberJoined': {
      const { memberId, userId, name } = event.data;
      await sql`
        insert into rm_together_members (member_id, together_id, seq, user_id, name)
        values (${memberId}, ${togetherId}, ${event.streamVersion}, ${userId}, ${name})
      `.execute(trx);
      return togetherId;
    }
    case 'TogetherStarted': {
      const total = event.data.questions.length;
      for (const { memberId, playId } of event.data.plays)
        await sql`
          update rm_together_members set play_id = ${playId}, total = ${total} where member_id = ${memberId}
        `.execute(trx);
      return togetherId;
    }
    default:
      return assertNever(event);
  }
}

/** Applies a play's progress to its member, if the play belongs to a group; returns the group's id. */
async function applyProgress(trx: Transaction<unknown>, event: RecordedEvent<Progress>) {
  const playId = event.streamName.slice('play-'.length);
  const set = (() => {
    switch (event.type) {
      case 'PlayQuestionShown':
        return sql`question = ${event.data.index + 1}`;
      case 'PlayAnswerSubmitted':
        return sql`score = score + ${event.data.points}`;
      case 'PlayFinished':
        // The final score as the play froze it.
        return sql`score = ${event.data.score}, finished_at = ${event.data.finishedAt}`;
      default:
        return assertNever(event);
    }
  })();
  const { rows } = await sql<{ together_id: string }>`
    update rm_together_members set ${set}, play_version = ${event.streamVersion}
    where play_id = ${playId} and play_version < ${event.streamVersion} returning together_id
  `.execute(trx);
  return rows[0]?.together_id ?? null;
}
