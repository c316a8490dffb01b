import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { type Connection, connect } from '../../api/database/connect.ts';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store.ts';
import type { EventMetadata } from '../../domain/shared/event.ts';
import { migrateToLatest } from '../../migrations/migrate.ts';
import { createTestDatabase, type PostgresBackend, type TestDatabase } from './backends.ts';

export interface StoreFixture {
  store: PostgresEventStore;
  connection: Connection<unknown>;
  database: TestDatabase;
}

/** A migrated database of its own plus an event store on it, for one describe block. */
export function useEventStore(backend: PostgresBackend, options: { pollIntervalMs?: number } = {}) {
  const fixture = {} as StoreFixture;
  beforeAll(async () => {
    fixture.database = await createTestDatabase(backend.serverUrl);
    fixture.connection = connect(fixture.database.url);
    await migrateToLatest(fixture.connection.db);
    fixture.store = new PostgresEventStore(fixture.connection.db, {
      connectionString: fixture.database.url,
      pollIntervalMs: options.pollIntervalMs ?? 200,
    });
  });
  afterAll(async () => {
    await fixture.store?.close();
    await fixture.connection?.close();
    await fixture.database?.drop();
  });
  return fixture;
}

export const FIXED_TIME = '2026-11-23T10:00:00.000Z';

export function metadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return { actorId: null, correlationId: randomUUID(), causationId: null, at: FIXED_TIME, ...overrides };
}

export const freshStream = (prefix = 'test') => `${prefix}-${randomUUID()}`;
