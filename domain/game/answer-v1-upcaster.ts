import type { RecordedEvent } from '../shared/event.ts';

/**
 * Answers recorded before scores were frozen in the log carry no points. This
 * upcaster gives them the points they earned, with the version-1 rule copied
 * here on purpose: it must never follow a later change of domain/game/scoring.ts,
 * or a rebuild would rescore old games.
 */
/** The game's question as read today (the game-opened upcaster runs first: it is already `basic`). */
interface V1Question {
  kind: string;
  answers_required: 'one' | 'all';
  answers: ReadonlyArray<{ answer_id: string; is_correct: boolean; score: number }>;
}

function correctV1(question: V1Question, picked: readonly string[]): boolean {
  if (question.kind === 'poll' || picked.length === 0) return false;
  const correct = new Set(question.answers.filter((a) => a.is_correct).map((a) => a.answer_id));
  const picks = new Set(picked);
  const noWrongPick = [...picks].every((id) => correct.has(id));
  if (question.answers_required === 'one') return noWrongPick;
  return noWrongPick && picks.size === correct.size;
}

function pointsV1(
  question: V1Question,
  picked: readonly string[],
  t: { opensAt: number; closesAt: number | null; receivedAt: number; speedScoring: boolean },
): number {
  if (!correctV1(question, picked)) return 0;
  const score = Math.max(...question.answers.filter((a) => a.is_correct).map((a) => a.score));
  if (!t.speedScoring || t.closesAt === null) return score;
  const limit = t.closesAt - t.opensAt;
  if (limit <= 0) return score;
  const elapsed = Math.min(Math.max(t.receivedAt - t.opensAt, 0), limit);
  return Math.round(score * (1 - elapsed / (2 * limit)));
}

interface OldAnswer {
  index: number;
  answerIds: string[];
  receivedAt: string;
  points?: number;
}

/** An answer event without `scoring` is from before version 1 was recorded. */
export const answerNeedsUpcast = (data: unknown) => (data as { scoring?: number }).scoring === undefined;

/** `history`: the game stream's events before this answer, in order. */
export function upcastAnswerV1(data: unknown, history: readonly RecordedEvent[]): unknown {
  const answer = data as OldAnswer;
  const opened = history.find((e) => e.type === 'GameOpened')?.data as
    | { questions: V1Question[]; settings: { speedScoring: boolean } }
    | undefined;
  const started = history.findLast((e) => e.type === 'QuestionStarted')?.data as
    | { opensAt: string; closesAt: string | null }
    | undefined;
  const question = opened?.questions[answer.index];
  if (!opened || !question || !started) return { ...answer, points: 0, correct: false, scoring: 1 };
  const points = pointsV1(question, answer.answerIds, {
    opensAt: Date.parse(started.opensAt),
    closesAt: started.closesAt === null ? null : Date.parse(started.closesAt),
    receivedAt: Date.parse(answer.receivedAt),
    speedScoring: opened.settings.speedScoring,
  });
  return { ...answer, points, correct: correctV1(question, answer.answerIds), scoring: 1 };
}
