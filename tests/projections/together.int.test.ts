import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readLog } from '../../commands/event-store/read-log.ts';
import { allProjections } from '../../projections/all.ts';
import type { ReadModelChange } from '../../projections/projection.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { readTogetherView, togetherProjection } from '../../projections/together/index.ts';
import { capitals, primes } from '../domain/game-fixtures.ts';
import { startedData } from '../domain/play/play-fixtures.ts';
import { postgresBackends } from '../support/backends.ts';
import { metadata, useEventStore } from '../support/event-store-fixture.ts';

/*
 * The together read model: a group, its members as they joined, and each member's progress taken from
 * their own play's events. Rebuilt from zero, and replayed over itself, it gives the same rows.
 */
describe.each(postgresBackends())('together read model ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  let published: ReadModelChange[] = [];
  let runner: ProjectionRunner;
  const G = '10000000-0000-4000-8000-000000000001';
  const [M1, M2] = ['20000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000002'];
  const [P1, P2] = ['30000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000002'];
  const SOLO = '30000000-0000-4000-8000-000000000009';
  const T0 = '2026-11-24T10:00:00.000Z';

  const rows = async () => ({
    groups: (await sql`select * from rm_together order by together_id`.execute(fixture.connection.db)).rows,
    members: (await sql`select * from rm_together_members order by member_id`.execute(fixture.connection.db))
      .rows,
  });
  const play = (playId: string, togetherId: string | null, name: string) => ({
    streamName: `play-${playId}`,
    expectedVersion: 0,
    events: [
      { type: 'PlayStarted', data: startedData({ playId, togetherId, player: { userId: null, name } }) },
      { type: 'PlayQuestionShown', data: { index: 0, shownAt: T0, opensAt: T0, closesAt: null } },
    ],
  });

  beforeAll(async () => {
    const joined = (memberId: string, name: string) => ({
      type: 'TogetherMemberJoined',
      data: { memberId, userId: null, name, joinedAt: T0 },
    });
    await fixture.store.append(
      [
        {
          streamName: `together-${G}`,
          expectedVersion: 0,
          events: [
            {
              type: 'TogetherCreated',
              data: { togetherId: G, quizId: G, quizCode: 'abcd2345', quizTitle: 'Geography', createdAt: T0 },
            },
            joined(M1, 'Nora'),
            joined(M2, 'Ola'),
            {
              type: 'TogetherStarted',
              data: {
                startedBy: M2,
                startedAt: T0,
                questions: [capitals, primes],
                settings: { speedScoring: true, showCorrectAnswer: true },
                plays: [
                  { memberId: M1, playId: P1 },
                  { memberId: M2, playId: P2 },
                ],
              },
            },
          ],
        },
        play(P1, G, 'Nora'),
        play(P2, G, 'Ola'),
        // A play alone is no group's business.
        play(SOLO, null, 'Kari'),
      ],
      metadata(),
    );
    await fixture.store.append(
      [
        {
          streamName: `play-${P1}`,
          expectedVersion: 2,
          events: [
            {
              type: 'PlayAnswerSubmitted',
              data: {
                index: 0,
                answer: { kind: 'choice', answerIds: ['oslo'] },
                receivedAt: T0,
                submissionId: 's1',
                correct: true,
                points: 900,
                scoring: 2,
                coins: 1,
              },
            },
            { type: 'PlayQuestionShown', data: { index: 1, shownAt: T0, opensAt: T0, closesAt: null } },
            { type: 'PlayFinished', data: { finishedAt: T0, score: 900, correct: 1, coins: 1 } },
          ],
        },
      ],
      metadata(),
    );
    runner = new ProjectionRunner({
      db: fixture.connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: allProjections,
      publish: (changes) => published.push(...changes),
      batchSize: 3,
    });
    await vi.waitFor(async () => {
      await runner.catchUp();
      expect((await readTogetherView(fixture.connection.db, G))?.members[0]?.finished).toBe(true);
    });
  });
  afterAll(async () => runner?.stop());

  it("shows each member's progress from their own play, and publishes it on the group's topic", async () => {
    const view = await readTogetherView(fixture.connection.db, G);
    expect(view).toMatchObject({ phase: 'started', quizTitle: 'Geography' });
    expect(view!.members).toEqual([
      { memberId: M1, name: 'Nora', question: 2, total: 2, score: 900, finished: true, finishedAt: T0 },
      { memberId: M2, name: 'Ola', question: 1, total: 2, score: 0, finished: false, finishedAt: null },
    ]);
    const topics = new Set(published.map((c) => c.topic).filter((topic) => topic.startsWith('together/')));
    expect([...topics]).toEqual([`together/${G}`]);
  });

  it('rebuilds from zero into identical rows, and a replay over them changes nothing', async () => {
    const before = await rows();
    await runner.rebuild(togetherProjection.name);
    // A pass reads up to the oldest transaction open on the shared server: read on until all is back.
    await vi.waitFor(async () => {
      await runner.catchUp();
      expect(await rows()).toEqual(before);
    });
    await sql`delete from projection_checkpoints where name = 'together'`.execute(fixture.connection.db);
    published = [];
    await runner.catchUp();
    expect(await rows()).toEqual(before);
    expect(published.filter((c) => c.topic.startsWith('together/'))).toEqual([]);
  });
});
