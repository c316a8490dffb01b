import { DomainError } from '../../domain/shared/domain-error.ts';
import type { EventMetadata } from '../../domain/shared/event.ts';
import { firstUnstorable } from '../../domain/shared/text.ts';
import type { StreamAppend } from './event-store.ts';

/**
 * The store's backstop behind the boundary rule: an event whose strings PostgreSQL cannot store
 * (NUL, lone surrogates) is refused before anything is written, as a 400 `text_invalid_characters`.
 * Checked before personal data is sealed: sealed, a NUL would pass into the log and stop the
 * projections that open it.
 */
export function assertStorable(streams: StreamAppend[], metadata: EventMetadata): void {
  for (const stream of streams) {
    if (stream.metadata) assertStorable([{ ...stream, metadata: undefined }], stream.metadata);
    for (const event of stream.events) {
      const field = firstUnstorable(event.data);
      if (field !== null) throw new DomainError('text_invalid_characters', { field });
    }
  }
  const field = firstUnstorable(metadata);
  if (field !== null) throw new DomainError('text_invalid_characters', { field });
}
