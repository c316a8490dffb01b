import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocketClient, type SocketLike, type SocketStatus } from '../../web/socket/socket-client.ts';

const QUIZ_A = 'quiz/0b7f2e7c-7f5a-4c1e-9a53-3b2f0e6d9c41';
const QUIZ_B = 'quiz/5d1c8a4e-2b3f-4e6a-8c7d-9e0f1a2b3c4d';

/** Stands in for the browser WebSocket; the test opens, feeds and drops it. */
class FakeSocket implements SocketLike {
  readyState: SocketLike['readyState'] = 0;
  readonly sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  closedByClient = false;

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }

  receive(message: object): void {
    const event = new MessageEvent('message', { data: JSON.stringify(message) });
    this.onmessage?.call(this as unknown as WebSocket, event);
  }

  drop(code: number): void {
    this.readyState = 3;
    const event = Object.assign(new Event('close'), { code }) as CloseEvent;
    this.onclose?.call(this as unknown as WebSocket, event);
  }
}

function setUp() {
  const sockets: FakeSocket[] = [];
  const statuses: SocketStatus[] = [];
  const client = createSocketClient({
    url: 'ws://kviss.test/ws',
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random: () => 0, // shortest delays: 250 ms, 500 ms, 1 s, …
    onStatusChange: (status) => statuses.push(status),
  });
  const latest = () => sockets.at(-1)!;
  return { client, sockets, statuses, latest };
}

const subscribe = (topic: string) => ({ v: 1, type: 'subscribe', topic });
const snapshot = (topic: string, data: unknown) => ({ v: 1, type: 'snapshot', topic, data });
const change = (topic: string, data: unknown) => ({ v: 1, type: 'change', topic, data });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('socket client', () => {
  it('opens one connection on the first follow and subscribes once it is open', () => {
    const { client, sockets, latest } = setUp();
    client.follow(QUIZ_A, () => {});
    client.follow(QUIZ_A, () => {});
    client.follow(QUIZ_B, () => {});
    expect(sockets).toHaveLength(1);
    expect(latest().sent).toEqual([]);

    latest().open();
    expect(latest().sent).toEqual([subscribe(QUIZ_A), subscribe(QUIZ_B)]);
  });

  it('keeps the newest data per topic and ignores older versions', () => {
    const { client, latest } = setUp();
    const onData = vi.fn();
    client.follow(QUIZ_A, onData);
    latest().open();

    latest().receive(snapshot(QUIZ_A, { version: 3, title: 'Three' }));
    latest().receive(change(QUIZ_A, { version: 2, title: 'Two (late)' }));
    expect(client.dataOf(QUIZ_A)).toEqual({ version: 3, title: 'Three' });

    latest().receive(change(QUIZ_A, { version: 4, title: 'Four' }));
    expect(client.dataOf(QUIZ_A)).toEqual({ version: 4, title: 'Four' });
    expect(onData).toHaveBeenCalledTimes(2);
  });

  it('ignores data for topics nobody follows', () => {
    const { client, latest } = setUp();
    client.follow(QUIZ_A, () => {});
    latest().open();
    latest().receive(snapshot(QUIZ_B, { version: 1 }));
    expect(client.dataOf(QUIZ_B)).toBeUndefined();
  });

  it('reconnects with growing delays and resubscribes to every topic, taking the fresh snapshot', () => {
    const { client, sockets, statuses, latest } = setUp();
    client.follow(QUIZ_A, () => {});
    client.follow(QUIZ_B, () => {});
    latest().open();
    latest().receive(snapshot(QUIZ_A, { version: 1, title: 'Before' }));

    latest().drop(1006);
    vi.advanceTimersByTime(249);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    latest().drop(1006); // the second attempt fails too: wait twice as long
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    latest().open();
    expect(latest().sent).toEqual([subscribe(QUIZ_A), subscribe(QUIZ_B)]);
    latest().receive(snapshot(QUIZ_A, { version: 2, title: 'After' }));
    expect(client.dataOf(QUIZ_A)).toEqual({ version: 2, title: 'After' });
    expect(statuses).toEqual([
      'connecting',
      'open',
      'reconnecting',
      'reconnecting',
      'reconnecting',
      'reconnecting',
      'open',
    ]);
  });

  it('reconnects after the server refuses a message as too big (close code 1009)', () => {
    const { client, sockets, latest } = setUp();
    client.follow(QUIZ_A, () => {});
    latest().open();
    latest().drop(1009);
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(2);
  });

  it('starts the delays over after a connection that stayed up', () => {
    const { client, sockets, latest } = setUp();
    client.follow(QUIZ_A, () => {});
    latest().drop(1006);
    vi.advanceTimersByTime(250);
    latest().drop(1006);
    vi.advanceTimersByTime(500);
    latest().open();
    vi.advanceTimersByTime(11_000); // up for longer than a flapping server keeps a connection

    latest().drop(1001);
    vi.advanceTimersByTime(250); // the first delay again, not the third (1 s)
    expect(sockets).toHaveLength(4);
  });

  it('unsubscribes when the last follower leaves and forgets the data', () => {
    const { client, latest } = setUp();
    const leaveFirst = client.follow(QUIZ_A, () => {});
    const leaveSecond = client.follow(QUIZ_A, () => {});
    latest().open();
    latest().receive(snapshot(QUIZ_A, { version: 1 }));

    leaveFirst();
    expect(latest().sent).toEqual([subscribe(QUIZ_A)]);
    leaveSecond();
    expect(latest().sent).toEqual([subscribe(QUIZ_A), { v: 1, type: 'unsubscribe', topic: QUIZ_A }]);
    expect(client.dataOf(QUIZ_A)).toBeUndefined();

    latest().drop(1006);
    vi.advanceTimersByTime(250);
    latest().open();
    expect(latest().sent).toEqual([]);
  });

  it('pings while idle and replaces a connection that stops answering', () => {
    const { client, sockets, latest } = setUp();
    client.follow(QUIZ_A, () => {});
    const first = latest();
    first.open();

    vi.advanceTimersByTime(25_000);
    expect(first.sent.at(-1)).toEqual({ v: 1, type: 'ping' });
    first.receive({ v: 1, type: 'pong' });
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);

    vi.advanceTimersByTime(15_000); // next ping, and no answer this time
    vi.advanceTimersByTime(10_000);
    expect(first.closedByClient).toBe(true);
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([subscribe(QUIZ_A)]);
  });
});
