import { describe, expect, it } from 'vitest';
import { upcastStream } from '../../../commands/event-store/upcasters.ts';
import type { PlayEvent } from '../../../domain/play/events.ts';
import type { RecordedEvent } from '../../../domain/shared/event.ts';
import { at, shown, started } from './play-fixtures.ts';

const recorded = (events: ReadonlyArray<{ type: string; data: object }>): RecordedEvent[] =>
  events.map(
    (event, i) =>
      ({
        eventId: `e${i}`,
        streamName: 'play-p1',
        streamVersion: i + 1,
        position: BigInt(i + 1),
        transactionId: 1n,
        type: event.type,
        data: event.data,
        metadata: { actorId: null, correlationId: 'c', causationId: null, at: at(i) },
      }) as RecordedEvent,
  );

const answered = (index: number, seconds: number, opensAt?: string) => ({
  type: 'PlayAnswerSubmitted',
  data: {
    index,
    answer: { kind: 'choice', answerIds: ['a'] },
    receivedAt: at(seconds),
    ...(opensAt ? { opensAt } : {}),
    submissionId: `s${index}`,
    correct: true,
    points: 900,
    scoring: 2,
    coins: 1,
  },
});

describe('a PlayAnswerSubmitted stored before answers named when their question opened', () => {
  it('reads with the opening of its own question, shown before it in the play', () => {
    const events = upcastStream(
      recorded([started(), shown(0, 0, 20), answered(0, 4), shown(1, 30, 20), answered(1, 33)]),
    );
    const opens = events
      .filter((event) => event.type === 'PlayAnswerSubmitted')
      .map((event) => (event.data as Extract<PlayEvent, { type: 'PlayAnswerSubmitted' }>['data']).opensAt);
    expect(opens).toEqual([at(0), at(30)]);
  });

  it('leaves a newer answer as it was stored', () => {
    const newer = answered(0, 4, at(1));
    const events = upcastStream(recorded([started(), shown(0, 0, 20), newer]));
    expect(events[2]!.data).toEqual(newer.data);
  });
});
