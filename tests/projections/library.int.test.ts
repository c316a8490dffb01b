import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readLog } from '../../commands/event-store/read-log.ts';
import type { LibraryEvent } from '../../domain/library/events.ts';
import type { LibraryListing } from '../../domain/library/rules.ts';
import { libraryProjection, searchLibrary } from '../../projections/library/index.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { postgresBackends } from '../support/backends.ts';
import { metadata, useEventStore } from '../support/event-store-fixture.ts';

const SCHOOL = '00000000-0000-4000-8000-00000000a601';
const OTHER_SCHOOL = '00000000-0000-4000-8000-00000000a602';
const SUBJECT = '00000000-0000-4000-8000-00000000c601';
const quizIds = [
  '00000000-0000-4000-8000-00000000e601',
  '00000000-0000-4000-8000-00000000e602',
  '00000000-0000-4000-8000-00000000e603',
];
const listing: LibraryListing = {
  level: 'normal',
  age: [10, 12],
  subjectId: SUBJECT,
  grades: [5, 6],
  description: 'Planter og lys',
  image: '/media/a.webp',
  countryList: false,
};
const added = (quizId: string, title: string, schoolId = SCHOOL): LibraryEvent => ({
  type: 'LibraryEntryAdded',
  data: {
    quizId,
    schoolId,
    ownerId: 'teacher-1',
    title,
    ...listing,
    subjectName: 'Naturfag',
    questionCount: 7,
  },
});

/* The library read model: shares, updates, the country list, a removal and the quiz's own title and status; replays change nothing. */
describe.each(postgresBackends())('library read model ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  let runner: ProjectionRunner;
  const rows = async () =>
    (
      await sql`select quiz_id, title, level, listed, active, country, grades from rm_library order by quiz_id`.execute(
        fixture.connection.db,
      )
    ).rows;
  const search = (change: Partial<Parameters<typeof searchLibrary>[1]> = {}) =>
    searchLibrary(fixture.connection.db, {
      schoolId: SCHOOL,
      country: 'NO',
      scope: 'school',
      search: '',
      subjectId: null,
      grade: null,
      level: null,
      page: 1,
      pageSize: 10,
      ...change,
    });

  beforeAll(async () => {
    const append = (streamName: string, expectedVersion: number, events: unknown[], at: string) =>
      fixture.store.append([{ streamName, expectedVersion, events: events as never }], metadata({ at }));
    const [first, second, third] = quizIds as [string, string, string];
    await append(`library-${first}`, 0, [added(first, 'Fotosyntese')], '2026-11-24T10:00:00.000Z');
    await append(`library-${second}`, 0, [added(second, 'Brøk og desimaltall')], '2026-11-24T11:00:00.000Z');
    await append(
      `library-${first}`,
      1,
      [
        {
          type: 'LibraryEntryUpdated',
          data: {
            quizId: first,
            schoolId: SCHOOL,
            ...listing,
            level: 'hard',
            subjectName: 'Naturfag',
            questionCount: 8,
          },
        },
        {
          type: 'LibraryCountryListingChanged',
          data: { quizId: first, schoolId: SCHOOL, country: 'NO', listed: true },
        },
      ],
      '2026-11-24T12:00:00.000Z',
    );
    await append(
      `quiz-${first}`,
      0,
      [{ type: 'QuizTitleChanged', data: { quizId: first, title: 'Fotosyntese 2' } }],
      '2026-11-24T12:30:00.000Z',
    );
    await append(
      `library-${second}`,
      1,
      [{ type: 'LibraryEntryRemoved', data: { quizId: second, schoolId: SCHOOL, by: 'school_admin' } }],
      '2026-11-24T13:00:00.000Z',
    );
    await append(
      `library-${third}`,
      0,
      [added(third, 'Vikingtiden', OTHER_SCHOOL)],
      '2026-11-24T14:00:00.000Z',
    );
    await append(
      `quiz-${third}`,
      0,
      [{ type: 'QuizStatusChanged', data: { quizId: third, from: true, to: false } }],
      '2026-11-24T14:30:00.000Z',
    );
    runner = new ProjectionRunner({
      db: fixture.connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: [libraryProjection],
      publish: () => {},
      batchSize: 2,
    });
  });

  const caughtUp = () =>
    vi.waitFor(
      async () => {
        await runner.catchUp();
        expect(await rows()).toHaveLength(3);
        expect((await rows())[2]).toMatchObject({ active: false });
      },
      { timeout: 10_000, interval: 50 },
    );

  it('holds each listing as last shared, with the quiz title and status of today', async () => {
    await caughtUp();
    expect(await rows()).toEqual([
      {
        quiz_id: quizIds[0],
        title: 'Fotosyntese 2',
        level: 'hard',
        listed: true,
        active: true,
        country: 'NO',
        grades: [5, 6],
      },
      {
        quiz_id: quizIds[1],
        title: 'Brøk og desimaltall',
        level: 'normal',
        listed: false,
        active: true,
        country: null,
        grades: [5, 6],
      },
      {
        quiz_id: quizIds[2],
        title: 'Vikingtiden',
        level: 'normal',
        listed: true,
        active: false,
        country: null,
        grades: [5, 6],
      },
    ]);
  });

  it('searches only what is listed and active, by text, level and grade, and by country', async () => {
    await caughtUp();
    expect((await search()).rows.map((r) => r.title)).toEqual(['Fotosyntese 2']);
    expect((await search({ search: 'FOTO' })).total).toBe(1);
    expect((await search({ search: 'brøk' })).total).toBe(0);
    expect((await search({ level: 'normal' })).total).toBe(0);
    expect((await search({ grade: 6 })).total).toBe(1);
    expect((await search({ grade: 7 })).total).toBe(0);
    expect((await search({ schoolId: OTHER_SCHOOL, scope: 'country' })).rows.map((r) => r.title)).toEqual([
      'Fotosyntese 2',
    ]);
  });

  it('rebuilds into the same rows, and a replay changes nothing', async () => {
    await caughtUp();
    const before = await rows();
    await sql`delete from projection_checkpoints where name = 'library'`.execute(fixture.connection.db);
    await runner.catchUp();
    expect(await rows()).toEqual(before);
    await runner.rebuild('library');
    expect(await rows()).toEqual(before);
  });
});
