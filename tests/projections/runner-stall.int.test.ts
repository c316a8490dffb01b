import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sealEvent } from '../../commands/privacy/personal-fields.ts';
import type { DomainEvent } from '../../domain/shared/event.ts';
import { findUserById } from '../../projections/users/queries.ts';
import { postgresBackends } from '../support/backends.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Writes an event straight into the log, as an older Kviss (before the text rule) could have. */
async function appendRaw(db: Kysely<unknown>, streamName: string, event: DomainEvent): Promise<string> {
  const metadata = {
    actorId: null,
    correlationId: randomUUID(),
    causationId: null,
    at: '2026-11-20T10:00:00.000Z',
  };
  const { rows } = await sql<{ position: string }>`
    insert into events (stream_name, stream_version, event_id, type, data, metadata)
    values (${streamName}, 1, ${randomUUID()}::uuid, ${event.type}, ${JSON.stringify(event.data)}::jsonb,
            ${JSON.stringify(metadata)}::jsonb)
    returning position::text
  `.execute(db);
  return rows[0]!.position;
}

describe.each(postgresBackends())('projections meeting bad events ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json().data;

  it('applies a legacy registration with a NUL in its sealed name, and registrations go on working', async () => {
    const userId = randomUUID();
    const registered = await sealEvent(t.deps.vault, {
      type: 'UserRegistered',
      data: {
        userId,
        name: 'Evil\u0000Person',
        email: `legacy-${userId}@example.org`,
        role: 'user',
        provider: 'local',
        providerId: null,
        emailConfirmed: true,
        schoolId: null,
      },
    });
    await appendRaw(t.db, `user-${userId}`, registered);
    await vi.waitFor(
      async () => expect((await findUserById(t.db as never, userId))?.name).toBe('Evil\uFFFDPerson'),
      {
        timeout: 10_000,
      },
    );

    const next = await signUp(t.app, 'After The Legacy');
    expect((await findUserById(t.db as never, next.userId))?.name).toBe('After The Legacy');
    expect(await health()).toMatchObject({ status: 'ok' });
  });

  it('halts only the projection that cannot apply an event, and health names it with its position', async () => {
    // A quiz id that is not a uuid: the quizzes table refuses it however often it is tried.
    const position = await appendRaw(t.db, `quiz-${randomUUID()}`, {
      type: 'QuizCreated',
      data: { quizId: 'not-a-uuid', code: 'badcode1', title: 'Broken', ownerId: null },
    });
    // The quizzes read model and the quiz log both read QuizCreated; both halt at that event (each in
    // its own pass, so one may be reported a moment before the other).
    const report = await vi.waitFor(
      async () => {
        const now = await health();
        expect(now.status).toBe('degraded');
        expect(now.stalled).toEqual(
          expect.arrayContaining([
            { projection: 'quizzes', position, error: expect.stringContaining('uuid') },
            expect.objectContaining({ projection: 'quiz-logs', position }),
          ]),
        );
        return now;
      },
      { timeout: 10_000 },
    );
    expect(report.stalled.map((s: { position: string }) => s.position)).toEqual(
      report.stalled.map(() => position),
    );
    expect(t.runner.stalled()).toEqual(report.stalled);

    expect(report.stalled.map((s: { projection: string }) => s.projection)).not.toContain('users');
    // Other projections carry on: a new account is readable at once.
    const someone = await signUp(t.app, 'Still Working');
    expect((await findUserById(t.db as never, someone.userId))?.name).toBe('Still Working');
  });
});
