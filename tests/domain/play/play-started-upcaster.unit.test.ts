import { describe, expect, it } from 'vitest';
import { upcastStream } from '../../../commands/event-store/upcasters.ts';
import type { RecordedEvent } from '../../../domain/shared/event.ts';
import { startedData } from './play-fixtures.ts';

describe('a PlayStarted stored before play together', () => {
  const recorded = (data: object): RecordedEvent =>
    ({
      eventId: 'e1',
      streamName: 'play-p1',
      streamVersion: 1,
      position: 1n,
      transactionId: 1n,
      type: 'PlayStarted',
      data,
      metadata: { actorId: null, correlationId: 'c', causationId: null, at: '2026-11-24T10:00:00.000Z' },
    }) as RecordedEvent;

  it('reads as a play alone (togetherId null), and a newer one keeps its group', () => {
    const { togetherId: _, ...old } = startedData();
    expect((upcastStream([recorded(old)])[0]!.data as { togetherId: unknown }).togetherId).toBeNull();
    const grouped = startedData({ togetherId: 'g1' });
    expect(upcastStream([recorded(grouped)])[0]!.data).toEqual(grouped);
  });
});
