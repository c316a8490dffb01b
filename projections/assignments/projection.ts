import { sql, type Transaction } from 'kysely';
import { ASSIGNMENT_EVENT_TYPES, type AssignmentEvent } from '../../domain/assignment/events.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';

/**
 * The assignments of each quiz, with their times as decided (who did them is read from the play
 * reports, which carry each play's assignment). Every write is guarded by the stream version, so
 * replaying the log changes nothing.
 */
export const assignmentsProjection: Projection<'assignments'> = {
  name: 'assignments',
  eventTypes: ASSIGNMENT_EVENT_TYPES,
  tables: ['rm_assignments'],
  async apply(trx, recorded) {
    await applyEvent(trx, recorded as RecordedEvent<AssignmentEvent>);
    return [];
  },
};

async function applyEvent(trx: Transaction<unknown>, event: RecordedEvent<AssignmentEvent>): Promise<void> {
  const assignmentId = event.streamName.slice('assignment-'.length);
  const guard = sql`assignment_id = ${assignmentId} and version < ${event.streamVersion}`;
  switch (event.type) {
    case 'AssignmentCreated': {
      const d = event.data;
      await sql`
        insert into rm_assignments (assignment_id, quiz_id, owner_id, title, opens_at, deadline, attempt_limit,
                                    random_order, show_correct_answer, created_at, version)
        values (${d.assignmentId}, ${d.quizId}, ${d.ownerId}, ${d.title}, ${d.opensAt}, ${d.deadline},
                ${d.attemptLimit}, ${d.options.randomOrder}, ${d.options.showCorrectAnswer}, ${d.createdAt},
                ${event.streamVersion})
        on conflict (assignment_id) do nothing
      `.execute(trx);
      return;
    }
    case 'AssignmentDeadlineExtended':
      await sql`
        update rm_assignments set deadline = ${event.data.deadline}, version = ${event.streamVersion} where ${guard}
      `.execute(trx);
      return;
    case 'AssignmentClosed':
      await sql`
        update rm_assignments set closed_at = ${event.data.closedAt}, version = ${event.streamVersion} where ${guard}
      `.execute(trx);
      return;
    case 'AssignmentAttemptStarted':
      await sql`update rm_assignments set version = ${event.streamVersion} where ${guard}`.execute(trx);
      return;
    default:
      assertNever(event);
  }
}
