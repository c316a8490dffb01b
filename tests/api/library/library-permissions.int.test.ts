import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { captchaFor } from '../../support/captcha.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createSchool, type Person, personWithRole } from '../schools/school-support.ts';
import { addSubject, libraryQuiz, listing, memberOf } from './library-support.ts';

/*
 * Spec §6 for the school library, every action × every role, member or not, suspended or not: every
 * active member finds and previews; plus roles copy; teachers share their own quizzes; the owner and the
 * school's admins take a quiz out; anyone else (suspended, removed, outsiders) sees nothing.
 */

type Who =
  | 'admin'
  | 'teacher'
  | 'teacher_plus'
  | 'student'
  | 'student_plus'
  | 'suspended_plus'
  | 'removed_teacher'
  | 'outsider';
const EVERYONE: Who[] = [
  'admin',
  'teacher',
  'teacher_plus',
  'student',
  'student_plus',
  'suspended_plus',
  'removed_teacher',
  'outsider',
];

describe.each(postgresBackends())('school library permissions ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const people = {} as Record<Who, Person>;
  let schoolId: string;
  let subjectId: string;
  let listedQuiz: string;
  let owner: Person;

  const inject = (who: Who, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${path}`,
      headers: people[who].headers,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(backend);
    people.admin = await personWithRole(t, 'Skole Admin', 'teacher');
    const school = await createSchool(t.app, people.admin);
    schoolId = school.school_id;
    subjectId = await addSubject(t.app, schoolId, people.admin, 'Naturfag');
    const add = (name: string, role: Parameters<typeof memberOf>[4], status?: 'suspended' | 'removed') =>
      memberOf(t, schoolId, people.admin, name, role, status);
    people.teacher = await add('Basic Teacher', 'teacher');
    people.teacher_plus = await add('Plus Teacher', 'teacher_plus');
    people.student = await add('Basic Student', 'student');
    people.student_plus = await add('Plus Student', 'student_plus');
    people.suspended_plus = await add('Suspended Plus', 'teacher_plus', 'suspended');
    people.removed_teacher = await add('Removed Teacher', 'teacher', 'removed');
    owner = await add('Quiz Owner', 'teacher');
    people.outsider = await personWithRole(t, 'Other School', 'teacher_plus');
    await createSchool(t.app, people.outsider);
    listedQuiz = await libraryQuiz(t.app, owner);
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/schools/${schoolId}/library`,
      headers: owner.headers,
      payload: listing(listedQuiz, subjectId),
    });
    expect(shared.statusCode).toBe(201);
  }, 120_000);
  afterAll(async () => t?.close());

  it.each(EVERYONE)('search and subjects: %s', async (who) => {
    const search = await inject(who, 'GET', `/schools/${schoolId}/library?search=fotosyntese`);
    const subjects = await inject(who, 'GET', `/schools/${schoolId}/library/subjects`);
    const member = !['suspended_plus', 'removed_teacher', 'outsider'].includes(who);
    expect([search.statusCode, subjects.statusCode]).toEqual(member ? [200, 200] : [403, 403]);
    if (member) {
      expect(search.json().data.entries.map((e: { quiz_id: string }) => e.quiz_id)).toEqual([listedQuiz]);
      expect(search.json().data.may_copy).toBe(who.endsWith('_plus'));
      expect(subjects.json().data).toEqual([{ subject_id: subjectId, name: 'Naturfag', active: true }]);
    } else {
      expect(search.json().error.code).toBe('school_not_member');
    }
  });

  it.each(EVERYONE)('preview a quiz they do not own: %s', async (who) => {
    const reply = await inject(who, 'POST', `/schools/${schoolId}/library/${listedQuiz}/preview`, {
      answers: [],
      reveal: false,
    });
    const member = !['suspended_plus', 'removed_teacher', 'outsider'].includes(who);
    expect(reply.statusCode).toBe(member ? 200 : 403);
  });

  it.each(EVERYONE)('copy to my quizzes (clone_quiz): %s', async (who) => {
    const reply = await inject(who, 'POST', `/copyToMyQuiz/${listedQuiz}`, {
      captcha_response: await captchaFor(t.app),
    });
    // The school's admin is a basic teacher here: administering gives no plus rights.
    const mayCopy = who === 'teacher_plus' || who === 'student_plus';
    expect(reply.statusCode, reply.body).toBe(mayCopy ? 201 : 403);
    if (mayCopy) {
      const copyId = reply.json().data._id;
      const log = await inject(who, 'GET', `/quiz-logs/${copyId}?page=1`);
      expect(log.json().data.items.map((i: { action: string }) => i.action)).toContain('clone_quiz');
    }
  });

  it.each(EVERYONE)('share their own quiz of 7 questions: %s', async (who) => {
    const quizId = await libraryQuiz(t.app, people[who]);
    const reply = await inject(who, 'POST', `/schools/${schoolId}/library`, listing(quizId, subjectId));
    const expected: Record<Who, [number, string | null]> = {
      admin: [201, null],
      teacher: [201, null],
      teacher_plus: [201, null],
      student: [403, 'no_permission'],
      student_plus: [403, 'no_permission'],
      suspended_plus: [403, 'school_not_member'],
      removed_teacher: [403, 'school_not_member'],
      outsider: [403, 'school_not_member'],
    };
    const [status, code] = expected[who];
    expect(reply.statusCode).toBe(status);
    if (code) expect(reply.json().error.code).toBe(code);
  });

  it.each(EVERYONE)("take another teacher's quiz out of the library: %s", async (who) => {
    const quizId = await libraryQuiz(t.app, owner);
    await t.app.inject({
      method: 'POST',
      url: `/api/schools/${schoolId}/library`,
      headers: owner.headers,
      payload: listing(quizId, subjectId),
    });
    const reply = await inject(who, 'POST', `/schools/${schoolId}/removeQuizFromLibrary`, {
      quiz_id: quizId,
    });
    expect(reply.statusCode).toBe(who === 'admin' ? 200 : 403);
  });

  it("lets the owner update and take out their own entry, and shows it in the quiz's log", async () => {
    const quizId = await libraryQuiz(t.app, people.teacher_plus);
    await inject('teacher_plus', 'POST', `/schools/${schoolId}/library`, listing(quizId, subjectId));
    const updated = await inject(
      'teacher_plus',
      'PUT',
      `/schools/${schoolId}/library`,
      listing(quizId, subjectId, { level: 'hard', show_school_country_list: true }),
    );
    expect(updated.json().data).toMatchObject({ level: 'hard', show_school_country_list: true });
    const mine = await inject('teacher_plus', 'GET', `/library/quiz/${quizId}`);
    expect(mine.json().data).toMatchObject({ quiz_id: quizId, class_subject: 'Naturfag' });
    expect((await inject('teacher', 'GET', `/library/quiz/${quizId}`)).statusCode).toBe(403);
    const removed = await inject('teacher_plus', 'POST', `/schools/${schoolId}/removeQuizFromLibrary`, {
      quiz_id: quizId,
    });
    expect(removed.statusCode).toBe(200);
    const log = await inject('teacher_plus', 'GET', `/quiz-logs/${quizId}?page=1`);
    const items = log.json().data.items as Array<{ action: string; actor_id: string; at: string }>;
    expect(items.map((i) => i.action).slice(0, 4)).toEqual([
      'set_quiz_to_school',
      'set_quiz_to_country',
      'set_quiz_to_school',
      'set_quiz_to_school',
    ]);
    expect(items[0]!.actor_id).toBe(people.teacher_plus.userId);
    expect(Date.parse(items[0]!.at)).not.toBeNaN();
  });

  it('refuses a quiz of 6 questions with a translated error, and changes nothing', async () => {
    const quizId = await libraryQuiz(t.app, people.teacher, 6);
    const reply = await inject('teacher', 'POST', `/schools/${schoolId}/library`, listing(quizId, subjectId));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatchObject({ code: 'library_too_few_questions', details: { min: 7 } });
    expect((await inject('teacher', 'GET', `/library/quiz/${quizId}`)).json().data).toBeNull();
  });

  it('refuses an unknown field and a subject of another school', async () => {
    const quizId = await libraryQuiz(t.app, people.teacher);
    const unknown = await inject('teacher', 'POST', `/schools/${schoolId}/library`, {
      ...listing(quizId, subjectId),
      approved: true,
    });
    expect(unknown.json().error.code).toBe('unknown_field');
    const foreign = await inject(
      'teacher',
      'POST',
      `/schools/${schoolId}/library`,
      listing(quizId, '00000000-0000-4000-8000-000000000001'),
    );
    expect(foreign.json().error.code).toBe('library_subject_invalid');
  });

  it('filters by subject, grade and level, and pages', async () => {
    const page = await inject(
      'student',
      'GET',
      `/schools/${schoolId}/library?grade=5&level=normal&page_size=1`,
    );
    expect(page.json().data.entries).toHaveLength(1);
    expect(page.json().data.total).toBeGreaterThan(1);
    const none = await inject('student', 'GET', `/schools/${schoolId}/library?grade=12`);
    expect(none.json().data).toMatchObject({ entries: [], total: 0 });
    const hard = await inject('student', 'GET', `/schools/${schoolId}/library?level=hard`);
    expect(hard.json().data.total).toBe(0);
  });
});
