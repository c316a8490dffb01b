import { DomainError } from '../shared/domain-error.ts';
import { assertNever } from '../shared/event.ts';
import type { LibraryEvent, LibraryState } from './events.ts';
import { checkListing, LIBRARY_MIN_QUESTIONS, type LibraryListing, mayShareToLibrary } from './rules.ts';

/** The quiz as its own stream has it; null when there is no such quiz. */
export interface LibraryQuiz {
  quizId: string;
  ownerId: string | null;
  title: string;
  active: boolean;
  questionCount: number;
}

/** The school as its own stream has it, and the actor's place in it (null when not a member). */
export interface LibrarySchool {
  schoolId: string;
  country: string;
  subjects: ReadonlyMap<string, { name: string; active: boolean }>;
  actor: { role: string; status: string; admin: boolean } | null;
}

export interface LibraryActor {
  userId: string;
  /** An operator admin (spec super admin / admin). */
  isSiteAdmin: boolean;
}

type Context = { actor: LibraryActor; quiz: LibraryQuiz | null; school: LibrarySchool | null };

export type ShareToLibrary = { type: 'ShareToLibrary'; data: Context & { listing: LibraryListing } };
export type UpdateLibraryEntry = { type: 'UpdateLibraryEntry'; data: Context & { listing: LibraryListing } };
export type RemoveFromLibrary = { type: 'RemoveFromLibrary'; data: Context };

export type LibraryCommand = ShareToLibrary | UpdateLibraryEntry | RemoveFromLibrary;

const activeIn = (school: LibrarySchool) => school.actor?.status === 'active';

/** The quiz exists and is the actor's; the school exists and the actor teaches there, active. */
function publisher({ actor, quiz, school }: Context): { quiz: LibraryQuiz; school: LibrarySchool } {
  if (!quiz) throw new DomainError('quiz_not_found');
  if (!school) throw new DomainError('school_not_found');
  if (quiz.ownerId !== actor.userId) throw new DomainError('no_permission');
  if (!activeIn(school)) throw new DomainError('school_not_member');
  if (!mayShareToLibrary(school.actor!.role)) throw new DomainError('no_permission');
  return { quiz, school };
}

/** Spec §4 "school-list sharing only when active and with enough questions", and §5's listing fields. */
function checkedListing(quiz: LibraryQuiz, school: LibrarySchool, raw: LibraryListing) {
  if (!quiz.active) throw new DomainError('library_quiz_inactive');
  if (quiz.questionCount < LIBRARY_MIN_QUESTIONS)
    throw new DomainError('library_too_few_questions', { min: LIBRARY_MIN_QUESTIONS });
  const checked = checkListing(raw);
  if ('problem' in checked) throw new DomainError(checked.problem, { field: checked.field });
  const subject = school.subjects.get(checked.listing.subjectId);
  if (!subject?.active) throw new DomainError('library_subject_invalid', { field: 'subjectId' });
  return { listing: checked.listing, subjectName: subject.name };
}

function countryChange(quizId: string, school: LibrarySchool, was: boolean, now: boolean): LibraryEvent[] {
  if (was === now) return [];
  return [
    {
      type: 'LibraryCountryListingChanged',
      data: { quizId, schoolId: school.schoolId, country: school.country, listed: now },
    },
  ];
}

export function decideLibrary(command: LibraryCommand, state: LibraryState): LibraryEvent[] {
  switch (command.type) {
    case 'ShareToLibrary': {
      const { quiz, school } = publisher(command.data);
      if (state.status === 'listed') throw new DomainError('library_already_listed');
      const { listing, subjectName } = checkedListing(quiz, school, command.data.listing);
      return [
        {
          type: 'LibraryEntryAdded',
          data: {
            quizId: quiz.quizId,
            schoolId: school.schoolId,
            ownerId: command.data.actor.userId,
            title: quiz.title,
            ...listing,
            subjectName,
            questionCount: quiz.questionCount,
          },
        },
        ...countryChange(quiz.quizId, school, false, listing.countryList),
      ];
    }
    case 'UpdateLibraryEntry': {
      const { quiz, school } = publisher(command.data);
      if (state.status !== 'listed') throw new DomainError('library_entry_not_found');
      // Moving a quiz to another school is taking it out of one library and sharing it to the other.
      if (state.schoolId !== school.schoolId) throw new DomainError('library_already_listed');
      const { listing, subjectName } = checkedListing(quiz, school, command.data.listing);
      return [
        {
          type: 'LibraryEntryUpdated',
          data: {
            quizId: quiz.quizId,
            schoolId: school.schoolId,
            ...listing,
            subjectName,
            questionCount: quiz.questionCount,
          },
        },
        ...countryChange(quiz.quizId, school, state.listing.countryList, listing.countryList),
      ];
    }
    case 'RemoveFromLibrary':
      return remove(command.data, state);
    default:
      return assertNever(command);
  }
}

/** Its owner may take it out while a member; the school's active admins (and operators) may always. */
function remove({ actor, quiz, school }: Context, state: LibraryState): LibraryEvent[] {
  if (!quiz) throw new DomainError('quiz_not_found');
  if (state.status !== 'listed') throw new DomainError('library_entry_not_found');
  if (!school || school.schoolId !== state.schoolId) throw new DomainError('library_entry_not_found');
  const isOwner = quiz.ownerId === actor.userId;
  const isAdmin = actor.isSiteAdmin || (activeIn(school) && school.actor!.admin);
  if (!isOwner && !isAdmin) throw new DomainError('no_permission');
  return [
    {
      type: 'LibraryEntryRemoved',
      data: { quizId: quiz.quizId, schoolId: state.schoolId, by: isOwner ? 'owner' : 'school_admin' },
    },
  ];
}
