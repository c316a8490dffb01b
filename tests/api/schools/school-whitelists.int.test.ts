import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHITELIST_MONTHLY_LIMIT } from '../../../domain/whitelist/rules.ts';
import { postgresBackends } from '../../support/backends.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';
import { createSchool, type Person, personWithRole } from './school-support.ts';

/*
 * School whitelists (spec §1, §7 Whitelists, issue 15 item 2): the school's admins create, change,
 * clone and delete its lists under the same rules as anyone's; its teachers see them and restrict
 * their live games and assignments by them; students, suspended teachers and outsiders are refused
 * with a translated error, and nothing is appended.
 */
describe.each(postgresBackends())('school whitelists ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-25T10:00:00.000Z');
  let admin: Person;
  let teacher: Person;
  let student: Person;
  let outsider: Person;
  let schoolId: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Person, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const whitelistEvents = async () =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from events where stream_name like 'whitelist-%'`.execute(t.db)
    ).rows[0]!.n;

  /** In through an access request the admin accepts; the school role follows the account role. */
  async function join(person: Person) {
    await call('POST', `/schools/${schoolId}/request-access`, person);
    const accepted = await call('POST', `/schools/${schoolId}/requests/${person.userId}/accept`, admin);
    expect(accepted.statusCode).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
    [admin, teacher, student, outsider] = await Promise.all([
      personWithRole(t, 'Astrid Admin', 'teacher'),
      personWithRole(t, 'Tor Teacher', 'teacher'),
      personWithRole(t, 'Siri Student', 'student'),
      personWithRole(t, 'Otto Outsider', 'teacher'),
    ]);
    schoolId = (await createSchool(t.app, admin)).school_id;
    await join(teacher);
    await join(student);
  });
  afterAll(async () => t?.close());

  it('lets an admin create, rename, clone and delete the school’s lists, and its teachers read them', async () => {
    const created = await call('POST', `/schools/${schoolId}/whitelists/create`, admin, {
      title: ' 7B ',
      names: ['Nora', 'Ali'],
    });
    expect(created.statusCode).toBe(201);
    const list = created.json().data;
    expect(list).toMatchObject({ title: '7B', names: ['Nora', 'Ali'], total: 2 });

    const renamed = await call('PUT', `/whitelists/${list.id}`, admin, {
      title: '7B – vår',
      names: ['Nora'],
    });
    expect(renamed.json().data).toMatchObject({ title: '7B – vår', total: 1 });
    const clone = await call('POST', `/whitelists/clone/${list.id}`, admin);
    expect(clone.statusCode).toBe(201);
    expect(clone.json().data).toMatchObject({ title: '7B – vår', cloned_from: list.id });

    const seenByTeacher = (await call('GET', `/schools/${schoolId}/whitelists`, teacher)).json().data;
    expect(seenByTeacher.map((w: { id: string }) => w.id).sort()).toEqual(
      [list.id, clone.json().data.id].sort(),
    );
    expect((await call('GET', `/whitelists/id/${list.id}`, teacher)).json().data.names).toEqual(['Nora']);
    // The school's lists are not the admin's personal ones.
    expect((await call('GET', '/whitelists/all', admin)).json().data).toEqual([]);
    // A teacher who may only use the school's list copies it into their own lists.
    const copied = await call('POST', `/whitelists/clone/${list.id}`, teacher);
    expect(copied.statusCode).toBe(201);
    expect((await call('GET', '/whitelists/all', teacher)).json().data).toMatchObject([
      { id: copied.json().data.id, title: '7B – vår', cloned_from: list.id },
    ]);
    expect((await call('GET', `/schools/${schoolId}/whitelists`, admin)).json().data).toHaveLength(2);

    expect((await call('DELETE', `/whitelists/${clone.json().data.id}`, admin)).statusCode).toBe(200);
    const after = (await call('GET', `/schools/${schoolId}/whitelists?search=vår`, admin)).json().data;
    expect(after.map((w: { id: string }) => w.id)).toEqual([list.id]);
  });

  it('refuses teachers’ changes, students and outsiders with a translated error, appending nothing', async () => {
    const list = (
      await call('POST', `/schools/${schoolId}/whitelists/create`, admin, { title: '8A', names: ['Per'] })
    ).json().data;
    const before = await whitelistEvents();

    const byTeacher = await call('POST', `/schools/${schoolId}/whitelists/create`, teacher, {
      title: 'Mine',
      names: ['Per'],
    });
    expect(byTeacher.statusCode).toBe(403);
    expect(byTeacher.json().error.code).toBe('no_permission');
    const teacherEdit = await call('PUT', `/whitelists/${list.id}`, teacher, { title: 'x', names: ['Per'] });
    expect([teacherEdit.statusCode, teacherEdit.json().error.code]).toEqual([403, 'no_permission']);
    expect((await call('DELETE', `/whitelists/${list.id}`, teacher)).statusCode).toBe(403);

    for (const who of [student, outsider]) {
      const listing = await call('GET', `/schools/${schoolId}/whitelists`, who);
      expect([listing.statusCode, listing.json().error.code]).toEqual([403, 'no_permission']);
      // A list one may not even use answers as if it were not there.
      expect((await call('GET', `/whitelists/id/${list.id}`, who)).json().error.code).toBe(
        'whitelist_not_found',
      );
      expect(
        (await call('PUT', `/whitelists/${list.id}`, who, { title: 'x', names: ['Ada'] })).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', `/schools/${schoolId}/whitelists/create`, who, { title: 'x', names: ['Ada'] }))
          .statusCode,
      ).toBe(403);
    }
    const duplicate = await call('POST', `/schools/${schoolId}/whitelists/create`, admin, {
      title: '9C',
      names: ['Anna', 'ANNA'],
    });
    expect(duplicate.json().error).toMatchObject({
      code: 'whitelist_name_duplicate',
      details: { name: 'ANNA' },
    });
    expect(await whitelistEvents()).toBe(before);
  });

  it('lets a teacher restrict a live game and an assignment to a school list; a student and an outsider may not', async () => {
    const list = (
      await call('POST', `/schools/${schoolId}/whitelists/create`, admin, { title: '6C', names: ['Ingrid'] })
    ).json().data;
    const usable = (await call('GET', '/whitelists/usable', teacher)).json().data;
    expect(usable).toContainEqual(expect.objectContaining({ id: list.id, school_id: schoolId }));
    expect((await call('GET', '/whitelists/usable', student)).json().data).toEqual([]);

    const quizId = await liveQuiz(t.app, teacher.headers);
    const opened = await call('POST', '/games', teacher, {
      quiz_id: quizId,
      admission: { kind: 'whitelist', whitelist_id: list.id },
    });
    expect(opened.statusCode).toBe(201);
    const join = async (name: string) => {
      const phone = await gameSocket(t.app);
      const reply = await phone.request({ type: 'game.join', pin: opened.json().data.pin, name });
      phone.close();
      return reply;
    };
    expect(await join('ingrid')).toMatchObject({ type: 'game.joined' });
    expect(await join('Mallory')).toMatchObject({ type: 'game.error', code: 'join_name_not_on_whitelist' });

    const assignment = await call('POST', '/assignments', teacher, {
      quiz_id: quizId,
      opens_at: '2026-11-25T09:00:00.000Z',
      deadline: '2026-11-26T09:00:00.000Z',
      attempt_limit: null,
      random_order: false,
      show_correct_answer: false,
      admission: { kind: 'whitelist', whitelist_id: list.id },
    });
    expect(assignment.statusCode).toBe(201);

    const outsidersQuiz = await liveQuiz(t.app, outsider.headers);
    const refused = await call('POST', '/games', outsider, {
      quiz_id: outsidersQuiz,
      admission: { kind: 'whitelist', whitelist_id: list.id },
    });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'no_permission']);
  });

  it('turns a teacher away from the school’s lists once suspended', async () => {
    const list = (
      await call('POST', `/schools/${schoolId}/whitelists/create`, admin, { title: '5A', names: ['Ola'] })
    ).json().data;
    const colleague = await personWithRole(t, 'Cecilie Colleague', 'teacher');
    await join(colleague);
    expect((await call('GET', `/whitelists/id/${list.id}`, colleague)).statusCode).toBe(200);
    await call('POST', `/schools/${schoolId}/users/${colleague.userId}/status`, admin, {
      status: 'suspended',
    });
    const quizId = await liveQuiz(t.app, colleague.headers);
    const refused = await call('POST', '/games', colleague, {
      quiz_id: quizId,
      admission: { kind: 'whitelist', whitelist_id: list.id },
    });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'no_permission']);
    expect((await call('GET', `/schools/${schoolId}/whitelists`, colleague)).statusCode).toBe(403);
  });

  it("counts the school's monthly limit apart from its admin's own", async () => {
    const other = await personWithRole(t, 'Liv Limit', 'teacher');
    const second = (await createSchool(t.app, other)).school_id;
    for (let i = 0; i < WHITELIST_MONTHLY_LIMIT; i++)
      expect(
        (
          await call('POST', `/schools/${second}/whitelists/create`, other, {
            title: `L${i}`,
            names: ['Ada'],
          })
        ).statusCode,
      ).toBe(201);
    const over = await call('POST', `/schools/${second}/whitelists/create`, other, {
      title: 'one more',
      names: ['Ada'],
    });
    expect([over.statusCode, over.json().error.code]).toEqual([409, 'whitelist_monthly_limit']);
    expect(
      (await call('POST', '/whitelists/create', other, { title: 'mine', names: ['Ada'] })).statusCode,
    ).toBe(201);
  });
});
