import { describe, expect, it } from 'vitest';
import { GameRoom } from '../../../api/gateway/game/game-room.ts';
import type { HostPresence } from '../../../api/gateway/game/host-presence.ts';
import type { LiveGame, LiveGameListener } from '../../../commands/live-game/live-game.ts';
import { evolve, type GameEvent, type GameState, initialState } from '../../../domain/game/events.ts';
import { answered, firstQuestion, joined, opened, started } from '../../domain/game-fixtures.ts';
import { manualScheduler } from '../../support/manual-scheduler.ts';

/** A game as the room sees it: its state, and changes pushed by the test. */
function fakeGame(events: GameEvent[]) {
  let state: GameState = events.reduce(evolve, initialState);
  const listeners = new Set<LiveGameListener>();
  const game = {
    gameId: 'g1',
    get state() {
      return state;
    },
    onChange(listener: LiveGameListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    game: game as unknown as LiveGame,
    push(...more: GameEvent[]) {
      state = more.reduce(evolve, state);
      for (const listener of listeners) listener(state, more);
    },
  };
}

const socket = () => {
  const sent: Array<Record<string, unknown>> = [];
  return { sent, send: (data: string) => void sent.push(JSON.parse(data)) };
};
const presence = { attached: () => {}, detached: () => {} } as unknown as HostPresence;

/** The room's timers, moved on by the test. */
function testTime() {
  let now = Date.parse('2026-11-23T10:00:00.000Z');
  const timers = manualScheduler();
  const clock = { now: () => new Date(now) };
  return {
    time: { timers, clock },
    advance(ms: number) {
      now += ms;
      timers.runUntil(clock.now());
    },
  };
}

describe('what the quizmaster’s screen is sent', () => {
  it('gets the whole view when the game changes, and only the count while answers come in', () => {
    const players = [joined('p1', 'Anna'), joined('p2', 'Bert'), joined('p3', 'Cleo')];
    const { game, push } = fakeGame([opened, ...players, started]);
    const { time, advance } = testTime();
    const room = new GameRoom(game, 'screen-token', presence, time);
    const host = socket();
    room.attachHost(host);
    push(firstQuestion);
    expect(host.sent.at(-1)).toMatchObject({
      type: 'game.host',
      host: { phase: 'question', answeredCount: 0 },
    });
    advance(250);

    push(answered('p1'));
    expect(host.sent.at(-1)).toEqual({
      v: 1,
      type: 'game.host.answered',
      gameId: 'g1',
      index: 0,
      answeredCount: 1,
    });
    // Within the refresh interval the next answer waits, and goes out as a count when it is over.
    push(answered('p2'));
    expect(host.sent).toHaveLength(3);
    advance(250);
    expect(host.sent.at(-1)).toMatchObject({ type: 'game.host.answered', answeredCount: 2 });
    advance(250);
    // The last answer closes the question: the whole view again (results, scores).
    push(answered('p3'), { type: 'QuestionClosed', data: { index: 0, reason: 'all_answered' } });
    expect(host.sent.at(-1)).toMatchObject({ type: 'game.host', host: { phase: 'question_closed' } });
    room.close();
  });

  it('sends the count to a second screen too, never the answer key', () => {
    const { game, push } = fakeGame([
      opened,
      joined('p1', 'Anna'),
      joined('p2', 'Bert'),
      started,
      firstQuestion,
    ]);
    const room = new GameRoom(game, 'screen-token', presence, testTime().time);
    const screen = socket();
    room.attachScreen(screen);
    push(answered('p1'));
    expect(screen.sent.at(-1)).toMatchObject({ type: 'game.host.answered', answeredCount: 1 });
    expect(JSON.stringify(screen.sent)).not.toContain('"correctAnswerIds":["a"]');
    room.close();
  });
});
