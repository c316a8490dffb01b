import { describe, expect, it } from 'vitest';
import type { TeamStanding } from '../../domain/game/views.ts';
import {
  memberNamesOf,
  teamNameToSend,
  teamPlace,
  teamRoster,
  teamsBestFirst,
} from '../../web/components/live-screens/teams.ts';

const team = (teamId: string, name: string, score: number, members = 1): TeamStanding => ({
  teamId,
  name,
  score,
  members,
});

const players = [
  { playerId: 'p1', name: 'Anna', score: 1000, teamId: 't1' },
  { playerId: 'p2', name: 'Bert', score: 800, teamId: null },
  { playerId: 'p3', name: 'Cleo', score: 600, teamId: 't1' },
  { playerId: 'p4', name: 'Dag', score: 0, teamId: 'gone' },
];

describe('teamRoster', () => {
  it('is null when the game is not played in teams', () => {
    expect(teamRoster({ teams: null, players })).toBeNull();
  });

  it('lists each team with its members, and who has no (existing) team yet', () => {
    const roster = teamRoster({ teams: [team('t1', 'Vikings', 1600, 2), team('t2', 'Owls', 0, 0)], players });
    expect(roster?.teams.map((t) => [t.name, t.players.map((p) => p.name)])).toEqual([
      ['Vikings', ['Anna', 'Cleo']],
      ['Owls', []],
    ]);
    expect(roster?.withoutTeam).toEqual([
      { playerId: 'p2', name: 'Bert' },
      { playerId: 'p4', name: 'Dag' },
    ]);
  });
});

describe('memberNamesOf', () => {
  it('gives a team’s member names', () => {
    expect(memberNamesOf(players)('t1')).toEqual(['Anna', 'Cleo']);
    expect(memberNamesOf(players)('t9')).toEqual([]);
  });
});

describe('teamPlace', () => {
  const teams = [team('a', 'A', 3000), team('b', 'B', 2000), team('c', 'C', 2000), team('d', 'D', 0)];

  it('counts the teams ahead; teams on the same score share a place', () => {
    expect(teamPlace(teams, 'a')).toBe(1);
    expect(teamPlace(teams, 'b')).toBe(2);
    expect(teamPlace(teams, 'c')).toBe(2);
    expect(teamPlace(teams, 'd')).toBe(4);
  });

  it('is null without teams, without a team, or for a team not listed', () => {
    expect(teamPlace(null, 'a')).toBeNull();
    expect(teamPlace(teams, null)).toBeNull();
    expect(teamPlace(teams, 'zzz')).toBeNull();
  });
});

describe('teamsBestFirst', () => {
  it('sorts by score, then by name, without touching the input', () => {
    const teams = [team('1', 'Owls', 100), team('2', 'Bears', 300), team('3', 'Ants', 100)];
    expect(teamsBestFirst(teams).map((t) => t.name)).toEqual(['Bears', 'Ants', 'Owls']);
    expect(teams.map((t) => t.name)).toEqual(['Owls', 'Bears', 'Ants']);
  });
});

describe('teamNameToSend', () => {
  it('tidies the name as the server does', () => {
    expect(teamNameToSend('  The   Vikings ', [])).toEqual({ name: 'The Vikings' });
  });

  it('asks for a name, and one of at most 15 characters (emoji count as one)', () => {
    expect(teamNameToSend('   ', null)).toEqual({ problem: 'team_name_required' });
    expect(teamNameToSend('x'.repeat(16), null)).toEqual({ problem: 'team_name_too_long' });
    expect(teamNameToSend('👍🏽'.repeat(15), null)).toEqual({ name: '👍🏽'.repeat(15) });
  });

  it('refuses a name another team has, whatever its case', () => {
    expect(teamNameToSend('vikings', [team('t1', 'Vikings', 0)])).toEqual({ problem: 'team_name_in_use' });
  });
});
