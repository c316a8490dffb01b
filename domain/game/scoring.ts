/**
 * How answers score. The game scores an answer once, when it accepts it, and
 * records the points in the answer event with SCORING_VERSION, so a replay or
 * a rebuilt report always gives the numbers the players saw, even after this
 * rule changes. Bump the version when the rule changes.
 *
 * Correctness (spec §3 answers_required, no partial credit):
 * - `one` (OR): the player picks answers; it is correct when at least one
 *   pick is correct and none is wrong.
 * - `all` (AND): correct only when the picks are exactly the correct answers.
 * - polls have no correct answer and score nothing.
 *
 * Speed (Kahoot-style, documented so teachers can explain it): a correct
 * answer earns its `score` scaled from 100 % (answered the instant the
 * question opened) down to 50 % (answered as it closed):
 *
 *     points = round(score × (1 − elapsed / (2 × timeLimit)))
 *
 * with `elapsed` = server receive time − opening time, clamped to
 * [0, timeLimit]. With speed scoring off (accessibility, USERS.md 13),
 * or in a game without a time limit (no clock to be fast against), every
 * correct answer earns its full score. Reading time (delayAnswer) is not
 * counted: `opensAt` is when the answers unlocked.
 */
/** The rule below; answers recorded before versions existed are upcast with version 1 (answer-v1-upcaster.ts). */
export const SCORING_VERSION = 1;

export interface ScoredQuestion {
  kind: 'quiz' | 'poll';
  answersRequired: 'one' | 'all';
  answers: ReadonlyArray<{ answerId: string; isCorrect: boolean; score: number }>;
}

export function isCorrect(question: ScoredQuestion, picked: readonly string[]): boolean {
  if (question.kind === 'poll' || picked.length === 0) return false;
  const correct = new Set(question.answers.filter((a) => a.isCorrect).map((a) => a.answerId));
  const picks = new Set(picked);
  const noWrongPick = [...picks].every((id) => correct.has(id));
  if (question.answersRequired === 'one') return noWrongPick;
  return noWrongPick && picks.size === correct.size;
}

export function pointsFor(
  question: ScoredQuestion,
  picked: readonly string[],
  timing: { opensAt: number; closesAt: number | null; receivedAt: number; speedScoring: boolean },
): number {
  if (!isCorrect(question, picked)) return 0;
  // The score of the question is that of its best correct answer (answers carry `score` in the spec).
  const score = Math.max(...question.answers.filter((a) => a.isCorrect).map((a) => a.score));
  if (!timing.speedScoring || timing.closesAt === null) return score;
  const limit = timing.closesAt - timing.opensAt;
  if (limit <= 0) return score;
  const elapsed = Math.min(Math.max(timing.receivedAt - timing.opensAt, 0), limit);
  return Math.round(score * (1 - elapsed / (2 * limit)));
}
