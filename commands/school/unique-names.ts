import { createHash } from 'node:crypto';
import { schoolNameKey } from '../../domain/school/rules.ts';
import type { DomainEvent } from '../../domain/shared/event.ts';
import type { EventStore, StreamAppend } from '../event-store/event-store.ts';

/*
 * A school's name and slug are unique across schools (spec §5). Each is held on a stream of its own
 * (`school-name-<hash>`, `school-slug-<slug>`) whose last event says which school holds it; appending
 * the hold with the stream's expected version beside the school's own event means two schools racing
 * for one name cannot both win.
 */

type Held = { holder: string | null; version: number };

const nameStream = (name: string) =>
  `school-name-${createHash('sha256').update(schoolNameKey(name)).digest('hex').slice(0, 40)}`;
const slugStream = (slug: string) => `school-slug-${slug}`;

async function holderOf(store: EventStore, streamName: string): Promise<Held> {
  const events = await store.readStream(streamName);
  const last = events.at(-1);
  const holder = last?.type.endsWith('Reserved') ? (last.data as { schoolId: string }).schoolId : null;
  return { holder, version: events.length };
}

export interface UniqueHolds {
  nameTaken: boolean;
  slugTaken: boolean;
  /** The appends that take the new name and slug and let go of the old ones; run them with the school's own. */
  appends(): StreamAppend[];
}

/** Whether `name` and `slug` are free for `schoolId` (or already its own), and how to take them. */
export async function uniqueHolds(
  store: EventStore,
  schoolId: string,
  wanted: { schoolName: string; slug: string },
): Promise<UniqueHolds> {
  const nameAt = nameStream(wanted.schoolName);
  const slugAt = slugStream(wanted.slug.trim().toLowerCase());
  const [name, slug] = await Promise.all([holderOf(store, nameAt), holderOf(store, slugAt)]);
  const taken = (held: Held) => held.holder !== null && held.holder !== schoolId;
  const hold = (streamName: string, held: Held, type: string): StreamAppend[] =>
    held.holder === schoolId
      ? []
      : [
          {
            streamName,
            expectedVersion: held.version,
            events: [{ type, data: { schoolId } } as DomainEvent],
          },
        ];
  return {
    nameTaken: taken(name),
    slugTaken: taken(slug),
    appends: () => [...hold(nameAt, name, 'SchoolNameReserved'), ...hold(slugAt, slug, 'SchoolSlugReserved')],
  };
}

/** The appends that let go of a name or slug this school held and no longer uses. */
export async function releases(
  store: EventStore,
  schoolId: string,
  before: { schoolName: string; slug: string },
  after: { schoolName: string; slug: string },
): Promise<StreamAppend[]> {
  const appends: StreamAppend[] = [];
  const pairs: Array<[string, string]> = [];
  if (nameStream(before.schoolName) !== nameStream(after.schoolName))
    pairs.push([nameStream(before.schoolName), 'SchoolNameReleased']);
  if (before.slug !== after.slug) pairs.push([slugStream(before.slug), 'SchoolSlugReleased']);
  for (const [streamName, type] of pairs) {
    const held = await holderOf(store, streamName);
    if (held.holder === schoolId)
      appends.push({ streamName, expectedVersion: held.version, events: [{ type, data: { schoolId } }] });
  }
  return appends;
}
