import { sql, type Transaction } from 'kysely';
import { PLAY_EVENT_TYPES, type PlayEvent } from '../../domain/play/events.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';

/**
 * The report of each solo play: its questions as played, each answer with the points and verdict
 * frozen when it was taken (never rescored), the score and the coins. Every write is guarded by the
 * play's version, so replaying the log changes nothing.
 */
export const playReportsProjection: Projection = {
  name: 'play-reports',
  eventTypes: PLAY_EVENT_TYPES,
  tables: ['rm_play_reports'],
  async apply(trx, recorded) {
    await applyEvent(trx, recorded as RecordedEvent<PlayEvent>);
    return [];
  },
};

async function applyEvent(trx: Transaction<unknown>, event: RecordedEvent<PlayEvent>): Promise<void> {
  const playId = event.streamName.slice('play-'.length);
  const guard = sql`play_id = ${playId} and version < ${event.streamVersion}`;
  switch (event.type) {
    case 'PlayStarted': {
      const d = event.data;
      await sql`
        insert into rm_play_reports (play_id, quiz_id, user_id, player_name, retry_of, assignment_id, questions, started_at, version)
        values (${d.playId}, ${d.quizId}, ${d.player.userId}, ${d.player.name}, ${d.retryOf}, ${d.assignmentId},
                ${JSON.stringify(d.questions)}::jsonb, ${d.startedAt}, ${event.streamVersion})
        on conflict (play_id) do nothing
      `.execute(trx);
      return;
    }
    case 'PlayAnswerSubmitted': {
      const { index, answer, points, correct, receivedAt, coins } = event.data;
      const entry = JSON.stringify({ [index]: { answer, points, correct, receivedAt } });
      await sql`
        update rm_play_reports
        set answers = answers || ${entry}::jsonb, score = score + ${points},
            correct = correct + ${correct ? 1 : 0}, coins = coins + ${coins}, version = ${event.streamVersion}
        where ${guard}
      `.execute(trx);
      return;
    }
    case 'PlayFinished':
      await sql`
        update rm_play_reports set finished_at = ${event.data.finishedAt}, version = ${event.streamVersion}
        where ${guard}
      `.execute(trx);
      return;
    case 'PlayQuestionShown':
    case 'PlayQuestionMissed':
      await sql`update rm_play_reports set version = ${event.streamVersion} where ${guard}`.execute(trx);
      return;
    default:
      assertNever(event);
  }
}
