import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readLog } from '../../commands/event-store/read-log.ts';
import {
  quizSharesProjection,
  quizzesSharedWith,
  sharedRightsOf,
} from '../../projections/quiz-shares/index.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { postgresBackends } from '../support/backends.ts';
import { metadata, useEventStore } from '../support/event-store-fixture.ts';

const QUIZ = '00000000-0000-4000-8000-00000000aa01';
const BOB = '00000000-0000-4000-8000-00000000bb01';
const CAROL = '00000000-0000-4000-8000-00000000cc01';
const DAVE = '00000000-0000-4000-8000-00000000dd01';
const share = (n: number) => `00000000-0000-4000-8000-00000000ee0${n}`;
const rights = (canRead: boolean, canEdit: boolean, canAccessReport: boolean) => ({
  canRead,
  canEdit,
  canAccessReport,
});

/*
 * The shares read model: rebuilt from the log into the same rows, replays harmless (a removed share
 * never comes back), and shares made to an address apply to whoever has confirmed it.
 */
describe.each(postgresBackends())('quiz shares read model ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  let runner: ProjectionRunner;
  const db = () => fixture.connection.db;

  const rows = async () => ({
    shares: (await sql`select * from rm_quiz_shares order by seq`.execute(db())).rows,
    sharing: (await sql`select * from rm_quiz_sharing`.execute(db())).rows,
  });

  async function account(id: string, email: string, confirmed: boolean) {
    await sql`
      insert into rm_users (id, email, name, role, provider, status, email_confirmed, two_factor, newsletter, version,
                            created_at, updated_at)
      values (${id}, ${email}, ${email}, 'user', 'email', 'active', ${confirmed}, 'off', false, 1, now(), now())
    `.execute(db());
  }

  beforeAll(async () => {
    const events = [
      {
        type: 'QuizShared',
        data: {
          quizId: QUIZ,
          shareId: share(1),
          granteeId: BOB,
          userId: BOB,
          email: 'bob@example.org',
          rights: rights(true, false, false),
        },
      },
      {
        type: 'QuizShared',
        data: {
          quizId: QUIZ,
          shareId: share(2),
          granteeId: 'p2',
          userId: null,
          email: 'carol@example.org',
          rights: rights(false, false, true),
        },
      },
      {
        type: 'QuizShared',
        data: {
          quizId: QUIZ,
          shareId: share(3),
          granteeId: 'p3',
          userId: null,
          email: 'dave@example.org',
          rights: rights(true, true, false),
        },
      },
      {
        type: 'QuizShareRightsChanged',
        data: {
          quizId: QUIZ,
          shareId: share(1),
          rights: rights(true, true, true),
          previous: rights(true, false, false),
        },
      },
      { type: 'QuizShareLinkCreated', data: { quizId: QUIZ, linkId: share(8) } },
      { type: 'QuizShareRemoved', data: { quizId: QUIZ, shareId: share(3) } },
    ];
    await fixture.store.append(
      [{ streamName: `quiz-shares-${QUIZ}`, expectedVersion: 0, events: events as never }],
      metadata({ at: '2026-11-25T10:00:00.000Z' }),
    );
    await account(BOB, 'bob@example.org', true);
    await account(CAROL, 'carol@example.org', true);
    // Dave typed the address but never confirmed it.
    await account(DAVE, 'dave@example.org', false);
    runner = new ProjectionRunner({
      db: db(),
      log: { read: readLog, onAppend: () => () => {} },
      projections: [quizSharesProjection],
      publish: () => {},
      batchSize: 2,
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

  it('holds each share as last decided, without the removed one, and the live link', async () => {
    await caughtUp(async () =>
      expect((await rows()).sharing).toEqual([{ quiz_id: QUIZ, link_id: share(8), version: 6 }]),
    );
    const { shares } = await rows();
    expect(shares).toEqual([
      expect.objectContaining({
        share_id: share(1),
        user_id: BOB,
        can_read: true,
        can_edit: true,
        can_access_report: true,
      }),
      expect.objectContaining({
        share_id: share(2),
        user_id: null,
        email: 'carol@example.org',
        can_access_report: true,
      }),
    ]);
  });

  it('answers what a person may do: by account, by confirmed address, and nothing for an unconfirmed one', async () => {
    await caughtUp(async () => expect((await rows()).shares).toHaveLength(2));
    expect(await sharedRightsOf(db(), QUIZ, BOB)).toEqual(rights(true, true, true));
    expect(await sharedRightsOf(db(), QUIZ, CAROL)).toEqual(rights(false, false, true));
    expect(await sharedRightsOf(db(), QUIZ, DAVE)).toEqual(rights(false, false, false));
    expect(await sharedRightsOf(db(), QUIZ, null)).toEqual(rights(false, false, false));
    expect(await sharedRightsOf(db(), 'not-a-quiz', BOB)).toEqual(rights(false, false, false));
    // No quiz row in this database: "shared with me" lists only quizzes that exist.
    expect(await quizzesSharedWith(db(), BOB)).toEqual([]);
  });

  it('rebuilds into identical rows, and replaying changes nothing', async () => {
    await caughtUp(async () => expect((await rows()).shares).toHaveLength(2));
    const before = await rows();
    await runner.rebuild('quiz-shares');
    await caughtUp(async () => expect(await rows()).toEqual(before));
    await sql`delete from projection_checkpoints`.execute(db());
    await caughtUp(async () => expect(await rows()).toEqual(before));
  });
});
