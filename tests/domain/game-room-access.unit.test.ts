import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../domain/game/decide.ts';
import { evolve, type GameEvent, initialState } from '../../domain/game/events.ts';
import { joinPatternFrom } from '../../domain/game/room-access.ts';
import { hostView, playerView, roomView } from '../../domain/game/views.ts';
import { given, host, joined, opened, started } from './game-fixtures.ts';

const PATTERN = ['circle', 'triangle', 'square', 'circle'];
const locked: GameEvent = { type: 'RoomLocked', data: {} };
const unlocked: GameEvent = { type: 'RoomUnlocked', data: {} };
const twoStep: GameEvent = {
  type: 'TwoStepJoinChanged',
  data: { pattern: ['circle', 'triangle', 'square', 'circle'] },
};
const twoStepOff: GameEvent = { type: 'TwoStepJoinChanged', data: { pattern: null } };
const lock = (isLocked: boolean, hostId = host.hostId): GameCommand => ({
  type: 'LockRoom',
  data: { hostId, locked: isLocked },
});
const setTwoStep = (pattern: string[] | null, hostId = host.hostId): GameCommand => ({
  type: 'SetTwoStepJoin',
  data: { hostId, pattern },
});
const joinWith = (playerId: string, name: string, pattern?: string[]): GameCommand => ({
  type: 'JoinGame',
  data: { playerId, name, pattern },
});

describe('locking the room', () => {
  it('is the quizmaster’s: locking and unlocking are recorded once each', () => {
    expect(given(opened).when(lock(true))).toEqual({ events: [locked] });
    expect(given(opened, locked).when(lock(true))).toEqual({ events: [] });
    expect(given(opened, locked).when(lock(false))).toEqual({ events: [unlocked] });
    expect(given(opened).when(lock(true, 'someone-else'))).toEqual({ error: 'no_permission' });
  });

  it('turns new players away while locked, and lets them in again once unlocked', () => {
    expect(given(opened, locked).when(joinWith('p1', 'Anna'))).toEqual({ error: 'join_room_locked' });
    expect(given(opened, locked, unlocked).when(joinWith('p1', 'Anna'))).toEqual({
      events: [joined('p1', 'Anna')],
    });
  });

  it('keeps the players already in: one who reloads is the same player, not a new join', () => {
    expect(given(opened, joined('p1', 'Anna'), locked).when(joinWith('p1', 'Anna'))).toEqual({ events: [] });
  });

  it('can be locked during the game too, and says so on the quizmaster’s screen', () => {
    const state = [opened, started, locked].reduce(evolve, initialState);
    expect(hostView(state)?.locked).toBe(true);
    expect(given(opened, started).when(lock(true))).toEqual({ events: [locked] });
  });
});

describe('the two-step join', () => {
  it('asks a phone for the pattern after the PIN, and refuses a wrong one', () => {
    const room = given(opened, twoStep);
    expect(room.when(joinWith('p1', 'Anna'))).toEqual({ error: 'join_pattern_required' });
    expect(room.when(joinWith('p1', 'Anna', ['circle', 'triangle', 'square', 'square']))).toEqual({
      error: 'join_pattern_wrong',
    });
    expect(room.when(joinWith('p1', 'Anna', ['circle', 'triangle', 'square']))).toEqual({
      error: 'join_pattern_wrong',
    });
    expect(room.when(joinWith('p1', 'Anna', PATTERN))).toEqual({ events: [joined('p1', 'Anna')] });
  });

  it('refuses a locked room before asking for the pattern', () => {
    expect(given(opened, twoStep, locked).when(joinWith('p1', 'Anna', PATTERN))).toEqual({
      error: 'join_room_locked',
    });
  });

  it('is turned on with a pattern of four shapes and off again, by the quizmaster only', () => {
    expect(given(opened).when(setTwoStep(PATTERN))).toEqual({ events: [twoStep] });
    expect(given(opened, twoStep).when(setTwoStep(null))).toEqual({ events: [twoStepOff] });
    expect(given(opened).when(setTwoStep(null))).toEqual({ events: [] });
    expect(given(opened).when(setTwoStep(['star', 'circle', 'square', 'circle']))).toEqual({
      error: 'join_pattern_invalid',
    });
    expect(given(opened).when(setTwoStep(PATTERN, 'someone-else'))).toEqual({ error: 'no_permission' });
    expect(given(opened, twoStep, twoStepOff).when(joinWith('p1', 'Anna'))).toEqual({
      events: [joined('p1', 'Anna')],
    });
  });

  it('shows the pattern on the quizmaster’s screens only, never to a phone', () => {
    const state = [opened, twoStep, joined('p1', 'Anna')].reduce(evolve, initialState);
    expect(hostView(state)?.joinPattern).toEqual(PATTERN);
    expect(JSON.stringify(roomView(state))).not.toContain('triangle');
    expect(JSON.stringify(playerView(state, 'p1'))).not.toContain('triangle');
  });

  it('draws each shape of the pattern from the random bytes it is given', () => {
    expect(joinPatternFrom(new Uint8Array([0, 1, 2, 3]))).toEqual([
      'triangle',
      'diamond',
      'circle',
      'square',
    ]);
    expect(joinPatternFrom(new Uint8Array([255, 4, 9, 14]))).toEqual([
      'square',
      'triangle',
      'diamond',
      'circle',
    ]);
  });
});
