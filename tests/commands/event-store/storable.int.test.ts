import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import { postgresBackends } from '../../support/backends.ts';
import { metadata } from '../../support/event-store-fixture.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

describe.each(postgresBackends())(
  'the event store refuses text PostgreSQL cannot store ($name PostgreSQL)',
  (backend) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(backend);
    });
    afterAll(async () => t?.close());

    const count = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from events`.execute(t.db)).rows[0]!.n);

    it.each([
      ['the raw store', () => t.rawStore],
      ['the sealing store (personal data would hide a NUL in ciphertext)', () => t.store],
    ])(
      '%s: a NUL or a lone surrogate is a 400-style DomainError and nothing is written',
      async (_, storeOf) => {
        const before = await count();
        for (const name of ['Evil\u0000Person', 'Lone \uD800 surrogate']) {
          const userId = randomUUID();
          const append = storeOf().append(
            [
              {
                streamName: `user-${userId}`,
                expectedVersion: 0,
                events: [
                  {
                    type: 'UserRegistered',
                    data: {
                      userId,
                      name,
                      email: `${userId}@example.org`,
                      role: 'user',
                      provider: 'local',
                      providerId: null,
                      emailConfirmed: true,
                      schoolId: null,
                    },
                  },
                ],
              },
            ],
            metadata(),
          );
          await expect(append).rejects.toBeInstanceOf(DomainError);
          await expect(append).rejects.toMatchObject({
            code: 'text_invalid_characters',
            params: { field: 'name' },
          });
        }
        expect(await count()).toBe(before);
      },
    );
  },
);
