import { sql } from 'kysely';
import { MEDIA_EVENT_TYPES, type MediaEvent } from '../../domain/media/events.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';

/**
 * Each account's stored bytes and files, from its upload ledger (`media-<userId>`). The total comes
 * from the event (the decision frozen there), and every write is guarded by the stream version, so a
 * replay changes nothing.
 */
export const mediaUsageProjection: Projection<'media-usage'> = {
  name: 'media-usage',
  eventTypes: MEDIA_EVENT_TYPES,
  tables: ['rm_media_usage'],
  async apply(trx, recorded) {
    const event = recorded as RecordedEvent<MediaEvent>;
    const userId = event.streamName.slice('media-'.length);
    switch (event.type) {
      case 'MediaStored':
        await sql`
          insert into rm_media_usage (user_id, stored_bytes, files, version)
          values (${userId}, ${event.data.totalBytes}, ${event.data.paths.length}, ${event.streamVersion})
          on conflict (user_id) do update
            set stored_bytes = excluded.stored_bytes,
                files = rm_media_usage.files + excluded.files,
                version = excluded.version
            where rm_media_usage.version < excluded.version
        `.execute(trx);
        return [];
      default:
        return assertNever(event.type);
    }
  },
};
