import { sql, type Transaction } from 'kysely';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import { WHITELIST_EVENT_TYPES, type WhitelistEvent } from '../../domain/whitelist/events.ts';
import type { Projection } from '../projection.ts';

/**
 * Each owner's lists as they now are (a deleted list is marked, and left out of every query). Every write is guarded by the stream
 * version, so replaying the log changes nothing; times come from the events.
 */
export const whitelistsProjection: Projection<'whitelists'> = {
  name: 'whitelists',
  eventTypes: WHITELIST_EVENT_TYPES,
  tables: ['rm_whitelists'],
  async apply(trx, recorded) {
    await applyEvent(trx, recorded as RecordedEvent<WhitelistEvent>);
    return [];
  },
};

async function applyEvent(trx: Transaction<unknown>, event: RecordedEvent<WhitelistEvent>): Promise<void> {
  const whitelistId = event.streamName.slice('whitelist-'.length);
  const guard = sql`whitelist_id = ${whitelistId} and version < ${event.streamVersion}`;
  switch (event.type) {
    case 'WhitelistCreated': {
      const d = event.data;
      await sql`
        insert into rm_whitelists (whitelist_id, owner_kind, owner_id, title, names, total, cloned_from,
                                   created_at, updated_at, version)
        values (${d.whitelistId}, ${d.owner.kind}, ${d.owner.id}, ${d.title}, ${JSON.stringify(d.names)}::jsonb,
                ${d.names.length}, ${d.clonedFrom ?? null}, ${d.createdAt}, ${d.createdAt}, ${event.streamVersion})
        on conflict (whitelist_id) do nothing
      `.execute(trx);
      return;
    }
    case 'WhitelistUpdated':
      await sql`
        update rm_whitelists
        set title = ${event.data.title}, names = ${JSON.stringify(event.data.names)}::jsonb,
            total = ${event.data.names.length}, updated_at = ${event.metadata.at}, version = ${event.streamVersion}
        where ${guard}
      `.execute(trx);
      return;
    case 'WhitelistDeleted':
      await sql`
        update rm_whitelists set deleted_at = ${event.data.deletedAt}, version = ${event.streamVersion} where ${guard}
      `.execute(trx);
      return;
    default:
      assertNever(event);
  }
}
