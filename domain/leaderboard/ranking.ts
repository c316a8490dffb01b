import { nameKey } from '../game/rules.ts';
import type { MergeMode } from './rules.ts';

/** One player's result in one finished report, as the leaderboard read model keeps it. */
export interface LeaderboardResponse {
  reportId: string;
  responseId: string;
  name: string;
  /** Who the device was, as far as the log knows (rules.ts MergeMode); never shown. */
  device: string;
  score: number;
  correct: number;
  finishedAt: string;
}

export interface RankedRow {
  /** Equal scores share a rank (1, 1, 3). */
  rank: number;
  name: string;
  score: number;
  correct: number;
  /** How many responses this row stands for (merged ones included). */
  responses: number;
}

const identityOf = (mode: MergeMode, r: LeaderboardResponse): string => {
  switch (mode) {
    case 'every_response':
      return `${r.reportId}\n${r.responseId}`;
    case 'same_name_and_device':
      return `${nameKey(r.name)}\n${r.device}`;
    case 'best_response':
    case 'latest_response':
      return nameKey(r.name);
  }
};

/** Better first: the higher score, then the one finished first, then a stable order. */
const better = (a: LeaderboardResponse, b: LeaderboardResponse) =>
  b.score - a.score ||
  a.finishedAt.localeCompare(b.finishedAt) ||
  a.name.localeCompare(b.name) ||
  `${a.reportId}${a.responseId}`.localeCompare(`${b.reportId}${b.responseId}`);

/** Later first: the last finished, then the higher score. */
const later = (a: LeaderboardResponse, b: LeaderboardResponse) =>
  b.finishedAt.localeCompare(a.finishedAt) || better(a, b);

/**
 * The leaderboard recomputation (a plain function, so the projection, a test and the benchmark call
 * the same thing): responses grouped by who they belong to under the merge mode, one response kept
 * per group, ranked by score. The result depends only on the responses, never on their order.
 */
export function rankResponses(responses: readonly LeaderboardResponse[], mode: MergeMode): RankedRow[] {
  const groups = new Map<string, { kept: LeaderboardResponse; count: number }>();
  const prefer = mode === 'latest_response' ? later : better;
  for (const response of responses) {
    const key = identityOf(mode, response);
    const group = groups.get(key);
    if (!group) groups.set(key, { kept: response, count: 1 });
    else {
      group.count += 1;
      if (prefer(response, group.kept) < 0) group.kept = response;
    }
  }
  const rows = [...groups.values()].sort((a, b) => better(a.kept, b.kept));
  let rank = 0;
  return rows.map(({ kept, count }, index) => {
    if (index === 0 || kept.score !== rows[index - 1]!.kept.score) rank = index + 1;
    return { rank, name: kept.name, score: kept.score, correct: kept.correct, responses: count };
  });
}
