import { describe, expect, it } from 'vitest';
import { encodeClientMessage, parseServerMessage } from '../../web/socket/socket-messages.ts';

const TOPIC = 'quiz/0b7f2e7c-7f5a-4c1e-9a53-3b2f0e6d9c41';

describe('parseServerMessage', () => {
  it('accepts every server message of protocol version 1', () => {
    for (const message of [
      { v: 1, type: 'welcome', connectionId: 'c1' },
      { v: 1, type: 'snapshot', topic: TOPIC, data: { version: 1 } },
      { v: 1, type: 'snapshot', topic: TOPIC, data: null },
      { v: 1, type: 'change', topic: TOPIC, data: { version: 2 } },
      { v: 1, type: 'unsubscribed', topic: TOPIC },
      { v: 1, type: 'pong' },
      { v: 1, type: 'error', code: 'socket_unknown_topic', message: 'unknown topic' },
    ]) {
      expect(parseServerMessage(JSON.stringify(message))).toEqual(message);
    }
  });

  it('refuses other versions, unknown types, missing fields and non-JSON frames', () => {
    for (const frame of [
      JSON.stringify({ v: 2, type: 'pong' }),
      JSON.stringify({ type: 'pong' }),
      JSON.stringify({ v: 1, type: 'shout' }),
      JSON.stringify({ v: 1, type: 'snapshot', topic: TOPIC }),
      JSON.stringify({ v: 1, type: 'change', data: {} }),
      JSON.stringify({ v: 1, type: 'error', code: 'x' }),
      JSON.stringify({ v: 1, type: 'welcome' }),
      JSON.stringify([1, 2]),
      'not json',
      new ArrayBuffer(4),
    ]) {
      expect(parseServerMessage(frame)).toBeNull();
    }
  });
});

describe('encodeClientMessage', () => {
  it('writes the message as JSON with its version', () => {
    expect(JSON.parse(encodeClientMessage({ v: 1, type: 'subscribe', topic: TOPIC }))).toEqual({
      v: 1,
      type: 'subscribe',
      topic: TOPIC,
    });
  });
});
