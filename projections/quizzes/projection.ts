import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_AUDIENCE } from '../../domain/quiz/audience.ts';
import {
  type CreatedQuiz,
  evolveCreated,
  QUIZ_EVENT_TYPES,
  type QuizEvent,
} from '../../domain/quiz/events.ts';
import { DEFAULT_QUIZ_SETTINGS } from '../../domain/quiz/rules.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection, ReadModelChange } from '../projection.ts';
import { lookOf } from './quiz-look.ts';
import { publicQuizView, quizTopic, toQuizView } from './quiz-view.ts';
import type { QuizzesTable, QuizzesTables } from './table.ts';

/**
 * One row per quiz, folded with the same `evolveCreated` the write side
 * uses, so the read model cannot drift from the rules. Each row remembers
 * the stream version it reflects, and an event at or below it is ignored:
 * replaying is harmless.
 */
export const quizzesProjection: Projection<'quizzes'> = {
  name: 'quizzes',
  eventTypes: QUIZ_EVENT_TYPES,
  tables: ['rm_quizzes'],
  async apply(trx, recorded) {
    const db = trx as unknown as Transaction<QuizzesTables>;
    const event = recorded as RecordedEvent<QuizEvent>;
    const row = event.type === 'QuizCreated' ? await insert(db, event) : await update(db, event);
    return row ? [changeOf(row)] : [];
  },
};

function insert(
  db: Kysely<QuizzesTables>,
  event: Extract<RecordedEvent<QuizEvent>, { type: 'QuizCreated' }>,
) {
  const at = new Date(event.metadata.at);
  const { quizId, code, title, ownerId } = event.data;
  return db
    .insertInto('rm_quizzes')
    .values({
      id: quizId,
      code,
      title,
      owner_id: ownerId,
      description: '',
      active: true,
      settings: JSON.stringify(DEFAULT_QUIZ_SETTINGS) as never,
      questions: JSON.stringify([]) as never,
      picture: null,
      audience: null,
      custom_message: '',
      look: null,
      version: event.streamVersion,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

async function update(
  db: Kysely<QuizzesTables>,
  event: Exclude<RecordedEvent<QuizEvent>, { type: 'QuizCreated' }>,
) {
  const row = await db
    .selectFrom('rm_quizzes')
    .selectAll()
    .where('id', '=', event.data.quizId)
    .where('version', '<', event.streamVersion)
    .executeTakeFirst();
  if (!row) return undefined;
  const next = evolveCreated(toState(row), event as Exclude<QuizEvent, { type: 'QuizCreated' }>);
  return db
    .updateTable('rm_quizzes')
    .set({
      title: next.title,
      description: next.description,
      active: next.active,
      settings: JSON.stringify(next.settings) as never,
      questions: JSON.stringify(next.questions) as never,
      picture: (next.picture ? JSON.stringify(next.picture) : null) as never,
      audience: JSON.stringify(next.audience) as never,
      custom_message: next.customMessage,
      look: JSON.stringify(next.look) as never,
      version: event.streamVersion,
      updated_at: new Date(event.metadata.at),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirst();
}

function toState(row: QuizzesTable): CreatedQuiz {
  return {
    status: 'created',
    quizId: row.id,
    code: row.code,
    title: row.title,
    ownerId: row.owner_id,
    description: row.description,
    settings: { ...DEFAULT_QUIZ_SETTINGS, ...row.settings },
    active: row.active,
    audience: row.audience ?? DEFAULT_AUDIENCE,
    customMessage: row.custom_message,
    picture: row.picture,
    questions: row.questions,
    look: lookOf(row),
  };
}

/** What followers of the quiz's topic get: the public view, so a socket never carries the answer key. */
function changeOf(row: QuizzesTable): ReadModelChange {
  return { topic: quizTopic(row.id), data: publicQuizView(toQuizView(row)) };
}
