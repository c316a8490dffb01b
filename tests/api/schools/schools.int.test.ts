import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { confirmEmailOf } from '../../support/confirmed-user.ts';
import { createTestApp, memoryMailer, type TestApp } from '../../support/test-app.ts';
import {
  bearer,
  createSchool,
  type Person,
  personWithRole,
  schoolClaims,
  schoolForm,
} from './school-support.ts';

describe.each(postgresBackends())('schools ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const mailer = memoryMailer();
  let teacher: Person;
  let colleague: Person;
  let student: Person;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp(backend, { mailer });
    [teacher, colleague, student, admin] = await Promise.all([
      personWithRole(t, 'Tina Teacher', 'teacher'),
      personWithRole(t, 'Colin Colleague', 'teacher'),
      personWithRole(t, 'Stella Student', 'student'),
      personWithRole(t, 'Otto Operator', 'super_admin'),
    ]);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Person | null, payload?: object) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  describe('creating a school', () => {
    it('makes the teacher its first admin, carries it in the token and shows a public page without the contact', async () => {
      const school = await createSchool(t.app, teacher, { slug: 'Solvik-Skole-1' });
      expect(school.slug).toBe('solvik-skole-1');
      expect(schoolClaims(school.token)).toEqual({
        school_id: school.school_id,
        schools: [school.school_id],
      });
      const page = await call('GET', '/api/schools/slug/SOLVIK-skole-1', null);
      expect(page.statusCode).toBe(200);
      expect(page.json().data).toMatchObject({
        school_name: school.form.school_name,
        district: 'Oslo',
        country: 'NO',
        me: null,
      });
      expect(page.body).not.toContain('Kari Nordmann');
      expect(page.body).not.toContain('912');
      const mine = await call('GET', '/api/schools/mine', teacher);
      expect(mine.json().data).toMatchObject([
        { school_id: school.school_id, admin: true, role: 'teacher', status: 'active', current: true },
      ]);
    });

    it('keeps school names and slugs unique, ignoring case and spacing', async () => {
      const first = await createSchool(t.app, teacher);
      const sameName = await call(
        'POST',
        '/api/schools/create',
        colleague,
        schoolForm({ school_name: ` ${first.form.school_name.toUpperCase()} ` }),
      );
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json().error.code).toBe('school_name_taken');
      const sameSlug = await call(
        'POST',
        '/api/schools/create',
        colleague,
        schoolForm({ slug: first.slug.toUpperCase() }),
      );
      expect(sameSlug.json().error.code).toBe('school_slug_taken');
    });

    it.each([
      [{ slug: 'with space' }, 'school_slug_invalid'],
      [{ school_name: '' }, 'school_name_required'],
      [{ phone: 'abc' }, 'phone_invalid'],
      [{ country: 'N' }, 'school_country_invalid'],
    ])('refuses a form with %o (%s), and nothing is created', async (change, code) => {
      const reply = await call('POST', '/api/schools/create', colleague, schoolForm(change));
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.code).toBe(code);
      expect((await call('GET', '/api/schools/mine', colleague)).json().data).toEqual([]);
    });

    it('refuses unknown fields, students and guests', async () => {
      expect(
        (await call('POST', '/api/schools/create', teacher, { ...schoolForm(), plan: 'gold' })).statusCode,
      ).toBe(400);
      const byStudent = await call('POST', '/api/schools/create', student, schoolForm());
      expect(byStudent.statusCode).toBe(403);
      expect((await call('POST', '/api/schools/create', null, schoolForm())).statusCode).toBe(401);
    });
  });

  describe('Manage School', () => {
    let schoolId: string;
    beforeAll(async () => {
      schoolId = (await createSchool(t.app, teacher)).school_id;
    });

    it('keeps the lists to the school’s admins and operators', async () => {
      for (const path of ['users', 'subjects', 'requests', 'invitations', 'settings']) {
        expect((await call('GET', `/api/schools/${schoolId}/${path}`, colleague)).statusCode).toBe(403);
        expect((await call('GET', `/api/schools/${schoolId}/${path}`, teacher)).statusCode).toBe(200);
        expect((await call('GET', `/api/schools/${schoolId}/${path}`, admin)).statusCode).toBe(200);
      }
    });

    it('lets an asker in: request, accept, then a paged and searchable member list', async () => {
      expect((await call('POST', `/api/schools/${schoolId}/request-access`, student)).statusCode).toBe(200);
      const again = await call('POST', `/api/schools/${schoolId}/request-access`, student);
      expect(again.json().error.code).toBe('school_request_pending');
      const requests = (await call('GET', `/api/schools/${schoolId}/requests`, teacher)).json().data;
      expect(requests).toMatchObject([
        { user_id: student.userId, name: 'Stella Student', email: student.email },
      ]);
      expect(
        (await call('POST', `/api/schools/${schoolId}/requests/${student.userId}/accept`, teacher))
          .statusCode,
      ).toBe(200);
      expect((await call('GET', `/api/schools/${schoolId}/requests`, teacher)).json().data).toEqual([]);

      const all = (await call('GET', `/api/schools/${schoolId}/users?page_size=1`, teacher)).json().data;
      expect(all).toMatchObject({
        total: 2,
        page: 1,
        page_size: 1,
        users: [{ user_id: teacher.userId, admin: true }],
      });
      const second = (await call('GET', `/api/schools/${schoolId}/users?page_size=1&page=2`, teacher)).json()
        .data;
      expect(second.users).toMatchObject([
        { user_id: student.userId, role: 'student', status: 'active', admin: false },
      ]);
      const found = (await call('GET', `/api/schools/${schoolId}/users?search=stella`, teacher)).json().data;
      expect(found.users.map((u: { name: string }) => u.name)).toEqual(['Stella Student']);
      const admins = (await call('GET', `/api/schools/${schoolId}/users?admin=true`, teacher)).json().data;
      expect(admins.users.map((u: { user_id: string }) => u.user_id)).toEqual([teacher.userId]);
    });

    it('suspends, restores and removes users, and keeps a student from being admin', async () => {
      const url = (action: string) => `/api/schools/${schoolId}/users/${student.userId}/${action}`;
      expect((await call('POST', url('status'), teacher, { status: 'suspended' })).statusCode).toBe(200);
      const suspended = (await call('GET', `/api/schools/${schoolId}/users?status=suspended`, teacher)).json()
        .data;
      expect(suspended.users).toMatchObject([{ user_id: student.userId, status: 'suspended' }]);
      expect((await call('POST', url('status'), teacher, { status: 'active' })).statusCode).toBe(200);
      const made = await call('POST', url('admin'), teacher, { admin: true });
      expect(made.json().error.code).toBe('school_admin_must_be_teacher');
      expect((await call('POST', url('role'), teacher, { role: 'student_plus' })).statusCode).toBe(200);
      expect((await call('POST', url('status'), student, { status: 'removed' })).statusCode).toBe(403);
      expect((await call('POST', url('status'), teacher, { status: 'deleted' })).statusCode).toBe(400);
      const self = await call('POST', `/api/schools/${schoolId}/users/${teacher.userId}/admin`, teacher, {
        admin: false,
      });
      expect(self.json().error.code).toBe('school_last_admin');
    });

    it('keeps subject names required and unique in the school, and turns them off', async () => {
      const added = await call('POST', `/api/schools/${schoolId}/subjects`, teacher, {
        name: ' Matematikk ',
      });
      expect(added.statusCode).toBe(201);
      const { subject_id } = added.json().data;
      expect(
        (await call('POST', `/api/schools/${schoolId}/subjects`, teacher, { name: 'MATEMATIKK' })).json()
          .error.code,
      ).toBe('subject_name_taken');
      expect(
        (await call('POST', `/api/schools/${schoolId}/subjects`, teacher, { name: '  ' })).json().error.code,
      ).toBe('subject_name_required');
      expect(
        (await call('PATCH', `/api/schools/${schoolId}/subjects/${subject_id}`, teacher, { active: false }))
          .statusCode,
      ).toBe(200);
      const renamed = await call('PATCH', `/api/schools/${schoolId}/subjects/${subject_id}`, teacher, {
        name: 'Matte',
      });
      expect(renamed.statusCode).toBe(200);
      expect((await call('GET', `/api/schools/${schoolId}/subjects`, teacher)).json().data).toEqual([
        { subject_id, name: 'Matte', active: false },
      ]);
      const byMember = await call('PATCH', `/api/schools/${schoolId}/subjects/${subject_id}`, student, {
        active: true,
      });
      expect(byMember.statusCode).toBe(403);
    });

    it('saves settings, keeping the name unique', async () => {
      const settings = (await call('GET', `/api/schools/${schoolId}/settings`, teacher)).json().data;
      const { school_id: _, feide_org: __, ...form } = settings;
      const saved = await call('PATCH', `/api/schools/${schoolId}`, teacher, {
        ...form,
        district: 'Nordre Aker',
        time_zone: 'Europe/Oslo',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({ district: 'Nordre Aker', name: 'Kari Nordmann' });
      const other = await createSchool(t.app, colleague);
      const clash = await call('PATCH', `/api/schools/${schoolId}`, teacher, {
        ...form,
        school_name: other.form.school_name,
      });
      expect(clash.json().error.code).toBe('school_name_taken');
      // The old name is free again once a school lets go of it.
      const renamed = await call('PATCH', `/api/schools/${other.school_id}`, colleague, {
        ...other.form,
        school_name: `${other.form.school_name} B`,
      });
      expect(renamed.statusCode).toBe(200);
      expect(
        (
          await call('PATCH', `/api/schools/${schoolId}`, teacher, {
            ...form,
            school_name: other.form.school_name,
          })
        ).statusCode,
      ).toBe(200);
    });
  });

  describe('invitations', () => {
    let schoolId: string;
    beforeAll(async () => {
      schoolId = (await createSchool(t.app, teacher)).school_id;
    });
    const invite = (email: string, who: Person = teacher) =>
      call('POST', `/api/schools/${schoolId}/invitations`, who, { email, language: 'no' });

    it('mails the link (ready, then sent), and only the invited address may use it', async () => {
      const invited = await personWithRole(t, 'Ingrid Invited', 'user');
      const reply = await invite(invited.email.toUpperCase());
      expect(reply.statusCode).toBe(201);
      expect(reply.json().data).toMatchObject({ email: invited.email, status: 'sent', role: 'teacher' });
      const mail = mailer.sent.findLast((m) => m.to === invited.email)!;
      expect(mail.subject).toContain('Kviss');
      const link = mail.text.match(/http:\/\/kviss\.test\/school\/[a-z0-9-]+\/invitation\/([0-9a-f-]{36})/)!;
      const invitationId = link[1]!;
      const listed = (await call('GET', `/api/schools/${schoolId}/invitations`, teacher)).json().data;
      expect(listed).toMatchObject([{ invitation_id: invitationId, status: 'sent' }]);

      const preview = (await call('GET', `/api/schools/invitations/${invitationId}`, null)).json().data;
      expect(preview).toMatchObject({ status: 'sent', email_hint: `u***@example.org` });

      const wrong = await call('POST', `/api/schools/invitations/${invitationId}/accept`, colleague);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error.code).toBe('invited_email_mismatch');
      // Registering the invited address is not enough (a forwarded link lets anyone): it must be confirmed.
      const unconfirmed = await call('POST', `/api/schools/invitations/${invitationId}/accept`, invited);
      expect([unconfirmed.statusCode, unconfirmed.json().error.code]).toEqual([
        403,
        'school_invitation_email_unconfirmed',
      ]);
      expect(
        (await call('GET', `/api/schools/${schoolId}/users?search=ingrid`, teacher)).json().data.users,
      ).toEqual([]);
      await confirmEmailOf(t, invited.userId);
      const joined = await call('POST', `/api/schools/invitations/${invitationId}/accept`, invited);
      expect(joined.statusCode).toBe(200);
      expect(schoolClaims(joined.json().data.token).schools).toContain(schoolId);
      const users = (await call('GET', `/api/schools/${schoolId}/users?search=ingrid`, teacher)).json().data;
      expect(users.users).toMatchObject([{ user_id: invited.userId, role: 'teacher' }]);
      // The invited address is personal data: sealed in the log (DESIGN §2), in the clear only in the read model.
      const { rows } = await sql<{ data: unknown }>`
        select data from events where type = 'SchoolInvitationCreated' and data->>'invitationId' = ${invitationId}
      `.execute(t.db);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows[0]!.data)).not.toContain(invited.email);
      expect(
        (await call('POST', `/api/schools/invitations/${invitationId}/accept`, invited)).json().error.code,
      ).toBe('school_invitation_used');
    });

    it('refuses your own e-mail, an address already invited, a member, and a bad address', async () => {
      expect((await invite(teacher.email)).json().error.code).toBe('invite_own_email');
      expect((await invite('twice@example.org')).statusCode).toBe(201);
      expect((await invite('Twice@Example.org')).json().error.code).toBe('invite_already_invited');
      const member = await personWithRole(t, 'Mona Member', 'teacher');
      await call('POST', `/api/schools/${schoolId}/request-access`, member);
      await call('POST', `/api/schools/${schoolId}/requests/${member.userId}/accept`, teacher);
      expect((await invite(member.email)).json().error.code).toBe('invite_already_member');
      expect((await invite('not an address')).json().error.code).toBe('email_invalid');
      expect((await invite('someone@example.org', colleague)).statusCode).toBe(403);
    });
  });

  describe('switching school', () => {
    it('moves the token’s school_id between the schools one belongs to', async () => {
      const person = await personWithRole(t, 'Sven Switcher', 'teacher');
      const a = await createSchool(t.app, person);
      const b = await createSchool(t.app, person);
      expect(schoolClaims(b.token)).toEqual({
        school_id: a.school_id,
        schools: expect.arrayContaining([a.school_id, b.school_id]),
      });
      const switched = await call('POST', '/api/schools/switch', person, { school_id: b.school_id });
      expect(switched.statusCode).toBe(200);
      const token = switched.json().data.token;
      expect(schoolClaims(token).school_id).toBe(b.school_id);
      const claims = await t.app.inject({
        method: 'POST',
        url: '/api/validateToken',
        headers: bearer(token),
        payload: {},
      });
      expect(claims.json().data.school_id).toBe(b.school_id);
      const outsider = await call('POST', '/api/schools/switch', colleague, { school_id: b.school_id });
      expect(outsider.json().error.code).toBe('school_not_member');
    });
  });
});
