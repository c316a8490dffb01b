import type { Kysely, Transaction } from 'kysely';
import { QUIZ_EVENT_TYPES, type QuizEvent } from '../../domain/quiz/events.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection, ReadModelChange } from '../projection.ts';
import { quizTopic, toQuizView } from './quiz-view.ts';
import type { QuizzesTable, QuizzesTables } from './table.ts';

/**
 * One row per quiz. Each row remembers the stream version it reflects, and
 * an event at or below that version is ignored: replaying is harmless.
 */
export const quizzesProjection: Projection = {
  name: 'quizzes',
  eventTypes: QUIZ_EVENT_TYPES,
  tables: ['rm_quizzes'],
  async apply(trx, recorded) {
    const db = trx as unknown as Transaction<QuizzesTables>;
    const event = recorded as RecordedEvent<QuizEvent>;
    const row = await applyQuizEvent(db, event);
    return row ? [changeOf(row)] : [];
  },
};

async function applyQuizEvent(db: Kysely<QuizzesTables>, event: RecordedEvent<QuizEvent>) {
  const at = new Date(event.metadata.at);
  switch (event.type) {
    case 'QuizCreated': {
      const { quizId, code, title, ownerId } = event.data;
      return db
        .insertInto('rm_quizzes')
        .values({
          id: quizId,
          code,
          title,
          owner_id: ownerId,
          version: event.streamVersion,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returningAll()
        .executeTakeFirst();
    }
    case 'QuizTitleChanged': {
      const { quizId, title } = event.data;
      return db
        .updateTable('rm_quizzes')
        .set({ title, version: event.streamVersion, updated_at: at })
        .where('id', '=', quizId)
        .where('version', '<', event.streamVersion)
        .returningAll()
        .executeTakeFirst();
    }
    default:
      return assertNever(event);
  }
}

function changeOf(row: QuizzesTable): ReadModelChange {
  return { topic: quizTopic(row.id), data: toQuizView(row) };
}
