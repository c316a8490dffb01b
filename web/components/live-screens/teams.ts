import { checkTeamName, nameKey } from '../../../domain/game/rules.ts';
import type { HostView, TeamStanding } from '../../../domain/game/views.ts';

/*
 * Team mode on the live screens, as pure functions of the views: who is in which team (the quizmaster
 * sees names, a phone only counts), who still has none, and where a team stands.
 */

export interface TeamRosterEntry extends TeamStanding {
  /** The members, in the order they joined the room. */
  players: Array<{ playerId: string; name: string }>;
}

export interface TeamRoster {
  teams: TeamRosterEntry[];
  /** Players in the room without a team yet: the game cannot start while there are any. */
  withoutTeam: Array<{ playerId: string; name: string }>;
}

/** The lobby's teams with their members, and who has no team; null when the game is not played in teams. */
export function teamRoster(view: Pick<HostView, 'teams' | 'players'>): TeamRoster | null {
  if (!view.teams) return null;
  const known = new Set(view.teams.map((team) => team.teamId));
  const teams = view.teams.map((team) => ({
    ...team,
    players: view.players
      .filter((p) => p.teamId === team.teamId)
      .map(({ playerId, name }) => ({ playerId, name })),
  }));
  const withoutTeam = view.players
    .filter((p) => p.teamId === null || !known.has(p.teamId))
    .map(({ playerId, name }) => ({ playerId, name }));
  return { teams, withoutTeam };
}

/** The names of a team's members, where the screen knows the players (the quizmaster's). */
export function memberNamesOf(
  players: ReadonlyArray<{ name: string; teamId: string | null }>,
): (teamId: string) => string[] {
  return (teamId) => players.filter((p) => p.teamId === teamId).map((p) => p.name);
}

/** A team's place (1 is first; teams on the same score share it), or null when it is not in the list. */
export function teamPlace(teams: readonly TeamStanding[] | null, teamId: string | null): number | null {
  if (!teams || !teamId) return null;
  const team = teams.find((t) => t.teamId === teamId);
  if (!team) return null;
  return 1 + teams.filter((t) => t.score > team.score).length;
}

/** The teams best first (the server sends them so; sorting again keeps a replayed step honest). */
export function teamsBestFirst(teams: readonly TeamStanding[]): TeamStanding[] {
  return [...teams].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
}

/** A new team's name as the server will take it, or the `errors.` code it would answer with. */
export function teamNameToSend(
  raw: string,
  teams: readonly TeamStanding[] | null,
): { name: string } | { problem: string } {
  const checked = checkTeamName(raw);
  if ('problem' in checked) return checked;
  const taken = (teams ?? []).some((t) => nameKey(t.name) === nameKey(checked.name));
  return taken ? { problem: 'team_name_in_use' } : checked;
}
