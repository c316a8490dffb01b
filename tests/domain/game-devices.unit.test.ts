import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../domain/game/decide.ts';
import type { GameEvent } from '../../domain/game/events.ts';
import { hostView } from '../../domain/game/views.ts';
import { given, host, opened } from './game-fixtures.ts';

/* One browser is one player in a game, and a browser the quizmaster removed stays out until let back in (issue 10). */

const joinFrom = (playerId: string, name: string, deviceKey: string): GameCommand => ({
  type: 'JoinGame',
  data: { playerId, name, deviceKey },
});
const joinedFrom = (playerId: string, name: string, deviceKey: string): GameEvent => ({
  type: 'PlayerJoined',
  data: { playerId, name, deviceKey },
});
const kick = (playerId: string): GameCommand => ({ type: 'KickPlayer', data: { ...host, playerId } });
const letBackIn = (playerId: string): GameCommand => ({
  type: 'LetPlayerBackIn',
  data: { ...host, playerId },
});
const kicked = (playerId: string, deviceKey: string): GameEvent => ({
  type: 'PlayerKicked',
  data: { playerId, deviceKey },
});
const letIn = (playerId: string, deviceKey: string): GameEvent => ({
  type: 'PlayerLetBackIn',
  data: { playerId, deviceKey },
});

describe('removing a player keeps their browser out', () => {
  it('records the removed browser in the event', () => {
    expect(given(opened, joinedFrom('p1', 'Anna', 'phone-a')).when(kick('p1'))).toEqual({
      events: [kicked('p1', 'phone-a')],
    });
  });

  it('refuses the removed browser under any name', () => {
    const room = given(opened, joinedFrom('p1', 'Anna', 'phone-a'), kicked('p1', 'phone-a'));
    expect(room.when(joinFrom('p2', 'Anna', 'phone-a'))).toEqual({ error: 'join_removed' });
    expect(room.when(joinFrom('p2', 'Someone Else', 'phone-a'))).toEqual({ error: 'join_removed' });
    expect(room.when(joinFrom('p2', 'Anna', 'phone-b'))).toEqual({
      events: [joinedFrom('p2', 'Anna', 'phone-b')],
    });
  });

  it('lists the removed player for the quizmaster, and letting them back in lifts it', () => {
    const room = given(opened, joinedFrom('p1', 'Anna', 'phone-a'), kicked('p1', 'phone-a'));
    expect(hostView(room.state)?.removed).toEqual([{ playerId: 'p1', name: 'Anna' }]);
    expect(room.when(letBackIn('p1'))).toEqual({ events: [letIn('p1', 'phone-a')] });

    const back = given(
      opened,
      joinedFrom('p1', 'Anna', 'phone-a'),
      kicked('p1', 'phone-a'),
      letIn('p1', 'phone-a'),
    );
    expect(hostView(back.state)?.removed).toEqual([]);
    expect(back.when(joinFrom('p2', 'Anna', 'phone-a'))).toEqual({
      events: [joinedFrom('p2', 'Anna', 'phone-a')],
    });
    // Nothing left to lift.
    expect(back.when(letBackIn('p1'))).toEqual({ events: [] });
  });

  it('lets only the quizmaster let a player back in', () => {
    const room = given(opened, joinedFrom('p1', 'Anna', 'phone-a'), kicked('p1', 'phone-a'));
    expect(room.when({ type: 'LetPlayerBackIn', data: { hostId: 'someone', playerId: 'p1' } })).toEqual({
      error: 'no_permission',
    });
  });
});

describe('one player per browser', () => {
  it('refuses a second player from a browser that already has one in the game', () => {
    const room = given(opened, joinedFrom('p1', 'Anna', 'phone-a'));
    expect(room.when(joinFrom('p2', 'Bert', 'phone-a'))).toEqual({ error: 'join_already_playing' });
    expect(room.when(joinFrom('p2', 'Bert', 'phone-b'))).toEqual({
      events: [joinedFrom('p2', 'Bert', 'phone-b')],
    });
  });
});
