import type { LibraryEvent } from '../../domain/library/events.ts';
import { assertNever } from '../../domain/shared/event.ts';

/** How school library events read in the quiz's audit log (spec §9 set_quiz_to_school, set_quiz_to_country). */
export type LibraryLogAction = 'set_quiz_to_school' | 'set_quiz_to_country';

export function libraryEntryOf(event: LibraryEvent): { action: LibraryLogAction; payload: unknown } {
  switch (event.type) {
    case 'LibraryEntryAdded':
    case 'LibraryEntryUpdated': {
      const d = event.data;
      return {
        action: 'set_quiz_to_school',
        payload: {
          change: event.type === 'LibraryEntryAdded' ? 'shared' : 'updated',
          school_id: d.schoolId,
          level: d.level,
          age: d.age,
          class_subject: d.subjectName,
          class_grade: d.grades,
        },
      };
    }
    case 'LibraryCountryListingChanged':
      return {
        action: 'set_quiz_to_country',
        payload: { country: event.data.country, show_school_country_list: event.data.listed },
      };
    case 'LibraryEntryRemoved':
      return {
        action: 'set_quiz_to_school',
        payload: { change: 'removed', school_id: event.data.schoolId, by: event.data.by },
      };
    default:
      return assertNever(event);
  }
}
