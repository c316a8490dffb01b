import { answerNeedsUpcast, upcastAnswerV1 } from '../../domain/game/answer-v1-upcaster.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';

/**
 * Upcasters: the event log is never rewritten, so when an event's shape grows,
 * events already stored are brought to the current shape as they are read.
 * Both read paths go through here: a stream load (`upcastStream`, deciders)
 * and the global log (`upcastLog`, projections and rebuilds), so every reader
 * sees one shape and no reader keeps a fallback for old events.
 *
 * An upcaster is registered per event type. `needsUpcast` says whether a stored
 * payload is old; `upcast` returns the current payload. It may need the events
 * of its stream that came before it (an old answer is scored from its game's
 * questions and timing), so it receives them, already upcast. The rule an
 * upcaster applies is frozen in it: it must not call code that may change later.
 */
export interface Upcaster {
  needsUpcast(data: unknown): boolean;
  upcast(data: unknown, history: readonly RecordedEvent[]): unknown;
}

export const UPCASTERS: Readonly<Record<string, Upcaster>> = {
  AnswerSubmitted: { needsUpcast: answerNeedsUpcast, upcast: upcastAnswerV1 },
};

function needing(event: RecordedEvent): Upcaster | undefined {
  const upcaster = UPCASTERS[event.type];
  return upcaster?.needsUpcast(event.data) ? upcaster : undefined;
}

/** A whole stream, in version order: each event sees the ones before it. */
export function upcastStream(events: readonly RecordedEvent[]): RecordedEvent[] {
  const out: RecordedEvent[] = [];
  for (const event of events) {
    const upcaster = needing(event);
    out.push(upcaster ? { ...event, data: upcaster.upcast(event.data, out) } : event);
  }
  return out;
}

/**
 * Events of the global log (any streams, possibly filtered by type): a stream
 * with an old event is loaded once up to it, so its upcaster sees its history.
 */
export async function upcastLog(
  events: readonly RecordedEvent[],
  loadStream: (streamName: string) => Promise<RecordedEvent[]>,
): Promise<RecordedEvent[]> {
  if (!events.some((e) => needing(e))) return [...events];
  const streams = new Map<string, RecordedEvent[]>();
  const out: RecordedEvent[] = [];
  for (const event of events) {
    const upcaster = needing(event);
    if (!upcaster) {
      out.push(event);
      continue;
    }
    let stream = streams.get(event.streamName);
    if (!stream) {
      stream = upcastStream(await loadStream(event.streamName));
      streams.set(event.streamName, stream);
    }
    const history = stream.filter((e) => e.streamVersion < event.streamVersion);
    out.push({ ...event, data: upcaster.upcast(event.data, history) });
  }
  return out;
}
