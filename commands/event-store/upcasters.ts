import { answerNeedsUpcast, upcastAnswerV1 } from '../../domain/game/answer-v1-upcaster.ts';
import {
  answerShapeNeedsUpcast,
  gameOpenedNeedsUpcast,
  upcastAnswerShape,
  upcastGameOpened,
} from '../../domain/game/game-opened-upcaster.ts';
import { answerOpensNeedsUpcast, upcastAnswerOpens } from '../../domain/play/answer-opens-upcaster.ts';
import { playStartedNeedsUpcast, upcastPlayStarted } from '../../domain/play/play-started-upcaster.ts';
import { questionNeedsUpcast, upcastQuestionEvent } from '../../domain/quiz/question-upcaster.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';

/**
 * Upcasters: the event log is never rewritten, so when an event's shape grows,
 * events already stored are brought to the current shape as they are read.
 * Both read paths go through here: a stream load (`upcastStream`, deciders)
 * and the global log (`upcastLog`, projections and rebuilds), so every reader
 * sees one shape and no reader keeps a fallback for old events.
 *
 * Upcasters are registered per event type, oldest shape first: each brings a
 * payload one step forward. `needsUpcast` says whether a stored payload is
 * older than its step; `upcast` returns the next shape. A step may need the
 * events of its stream that came before it (an old answer is scored from its
 * game's questions and timing): it says so with `needsHistory` and receives
 * them, already upcast. The rule an upcaster applies is frozen in it: it must
 * not call code that may change later.
 */
export interface Upcaster {
  needsUpcast(data: unknown): boolean;
  upcast(data: unknown, history: readonly RecordedEvent[]): unknown;
  needsHistory?: boolean;
}

export const UPCASTERS: Readonly<Record<string, readonly Upcaster[]>> = {
  // Before question types: the question was one camelCase shape, read as `basic`.
  QuestionAdded: [{ needsUpcast: questionNeedsUpcast, upcast: upcastQuestionEvent }],
  QuestionUpdated: [{ needsUpcast: questionNeedsUpcast, upcast: upcastQuestionEvent }],
  // Before play together and homework: a play was played alone, outside any assignment.
  PlayStarted: [{ needsUpcast: playStartedNeedsUpcast, upcast: upcastPlayStarted }],
  // Before answers named when their question opened: the time from the play's shown question.
  PlayAnswerSubmitted: [
    { needsUpcast: answerOpensNeedsUpcast, upcast: upcastAnswerOpens, needsHistory: true },
  ],
  GameOpened: [{ needsUpcast: gameOpenedNeedsUpcast, upcast: upcastGameOpened }],
  AnswerSubmitted: [
    // Before scores were frozen: scored with version 1 of the rule, from the game's history.
    { needsUpcast: answerNeedsUpcast, upcast: upcastAnswerV1, needsHistory: true },
    // Before question types: the picks as a choice answer.
    { needsUpcast: answerShapeNeedsUpcast, upcast: upcastAnswerShape },
  ],
};

function needing(event: RecordedEvent): readonly Upcaster[] {
  return (UPCASTERS[event.type] ?? []).filter((upcaster) => upcaster.needsUpcast(event.data));
}

/** The steps in order; each sees the payload the one before it made. */
function applySteps(event: RecordedEvent, steps: readonly Upcaster[], history: readonly RecordedEvent[]) {
  let data = event.data;
  for (const step of steps) data = step.needsUpcast(data) ? step.upcast(data, history) : data;
  return { ...event, data };
}

/** A whole stream, in version order: each event sees the ones before it. */
export function upcastStream(events: readonly RecordedEvent[]): RecordedEvent[] {
  const out: RecordedEvent[] = [];
  for (const event of events) {
    const steps = needing(event);
    out.push(steps.length > 0 ? applySteps(event, steps, out) : event);
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
  if (!events.some((e) => needing(e).length > 0)) return [...events];
  const streams = new Map<string, RecordedEvent[]>();
  const out: RecordedEvent[] = [];
  for (const event of events) {
    const steps = needing(event);
    if (steps.length === 0) {
      out.push(event);
      continue;
    }
    if (!steps.some((step) => step.needsHistory)) {
      out.push(applySteps(event, steps, []));
      continue;
    }
    // The stream already upcast holds this event in its current shape.
    let stream = streams.get(event.streamName);
    if (!stream) {
      stream = upcastStream(await loadStream(event.streamName));
      streams.set(event.streamName, stream);
    }
    out.push(stream.find((e) => e.streamVersion === event.streamVersion) ?? event);
  }
  return out;
}
