import type { QuizLook } from '../quiz/look.ts';

/*
 * What every member's screen shows of the group (the read model `together/<id>` streams it), and the
 * ranking drawn from it: pure, so the lobby, the play page and the summary rank alike.
 */

export interface TogetherMemberView {
  memberId: string;
  name: string;
  /** The question the member is on, counted from 1; 0 before their first. */
  question: number;
  /** Questions in their play; 0 before the group starts. */
  total: number;
  score: number;
  finished: boolean;
  finishedAt: string | null;
}

export interface TogetherView {
  togetherId: string;
  quizCode: string;
  quizTitle: string;
  /** The quiz's look when the group opened (its lobby draws it); absent for groups from before it. */
  look?: QuizLook;
  phase: 'gathering' | 'started';
  maxMembers: number;
  /** In the order they joined. */
  members: TogetherMemberView[];
  /** Grows with every change, so a browser keeps the newest view it has seen. */
  version: number;
}

export interface RankedMember extends TogetherMemberView {
  /** Equal scores share a rank (1, 2, 2, 4). */
  rank: number;
}

/** Best score first; among equal scores, who finished first (then who joined first) is listed first. */
export function rankTogether(members: readonly TogetherMemberView[]): RankedMember[] {
  const order = members.map((m, joined) => ({ m, joined }));
  order.sort(
    (a, b) =>
      b.m.score - a.m.score ||
      (a.m.finishedAt ?? '\uffff').localeCompare(b.m.finishedAt ?? '\uffff') ||
      a.joined - b.joined,
  );
  return order.map(({ m }) => ({ ...m, rank: 1 + members.filter((o) => o.score > m.score).length }));
}

/** Whether every member's run is over, so the ranking is final. */
export const everyoneFinished = (view: TogetherView) =>
  view.phase === 'started' && view.members.every((m) => m.finished);
