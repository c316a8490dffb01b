import { describe, expect, it } from 'vitest';
import {
  decideLibrary,
  type LibraryActor,
  type LibraryCommand,
  type LibraryQuiz,
  type LibrarySchool,
} from '../../../domain/library/decide.ts';
import { evolveLibrary, initialLibraryState } from '../../../domain/library/events.ts';
import { LIBRARY_MIN_QUESTIONS, type LibraryListing } from '../../../domain/library/rules.ts';
import { brokenRule, deciderSpec } from '../../support/decider.ts';

const owner: LibraryActor = { userId: 'teacher-1', isSiteAdmin: false };
const quiz: LibraryQuiz = {
  quizId: 'q1',
  ownerId: 'teacher-1',
  title: 'Fotosyntese',
  active: true,
  questionCount: 7,
};
const subjects = new Map([
  ['math', { name: 'Matematikk', active: true }],
  ['old', { name: 'Gammelt fag', active: false }],
]);
const schoolAs = (actor: LibrarySchool['actor']): LibrarySchool => ({
  schoolId: 's1',
  country: 'NO',
  subjects,
  actor,
});
const teacherIn = schoolAs({ role: 'teacher', status: 'active', admin: false });
const listing: LibraryListing = {
  level: 'normal',
  age: [10, 12],
  subjectId: 'math',
  grades: [6, 5, 5],
  description: '  Planter  og lys ',
  image: '/media/abc.webp',
  countryList: false,
};

const { given } = deciderSpec({
  decide: decideLibrary,
  evolve: evolveLibrary,
  initialState: initialLibraryState,
});
const share = (change: Partial<LibraryListing> = {}, context: Partial<LibraryCommand['data']> = {}) =>
  ({
    type: 'ShareToLibrary',
    data: { actor: owner, quiz, school: teacherIn, listing: { ...listing, ...change }, ...context },
  }) as const;
const listed = () => given().decide(share());

describe('sharing a quiz to the school library', () => {
  it('lists it with the tidied listing, the subject name and the question count it was checked against', () => {
    expect(listed()).toEqual([
      {
        type: 'LibraryEntryAdded',
        data: {
          quizId: 'q1',
          schoolId: 's1',
          ownerId: 'teacher-1',
          title: 'Fotosyntese',
          level: 'normal',
          age: [10, 12],
          subjectId: 'math',
          subjectName: 'Matematikk',
          grades: [5, 6],
          description: 'Planter og lys',
          image: '/media/abc.webp',
          countryList: false,
          questionCount: 7,
        },
      },
    ]);
  });

  it('also lists it for the country when the teacher asks (logged as set_quiz_to_country)', () => {
    const events = given().decide(share({ countryList: true }));
    expect(events.map((e) => e.type)).toEqual(['LibraryEntryAdded', 'LibraryCountryListingChanged']);
    expect(events[1]!.data).toEqual({ quizId: 'q1', schoolId: 's1', country: 'NO', listed: true });
  });

  it(`needs at least ${LIBRARY_MIN_QUESTIONS} questions`, () => {
    expect(brokenRule(() => given().decide(share({}, { quiz: { ...quiz, questionCount: 6 } })))).toBe(
      'library_too_few_questions',
    );
  });

  it('needs an active quiz', () => {
    expect(brokenRule(() => given().decide(share({}, { quiz: { ...quiz, active: false } })))).toBe(
      'library_quiz_inactive',
    );
  });

  it.each([
    [{ level: 'extreme' as never }, 'library_level_invalid'],
    [{ age: [12, 10] as [number, number] }, 'age_invalid'],
    [{ age: [-1, 10] as [number, number] }, 'age_invalid'],
    [{ grades: [] }, 'library_grade_required'],
    [{ grades: [13] }, 'class_grade_invalid'],
    [{ description: '   ' }, 'library_description_required'],
    [{ description: 'x'.repeat(501) }, 'library_description_too_long'],
    [{ image: '' }, 'library_image_required'],
    [{ image: 'javascript:alert(1)' }, 'library_image_invalid'],
    [{ subjectId: 'old' }, 'library_subject_invalid'],
    [{ subjectId: 'nope' }, 'library_subject_invalid'],
  ])('refuses a listing with %o (%s)', (change, code) => {
    expect(brokenRule(() => given().decide(share(change)))).toBe(code);
  });

  it('is for the quiz owner only', () => {
    expect(brokenRule(() => given().decide(share({}, { quiz: { ...quiz, ownerId: 'someone' } })))).toBe(
      'no_permission',
    );
  });

  it('is for active members: not outsiders, not suspended or removed members', () => {
    expect(brokenRule(() => given().decide(share({}, { school: schoolAs(null) })))).toBe('school_not_member');
    for (const status of ['suspended', 'removed'])
      expect(
        brokenRule(() =>
          given().decide(share({}, { school: schoolAs({ role: 'teacher', status, admin: true }) })),
        ),
      ).toBe('school_not_member');
  });

  it('is for teachers: students do not publish to the library', () => {
    for (const role of ['student', 'student_plus'])
      expect(
        brokenRule(() =>
          given().decide(share({}, { school: schoolAs({ role, status: 'active', admin: false }) })),
        ),
      ).toBe('no_permission');
    expect(
      given().decide(
        share({}, { school: schoolAs({ role: 'teacher_plus', status: 'active', admin: false }) }),
      ),
    ).toHaveLength(1);
  });

  it('refuses a missing quiz or school', () => {
    expect(brokenRule(() => given().decide(share({}, { quiz: null })))).toBe('quiz_not_found');
    expect(brokenRule(() => given().decide(share({}, { school: null })))).toBe('school_not_found');
  });

  it('refuses a quiz that is in the library already', () => {
    expect(brokenRule(() => given(...listed()).decide(share()))).toBe('library_already_listed');
  });
});

describe('updating a library entry', () => {
  const update = (change: Partial<LibraryListing> = {}, context: Partial<LibraryCommand['data']> = {}) =>
    ({ ...share(change, context), type: 'UpdateLibraryEntry' }) as const;

  it('records the new listing, and a country change when that changed', () => {
    const events = given(...listed()).decide(update({ level: 'hard', countryList: true }));
    expect(events.map((e) => e.type)).toEqual(['LibraryEntryUpdated', 'LibraryCountryListingChanged']);
    expect(events[0]!.data).toMatchObject({ level: 'hard', subjectName: 'Matematikk' });
  });

  it('takes it off the country list again', () => {
    const history = given().decide(share({ countryList: true }));
    const events = given(...history).decide(update({ countryList: false }));
    expect(events[1]).toMatchObject({ type: 'LibraryCountryListingChanged', data: { listed: false } });
  });

  it('checks the same rules as sharing, and needs the quiz to be listed', () => {
    expect(brokenRule(() => given(...listed()).decide(update({ description: '' })))).toBe(
      'library_description_required',
    );
    expect(brokenRule(() => given().decide(update()))).toBe('library_entry_not_found');
    expect(
      brokenRule(() => given(...listed()).decide(update({}, { school: { ...teacherIn, schoolId: 's2' } }))),
    ).toBe('library_already_listed');
  });
});

describe('removing a quiz from the library', () => {
  const remove = (actor: LibraryActor, school: LibrarySchool | null = teacherIn) =>
    ({ type: 'RemoveFromLibrary', data: { actor, quiz, school } }) as const;

  it('lets the owner take it out', () => {
    expect(given(...listed()).decide(remove(owner))).toEqual([
      { type: 'LibraryEntryRemoved', data: { quizId: 'q1', schoolId: 's1', by: 'owner' } },
    ]);
  });

  it("lets the school's active admins and operators take it out, nobody else", () => {
    const adminId = { userId: 'admin-1', isSiteAdmin: false };
    const asAdmin = schoolAs({ role: 'teacher', status: 'active', admin: true });
    expect(given(...listed()).decide(remove(adminId, asAdmin))[0]).toMatchObject({
      data: { by: 'school_admin' },
    });
    expect(
      given(...listed()).decide(remove({ userId: 'op', isSiteAdmin: true }, schoolAs(null)))[0],
    ).toMatchObject({ data: { by: 'school_admin' } });
    const suspendedAdmin = schoolAs({ role: 'teacher', status: 'suspended', admin: true });
    expect(brokenRule(() => given(...listed()).decide(remove(adminId, suspendedAdmin)))).toBe(
      'no_permission',
    );
    expect(brokenRule(() => given(...listed()).decide(remove(adminId, teacherIn)))).toBe('no_permission');
  });

  it('refuses a quiz not in that school library', () => {
    expect(brokenRule(() => given().decide(remove(owner)))).toBe('library_entry_not_found');
    const removed = [...listed(), ...given(...listed()).decide(remove(owner))];
    expect(brokenRule(() => given(...removed).decide(remove(owner)))).toBe('library_entry_not_found');
    expect(brokenRule(() => given(...listed()).decide(remove(owner, { ...teacherIn, schoolId: 's2' })))).toBe(
      'library_entry_not_found',
    );
  });

  it('may be shared again once taken out', () => {
    const removed = [...listed(), ...given(...listed()).decide(remove(owner))];
    expect(given(...removed).decide(share())).toHaveLength(1);
  });
});
