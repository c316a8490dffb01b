import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../domain/game/decide.ts';
import type { GameEvent } from '../../domain/game/events.ts';
import { CLASS_ROOM_SIZE, oneStepRoomSize } from '../../domain/game/room-size.ts';
import { hostView } from '../../domain/game/views.ts';
import { given, host, joined, opened, started } from './game-fixtures.ts';

/*
 * Issue 28, item 1: a room's size is never a surprise. A phone turned away by a full room is recorded
 * for the quizmaster (NoteTurnedAway → PlayerTurnedAway), and the lobby offers to make room in one step.
 */

const at = '2026-12-07T10:00:00.000Z';
const noteTurnedAway: GameCommand = { type: 'NoteTurnedAway', data: { at } };
/** The fixture's room takes 3. */
const full = [opened, joined('p1', 'Anna'), joined('p2', 'Bert'), joined('p3', 'Cleo')];
const turnedAway: GameEvent = { type: 'PlayerTurnedAway', data: { at, playerLimit: 3 } };

describe('a phone turned away by a full room', () => {
  it('is recorded with the limit that turned it away, and counted on the quizmaster’s screen', () => {
    expect(given(...full).when(noteTurnedAway)).toEqual({ events: [turnedAway] });
    const view = hostView(given(...full, turnedAway, turnedAway).state);
    expect(view?.turnedAway).toBe(2);
  });

  it('is not recorded where the room is not full, or no longer takes joins', () => {
    expect(given(opened, joined('p1', 'Anna')).when(noteTurnedAway)).toEqual({ events: [] });
    expect(given(...full, started).when(noteTurnedAway)).toEqual({ events: [] });
    expect(given().when(noteTurnedAway)).toEqual({ error: 'join_not_live' });
  });

  it('counts again from nothing once the quizmaster changes the limit', () => {
    const raised = given(...full, turnedAway).when({
      type: 'SetPlayerLimit',
      data: { ...host, playerLimit: 3, maxLimit: 3 },
    });
    // The same limit is no change; a new one is.
    expect(raised).toEqual({ events: [] });
    const changed: GameEvent = { type: 'PlayerLimitChanged', data: { playerLimit: 2 } };
    expect(hostView(given(...full, turnedAway, changed).state)?.turnedAway).toBe(0);
  });
});

describe('the lobby’s one-step room size', () => {
  const room = { playerLimit: 5, most: 10_000, listNames: null, turnedAway: 0 };

  it('offers a small room room for a class', () => {
    expect(oneStepRoomSize(room)).toBe(CLASS_ROOM_SIZE);
    expect(oneStepRoomSize({ ...room, playerLimit: CLASS_ROOM_SIZE })).toBeNull();
  });

  it('offers a room restricted to a list room for exactly the list', () => {
    expect(oneStepRoomSize({ ...room, listNames: 6 })).toBe(6);
    expect(oneStepRoomSize({ ...room, listNames: 4 })).toBeNull();
  });

  it('makes room for every phone turned away, within what may be allowed', () => {
    expect(oneStepRoomSize({ ...room, playerLimit: 40, turnedAway: 3 })).toBe(43);
    expect(oneStepRoomSize({ ...room, playerLimit: 40, turnedAway: 3, most: 41 })).toBe(41);
    expect(oneStepRoomSize({ ...room, most: 5 })).toBeNull();
  });
});
