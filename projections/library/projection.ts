import { type Kysely, sql, type Transaction } from 'kysely';
import {
  LIBRARY_EVENT_TYPES,
  type LibraryEntryUpdated,
  type LibraryEvent,
} from '../../domain/library/events.ts';
import type {
  QuestionAdded,
  QuestionRemoved,
  QuizStatusChanged,
  QuizTitleChanged,
} from '../../domain/quiz/events.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';
import type { LibraryTables } from './table.ts';

/** The quiz events a library row follows: its title, whether it is active, and how many questions it has. */
const QUIZ_TYPES = ['QuizTitleChanged', 'QuizStatusChanged', 'QuestionAdded', 'QuestionRemoved'] as const;
type Followed = LibraryEvent | QuizTitleChanged | QuizStatusChanged | QuestionAdded | QuestionRemoved;

/**
 * The school library: each shared quiz's listing, for the library page and Manage School's Quizzes tab.
 * Library events carry their log position into the row and apply only when newer, so a replay changes
 * nothing; the quiz's title and status are plain values set in log order.
 */
export const libraryProjection: Projection<'library'> = {
  name: 'library',
  eventTypes: [...LIBRARY_EVENT_TYPES, ...QUIZ_TYPES],
  tables: ['rm_library'],
  async apply(trx, recorded) {
    await applyLibraryEvent(
      trx as unknown as Transaction<LibraryTables>,
      recorded as RecordedEvent<Followed>,
    );
    return [];
  },
};

async function applyLibraryEvent(db: Kysely<LibraryTables>, event: RecordedEvent<Followed>) {
  const at = new Date(event.metadata.at);
  const position = String(event.position);
  const newer = () =>
    db
      .updateTable('rm_library')
      .where('quiz_id', '=', event.data.quizId)
      .where(sql<boolean>`position < ${position}::bigint`);
  switch (event.type) {
    case 'LibraryEntryAdded': {
      const d = event.data;
      const row = {
        school_id: d.schoolId,
        owner_id: d.ownerId,
        title: d.title,
        ...listingColumns(d),
        country: null,
        active: true,
        listed: true,
        listed_at: at,
        updated_at: at,
        position,
      };
      await db
        .insertInto('rm_library')
        .values({ quiz_id: d.quizId, ...row })
        .onConflict((oc) =>
          oc
            .column('quiz_id')
            .doUpdateSet(row)
            .where(sql<boolean>`rm_library.position < ${position}::bigint`),
        )
        .execute();
      return;
    }
    case 'LibraryEntryUpdated': {
      await newer()
        .set({ ...listingColumns(event.data), updated_at: at, position })
        .execute();
      return;
    }
    case 'LibraryCountryListingChanged':
      await newer()
        .set({ country: event.data.listed ? event.data.country : null, position })
        .execute();
      return;
    case 'LibraryEntryRemoved':
      await newer().set({ listed: false, country: null, position }).execute();
      return;
    case 'QuizTitleChanged':
      await db
        .updateTable('rm_library')
        .set({ title: event.data.title })
        .where('quiz_id', '=', event.data.quizId)
        .execute();
      return;
    // Counted from the listing's own count on, so a quiz edited below the minimum leaves the search.
    // Guarded by position like the library events: a replay does not count a question twice.
    case 'QuestionAdded':
      await newer().set({ question_count: sql`question_count + 1`, position }).execute();
      return;
    case 'QuestionRemoved':
      await newer().set({ question_count: sql`greatest(question_count - 1, 0)`, position }).execute();
      return;
    case 'QuizStatusChanged':
      await db
        .updateTable('rm_library')
        .set({ active: event.data.to })
        .where('quiz_id', '=', event.data.quizId)
        .execute();
      return;
    default:
      return assertNever(event);
  }
}

/** The listing as the teacher filled it in, in the row's columns (sharing and updating set the same). */
function listingColumns(d: LibraryEntryUpdated['data']) {
  return {
    level: d.level,
    age_min: d.age[0],
    age_max: d.age[1],
    subject_id: d.subjectId,
    subject_name: d.subjectName,
    grades: d.grades,
    description: d.description,
    image: d.image,
    question_count: d.questionCount,
  };
}
