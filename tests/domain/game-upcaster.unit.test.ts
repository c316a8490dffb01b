import { describe, expect, it } from 'vitest';
import { upcastStream } from '../../commands/event-store/upcasters.ts';
import { evolve, type GameEvent, initialState, standings } from '../../domain/game/events.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import { firstQuestion, joined, opened, started } from './game-fixtures.ts';

const recorded = (events: readonly unknown[]): RecordedEvent[] =>
  events.map((event, i) => ({
    ...(event as { type: string; data: unknown }),
    eventId: `e${i}`,
    streamName: 'game-g1',
    streamVersion: i + 1,
    position: BigInt(i + 1),
    transactionId: 1n,
    metadata: { at: '2026-11-23T10:00:00.000Z', actorId: null, correlationId: 'c', causationId: null },
  })) as RecordedEvent[];

/** An answer as stored before scores were frozen in the log: no points, no scoring version. */
const oldAnswer = (playerId: string, answerId: string, second: number) => ({
  type: 'AnswerSubmitted',
  data: {
    playerId,
    index: 0,
    answerIds: [answerId],
    receivedAt: `2026-11-23T10:00:${String(second).padStart(2, '0')}.000Z`,
    submissionId: `${playerId}-1`,
  },
});

describe('reading answers stored before scores were frozen (commands/event-store/upcasters.ts)', () => {
  it('gives them the points of scoring version 1, so old games keep their scores', () => {
    const stream = upcastStream(
      recorded([
        opened,
        joined('p1', 'Anna'),
        joined('p2', 'Bert'),
        started,
        firstQuestion,
        oldAnswer('p1', 'a', 10),
        oldAnswer('p2', 'b', 2),
      ]),
    );
    expect(stream.at(-2)?.data).toMatchObject({ points: 750, correct: true, scoring: 1 });
    expect(stream.at(-1)?.data).toMatchObject({ points: 0, correct: false, scoring: 1 });
    const state = stream.reduce(
      (s, e) => evolve(s, { type: e.type, data: e.data } as GameEvent),
      initialState,
    );
    expect(standings(state).map((p) => [p.name, p.score])).toEqual([
      ['Anna', 750],
      ['Bert', 0],
    ]);
  });

  it('leaves answers that already carry their points as they were recorded', () => {
    const frozen = {
      ...oldAnswer('p1', 'a', 10),
      data: { ...oldAnswer('p1', 'a', 10).data, points: 3, correct: true, scoring: 1 },
    };
    const stream = upcastStream(recorded([opened, joined('p1', 'Anna'), started, firstQuestion, frozen]));
    expect(stream.at(-1)?.data).toMatchObject({ points: 3 });
  });
});
