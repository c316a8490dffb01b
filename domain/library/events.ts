import { assertNever, type DomainEvent } from '../shared/event.ts';
import type { LibraryListing } from './rules.ts';

/*
 * A quiz's place in a school library (spec §1, §5 "share to school"), in a stream of its own
 * (`library-<quizId>`) beside the quiz's content: a quiz is in one school's library at a time (spec §3
 * Quiz `school_id`). The listing is frozen as the teacher filled it in, with the subject's name at the
 * time and the question count the minimum was checked against.
 */

export const libraryStreamName = (quizId: string) => `library-${quizId}`;

export type LibraryEntryAdded = DomainEvent<
  'LibraryEntryAdded',
  LibraryListing & {
    quizId: string;
    schoolId: string;
    ownerId: string;
    title: string;
    subjectName: string;
    questionCount: number;
  }
>;
export type LibraryEntryUpdated = DomainEvent<
  'LibraryEntryUpdated',
  LibraryListing & { quizId: string; schoolId: string; subjectName: string; questionCount: number }
>;
/** Spec `show_school_country_list`: listed (or no longer) for the schools of `country` as well. */
export type LibraryCountryListingChanged = DomainEvent<
  'LibraryCountryListingChanged',
  { quizId: string; schoolId: string; country: string; listed: boolean }
>;
/** Taken out by its owner or by an administrator of the school (spec removeQuizFromLibrary). */
export type LibraryEntryRemoved = DomainEvent<
  'LibraryEntryRemoved',
  { quizId: string; schoolId: string; by: 'owner' | 'school_admin' }
>;

export type LibraryEvent =
  | LibraryEntryAdded
  | LibraryEntryUpdated
  | LibraryCountryListingChanged
  | LibraryEntryRemoved;

export const LIBRARY_EVENT_TYPES = [
  'LibraryEntryAdded',
  'LibraryEntryUpdated',
  'LibraryCountryListingChanged',
  'LibraryEntryRemoved',
] as const satisfies readonly LibraryEvent['type'][];

export type LibraryState =
  | { status: 'unlisted' }
  | { status: 'listed'; schoolId: string; listing: LibraryListing };

export const initialLibraryState: LibraryState = { status: 'unlisted' };

export function evolveLibrary(state: LibraryState, event: LibraryEvent): LibraryState {
  switch (event.type) {
    case 'LibraryEntryAdded':
    case 'LibraryEntryUpdated': {
      const { level, age, subjectId, grades, description, image, countryList, schoolId } = event.data;
      return {
        status: 'listed',
        schoolId,
        listing: { level, age, subjectId, grades, description, image, countryList },
      };
    }
    case 'LibraryCountryListingChanged':
      return state.status === 'listed'
        ? { ...state, listing: { ...state.listing, countryList: event.data.listed } }
        : state;
    case 'LibraryEntryRemoved':
      return initialLibraryState;
    default:
      return assertNever(event);
  }
}
