import { sql, type Transaction } from 'kysely';
import { SHARING_EVENT_TYPES, type SharingEvent } from '../../domain/quiz-sharing/events.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';

/**
 * Who each quiz is shared with, and its share link. The quiz's row in `rm_quiz_sharing` remembers the
 * stream version it reflects, and an event at or below it changes nothing: replaying is harmless (a
 * replayed share could otherwise come back after its removal).
 */
export const quizSharesProjection: Projection<'quiz-shares'> = {
  name: 'quiz-shares',
  eventTypes: SHARING_EVENT_TYPES,
  tables: ['rm_quiz_sharing', 'rm_quiz_shares'],
  async apply(trx, recorded) {
    const event = recorded as RecordedEvent<SharingEvent>;
    if (await alreadyApplied(trx, event)) return [];
    await applyEvent(trx, event);
    return [];
  },
};

async function alreadyApplied(
  trx: Transaction<unknown>,
  event: RecordedEvent<SharingEvent>,
): Promise<boolean> {
  const { quizId } = event.data;
  await sql`
    insert into rm_quiz_sharing (quiz_id, link_id, version) values (${quizId}, null, 0)
    on conflict (quiz_id) do nothing
  `.execute(trx);
  const { rows } = await sql`
    update rm_quiz_sharing set version = ${event.streamVersion}
    where quiz_id = ${quizId} and version < ${event.streamVersion}
    returning quiz_id
  `.execute(trx);
  return rows.length === 0;
}

async function applyEvent(trx: Transaction<unknown>, event: RecordedEvent<SharingEvent>): Promise<void> {
  switch (event.type) {
    case 'QuizShared': {
      const d = event.data;
      await sql`
        insert into rm_quiz_shares (share_id, quiz_id, user_id, email, can_read, can_edit, can_access_report, created_at, seq)
        values (${d.shareId}, ${d.quizId}, ${d.userId}, ${d.email}, ${d.rights.canRead}, ${d.rights.canEdit},
                ${d.rights.canAccessReport}, ${event.metadata.at}, ${event.streamVersion})
        on conflict (share_id) do nothing
      `.execute(trx);
      return;
    }
    case 'QuizShareRightsChanged': {
      const { shareId, rights } = event.data;
      await sql`
        update rm_quiz_shares
        set can_read = ${rights.canRead}, can_edit = ${rights.canEdit}, can_access_report = ${rights.canAccessReport}
        where share_id = ${shareId}
      `.execute(trx);
      return;
    }
    case 'QuizShareRemoved':
      await sql`delete from rm_quiz_shares where share_id = ${event.data.shareId}`.execute(trx);
      return;
    case 'QuizShareLinkCreated':
      await sql`update rm_quiz_sharing set link_id = ${event.data.linkId} where quiz_id = ${event.data.quizId}`.execute(
        trx,
      );
      return;
    case 'QuizShareLinkRevoked':
      await sql`
        update rm_quiz_sharing set link_id = null where quiz_id = ${event.data.quizId} and link_id = ${event.data.linkId}
      `.execute(trx);
      return;
    case 'QuizCopied':
      return;
    default:
      assertNever(event);
  }
}
