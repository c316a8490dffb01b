import { SHARING_PERSONAL_FIELDS } from '../../domain/quiz-sharing/events.ts';
import { SCHOOL_PERSONAL_FIELDS } from '../../domain/school/events.ts';
import type { DomainEvent, RecordedEvent } from '../../domain/shared/event.ts';
import { toStorable } from '../../domain/shared/text.ts';
import { PERSONAL_FIELDS as USER_PERSONAL_FIELDS } from '../../domain/user/events.ts';
import type { PersonalDataVault } from './personal-data-vault.ts';

interface PersonalFields {
  /** Whose data it is: their key seals it. */
  personOf: (data: Record<string, unknown>) => string;
  fields: readonly string[];
}

/** Every event type that carries personal data, and where. */
const REGISTRY: Record<string, PersonalFields> = {
  ...Object.fromEntries(
    Object.entries(USER_PERSONAL_FIELDS).map(([type, fields]) => [
      type,
      { personOf: (data) => String(data.userId), fields: fields ?? [] },
    ]),
  ),
  // A share's address belongs to the person shared with (their account, or an id of their own until they have one).
  ...Object.fromEntries(
    Object.entries(SHARING_PERSONAL_FIELDS).map(([type, fields]) => [
      type,
      { personOf: (data: Record<string, unknown>) => String(data.granteeId), fields },
    ]),
  ),
  // A school's contact under the school's key, an invited address under its invitation's.
  ...Object.fromEntries(
    Object.entries(SCHOOL_PERSONAL_FIELDS).map(([type, entry]) => [
      type,
      { personOf: (data) => String(data[entry!.keyField]), fields: entry!.fields },
    ]),
  ),
};

export async function sealEvent(vault: PersonalDataVault, event: DomainEvent): Promise<DomainEvent> {
  const entry = REGISTRY[event.type];
  if (!entry) return event;
  const data = { ...(event.data as Record<string, unknown>) };
  const person = entry.personOf(data);
  for (const field of entry.fields) {
    if (typeof data[field] === 'string') data[field] = await vault.seal(person, data[field]);
  }
  return { type: event.type, data };
}

/**
 * Personal fields in the clear; null where the person has been forgotten. An opened value is the one
 * string in an event that did not come out of a jsonb column, which can hold neither a NUL nor a lone
 * surrogate: sealed before the text rule, it may hold either, and is made storable (U+FFFD) here so
 * that no read model stops on it and nothing else read from the log needs checking.
 */
export async function openEvent(vault: PersonalDataVault, event: RecordedEvent): Promise<RecordedEvent> {
  const entry = REGISTRY[event.type];
  if (!entry) return event;
  const data = { ...(event.data as Record<string, unknown>) };
  const person = entry.personOf(data);
  for (const field of entry.fields) {
    if (typeof data[field] !== 'string') continue;
    const opened = await vault.open(person, data[field]);
    data[field] = opened === null ? null : toStorable(opened);
  }
  return { ...event, data } as RecordedEvent;
}
