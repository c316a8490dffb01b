import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readLog } from '../../commands/event-store/read-log.ts';
import { decideSchool, type SchoolCommand } from '../../domain/school/decide.ts';
import { foldSchool, type SchoolEvent } from '../../domain/school/events.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { schoolsProjection } from '../../projections/schools/index.ts';
import { postgresBackends } from '../support/backends.ts';
import { metadata, useEventStore } from '../support/event-store-fixture.ts';

const SCHOOL = '00000000-0000-4000-8000-00000000a501';
const ADMIN = '00000000-0000-4000-8000-00000000b501';
const TEACHER = '00000000-0000-4000-8000-00000000b502';
const ASKER = '00000000-0000-4000-8000-00000000b503';
const SUBJECT = '00000000-0000-4000-8000-00000000c501';
const INVITATION = '00000000-0000-4000-8000-00000000d501';
const T0 = '2026-11-24T10:00:00.000Z';
const admin = { userId: ADMIN, role: 'teacher' as const };

/* The schools read model: built from a school's events by its own decider, rebuilt into the same rows, replays change nothing. */
describe.each(postgresBackends())('schools read model ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  let runner: ProjectionRunner;

  const rows = async () => {
    const all = async (table: string, order: string) =>
      (await sql`select * from ${sql.table(table)} order by ${sql.ref(order)}`.execute(fixture.connection.db))
        .rows;
    return {
      schools: await all('rm_schools', 'school_id'),
      members: await all('rm_school_members', 'user_id'),
      subjects: await all('rm_school_subjects', 'subject_id'),
      requests: await all('rm_school_requests', 'user_id'),
      invitations: await all('rm_school_invitations', 'invitation_id'),
      current: await all('rm_school_current', 'user_id'),
    };
  };

  beforeAll(async () => {
    const history: SchoolEvent[] = [];
    let version = 0;
    const run = async (command: SchoolCommand) => {
      const events = decideSchool(command, foldSchool(history));
      await fixture.store.append(
        [{ streamName: `school-${SCHOOL}`, expectedVersion: version, events }],
        metadata({ at: T0 }),
      );
      history.push(...events);
      version += events.length;
    };
    await run({
      type: 'CreateSchool',
      actor: admin,
      data: {
        schoolId: SCHOOL,
        schoolName: 'Nordstrand skole',
        name: 'Kari Nordmann',
        phone: '+4791234567',
        email: 'post@nordstrand.no',
        district: 'Oslo',
        country: 'NO',
        slug: 'nordstrand',
        timeZone: 'Europe/Oslo',
        feideOrg: 'fc:org:nordstrand.no',
        at: T0,
        nameTaken: false,
        slugTaken: false,
      },
    });
    await run({ type: 'RequestAccess', actor: { userId: ASKER, role: 'student' }, data: { at: T0 } });
    await run({ type: 'RejectAccess', actor: admin, data: { userId: ASKER } });
    await run({
      type: 'InviteMember',
      actor: admin,
      data: {
        invitationId: INVITATION,
        email: 'tore@nordstrand.no',
        role: 'teacher',
        inviterEmail: 'kari@nordstrand.no',
        alreadyMember: false,
        at: T0,
      },
    });
    await run({ type: 'MarkInvitationSent', actor: admin, data: { invitationId: INVITATION } });
    await run({
      type: 'AcceptInvitation',
      actor: { userId: TEACHER, role: 'user' },
      data: { invitationId: INVITATION, email: 'tore@nordstrand.no', emailConfirmed: true, at: T0 },
    });
    await run({ type: 'SetMemberAdmin', actor: admin, data: { userId: TEACHER, admin: true } });
    await run({
      type: 'SetMemberStatus',
      actor: { userId: TEACHER, role: 'teacher' },
      data: { userId: ADMIN, status: 'suspended' },
    });
    await run({
      type: 'AddSubject',
      actor: { userId: TEACHER, role: 'teacher' },
      data: { subjectId: SUBJECT, name: 'Norsk' },
    });
    await run({
      type: 'ChangeSubject',
      actor: { userId: TEACHER, role: 'teacher' },
      data: { subjectId: SUBJECT, active: false },
    });
    runner = new ProjectionRunner({
      db: fixture.connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: [schoolsProjection],
      publish: () => {},
      batchSize: 3,
    });
  });

  const caughtUp = (check: () => Promise<void>) =>
    vi.waitFor(
      async () => {
        await runner.catchUp();
        await check();
      },
      { timeout: 10_000, interval: 50 },
    );

  it('holds the school, its members, subjects, answered request and used invitation', async () => {
    await caughtUp(async () => expect((await rows()).subjects).toMatchObject([{ active: false }]));
    const { schools, members, subjects, requests, invitations, current } = await rows();
    expect(schools).toMatchObject([
      { school_id: SCHOOL, slug: 'nordstrand', feide_org: 'fc:org:nordstrand.no', stream_version: 12 },
    ]);
    expect(members).toMatchObject([
      { user_id: ADMIN, admin: true, status: 'suspended', via: 'creator' },
      { user_id: TEACHER, admin: true, status: 'active', via: 'invitation', role: 'teacher' },
    ]);
    expect(subjects).toMatchObject([{ subject_id: SUBJECT, name: 'Norsk', active: false }]);
    expect(requests).toMatchObject([{ user_id: ASKER, status: 'rejected' }]);
    expect(invitations).toMatchObject([
      { invitation_id: INVITATION, status: 'accepted', accepted_by: TEACHER },
    ]);
    expect(current.map((row) => (row as { user_id: string }).user_id)).toEqual([ADMIN, TEACHER]);
  });

  it('rebuilds into identical rows, and replaying changes nothing', async () => {
    await caughtUp(async () => expect((await rows()).subjects).toHaveLength(1));
    const before = await rows();
    await runner.rebuild('schools');
    await caughtUp(async () => expect(await rows()).toEqual(before));
    await sql`delete from projection_checkpoints`.execute(fixture.connection.db);
    await caughtUp(async () => expect(await rows()).toEqual(before));
  });
});
