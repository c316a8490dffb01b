/**
 * A report of a quiz, as a leaderboard or a merge report names it: a live game (`game`, its game id)
 * or a play-alone run (`play`, its play id). Play-together runs are plays too.
 */
export interface ReportRef {
  kind: 'game' | 'play';
  id: string;
}

export const reportKey = (ref: ReportRef) => `${ref.kind}:${ref.id}`;
