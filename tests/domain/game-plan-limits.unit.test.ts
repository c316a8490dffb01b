import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../domain/game/events.ts';
import { type HostEntitlements, planPlayerCap } from '../../domain/game/plan-limits.ts';
import { given, opened } from './game-fixtures.ts';

/* Spec §6, §9: free teachers 35 players on weekdays and 5 at weekends, in the school's time zone; schools 500. */

const oslo: HostEntitlements = { kind: 'free_teacher', timeZone: 'Europe/Oslo' };
// 2026-11-27 is a Friday, 11-28 a Saturday.
const FRIDAY_NIGHT_OSLO = '2026-11-27T22:30:00.000Z'; // 23:30 Friday in Oslo
const SATURDAY_OSLO = '2026-11-27T23:30:00.000Z'; // 00:30 Saturday in Oslo, still Friday in UTC

describe('a host’s plan cap', () => {
  it('is 35 on a weekday and 5 at the weekend, by the school’s clock', () => {
    expect(planPlayerCap(oslo, new Date(FRIDAY_NIGHT_OSLO))).toBe(35);
    expect(planPlayerCap(oslo, new Date(SATURDAY_OSLO))).toBe(5);
    expect(
      planPlayerCap({ kind: 'free_teacher', timeZone: 'America/New_York' }, new Date(SATURDAY_OSLO)),
    ).toBe(35);
    expect(planPlayerCap(oslo, new Date('2026-11-30T00:30:00.000Z'))).toBe(35); // Monday 01:30 in Oslo
  });

  it('is 500 for a school plan and none without a plan', () => {
    expect(planPlayerCap({ kind: 'school', timeZone: 'Europe/Oslo' }, new Date(SATURDAY_OSLO))).toBe(500);
    expect(planPlayerCap({ kind: 'none' }, new Date(SATURDAY_OSLO))).toBeNull();
  });
});

describe('joining a free teacher’s game', () => {
  const openedFor = (hostPlan: HostEntitlements | undefined): GameEvent =>
    ({
      ...opened,
      data: { ...(opened.data as object), playerLimit: 100, limits: { quiz: 100, operator: 100 }, hostPlan },
    }) as GameEvent;
  const joined = (n: number): GameEvent[] =>
    Array.from({ length: n }, (_, i) => ({
      type: 'PlayerJoined',
      data: { playerId: `p${i}`, name: `Player ${i}` },
    }));
  const join = (events: GameEvent[], at: string) => {
    const outcome = given(...events).when({
      type: 'JoinGame',
      data: { playerId: 'new', name: 'Newcomer', at },
    });
    return outcome.error ?? outcome.events;
  };

  it('lets the sixth player in on a weekday and refuses them at the weekend', () => {
    const five = [openedFor(oslo), ...joined(5)];
    expect(join(five, FRIDAY_NIGHT_OSLO)).toMatchObject([{ type: 'PlayerJoined' }]);
    expect(join(five, SATURDAY_OSLO)).toBe('join_player_limit_reached');
  });

  it('refuses the 36th player on a weekday', () => {
    expect(join([openedFor(oslo), ...joined(35)], FRIDAY_NIGHT_OSLO)).toBe('join_player_limit_reached');
    expect(join([openedFor(oslo), ...joined(34)], FRIDAY_NIGHT_OSLO)).toMatchObject([
      { type: 'PlayerJoined' },
    ]);
  });

  it('leaves games without a plan, or opened before plans, to the room’s own limit', () => {
    expect(join([openedFor(undefined), ...joined(35)], SATURDAY_OSLO)).toMatchObject([
      { type: 'PlayerJoined' },
    ]);
    expect(
      join([openedFor({ kind: 'school', timeZone: 'Europe/Oslo' }), ...joined(35)], SATURDAY_OSLO),
    ).toMatchObject([{ type: 'PlayerJoined' }]);
  });
});
