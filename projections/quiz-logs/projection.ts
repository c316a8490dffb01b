import { sql } from 'kysely';
import { LIBRARY_EVENT_TYPES, type LibraryEvent } from '../../domain/library/events.ts';
import { QUIZ_EVENT_TYPES, type QuizEvent } from '../../domain/quiz/events.ts';
import { SHARING_EVENT_TYPES, type SharingEvent } from '../../domain/quiz-sharing/events.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';
import { libraryEntryOf } from './library-entries.ts';
import { sharingEntryOf } from './sharing-entries.ts';

/** The spec's audit actions (§9) that quiz events map to. */
export type QuizLogAction =
  | 'create_quiz'
  | 'update_setting'
  | 'update_status'
  | 'create_question'
  | 'update_question'
  | 'clone_question'
  | 'delete_question';

function entryOf(event: QuizEvent): { action: QuizLogAction; payload: unknown } {
  switch (event.type) {
    case 'QuizCreated':
      return { action: 'create_quiz', payload: { title: event.data.title } };
    case 'QuizTitleChanged':
      return { action: 'update_setting', payload: { title: event.data.title } };
    case 'QuizDescriptionChanged':
      return { action: 'update_setting', payload: { description: event.data.description } };
    case 'QuizSettingsChanged':
      return { action: 'update_setting', payload: event.data.settings };
    case 'QuizAudienceChanged':
      return { action: 'update_setting', payload: event.data.audience };
    case 'QuizCustomMessageChanged':
      return { action: 'update_setting', payload: { custom_message: event.data.customMessage } };
    case 'QuizImageChanged':
      return { action: 'update_setting', payload: { image: event.data.picture?.image ?? null } };
    case 'QuizLookChanged':
      return { action: 'update_setting', payload: { look: event.data.look } };
    case 'QuizStatusChanged':
      return { action: 'update_status', payload: { previous: event.data.from, new: event.data.to } };
    case 'QuestionAdded':
      return event.data.clonedFrom
        ? {
            action: 'clone_question',
            payload: { question: event.data.question, from: event.data.clonedFrom },
          }
        : {
            action: 'create_question',
            payload: { question: event.data.question, position: event.data.position },
          };
    case 'QuestionUpdated':
      return { action: 'update_question', payload: { question: event.data.question } };
    case 'QuestionsReordered':
      return { action: 'update_question', payload: { order: event.data.questionIds } };
    case 'QuestionRemoved':
      return { action: 'delete_question', payload: { question_id: event.data.questionId } };
    default:
      return assertNever(event);
  }
}

type Logged = QuizEvent | SharingEvent | LibraryEvent;

const isSharingEvent = (event: Logged): event is SharingEvent =>
  (SHARING_EVENT_TYPES as readonly string[]).includes(event.type);
const isLibraryEvent = (event: Logged): event is LibraryEvent =>
  (LIBRARY_EVENT_TYPES as readonly string[]).includes(event.type);

function logEntryOf(event: Logged) {
  if (isSharingEvent(event)) return sharingEntryOf(event);
  if (isLibraryEvent(event)) return libraryEntryOf(event);
  return entryOf(event);
}

/** One audit row per quiz event, keyed by the event id: replaying adds nothing. Who and when come from the event. */
export const quizLogsProjection: Projection<'quiz-logs'> = {
  name: 'quiz-logs',
  eventTypes: [...QUIZ_EVENT_TYPES, ...SHARING_EVENT_TYPES, ...LIBRARY_EVENT_TYPES],
  tables: ['rm_quiz_logs'],
  async apply(trx, recorded) {
    const event = recorded as RecordedEvent<Logged>;
    const { action, payload } = logEntryOf({ type: event.type, data: event.data } as Logged);
    await sql`
      insert into rm_quiz_logs (event_id, quiz_id, action, payload, actor_id, at, position)
      values (${event.eventId}, ${event.data.quizId}, ${action}, ${JSON.stringify(payload)}::jsonb,
              ${event.metadata.actorId}, ${event.metadata.at}, ${event.position})
      on conflict (event_id) do nothing
    `.execute(trx);
    return [];
  },
};
