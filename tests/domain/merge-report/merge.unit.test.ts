import { describe, expect, it } from 'vitest';
import { type MergedSource, mergeReports } from '../../../domain/merge-report/merge.ts';
import { LIVE_QUESTIONS } from '../../support/live-quiz.ts';

/* Two classes' games read as one: every player ranked together, each question added up by its id. */

const [capital, pets] = LIVE_QUESTIONS.map((q) => ({
  ...q,
  question_type: 'basic',
})) as unknown as MergedSource['questions'];
const answer = (points: number) => ({ points, correct: points > 0 });

const classA: MergedSource = {
  kind: 'game',
  id: 'a',
  at: '2026-11-25T09:00:00.000Z',
  questions: [capital!, pets!],
  players: [
    { name: 'Emma', score: 900, answers: { '0': answer(900), '1': answer(0) } },
    { name: 'Liam', score: 0, answers: { '0': answer(0) } },
  ],
};
// The quiz was edited before class B played: the poll moved first. Questions meet by id, not position.
const classB: MergedSource = {
  kind: 'game',
  id: 'b',
  at: '2026-11-25T11:00:00.000Z',
  questions: [pets!, capital!],
  players: [{ name: 'Emma', score: 900, answers: { '0': answer(0), '1': answer(900) } }],
};

describe('mergeReports', () => {
  it('ranks every player of every report together; equal scores share a rank', () => {
    const { players, reports } = mergeReports([classA, classB]);
    expect(players.map((p) => [p.rank, p.name, p.report])).toEqual([
      [1, 'Emma', 0],
      [1, 'Emma', 1],
      [3, 'Liam', 0],
    ]);
    expect(reports.map((r) => r.players)).toEqual([2, 1]);
  });

  it('adds each question up across reports by its id, and gives a poll no share correct', () => {
    const { questions } = mergeReports([classA, classB]);
    expect(
      questions.map((q) => [q.question_id, q.answered, q.correct, q.correct_share, q.average_points]),
    ).toEqual([
      ['capital', 3, 2, 2 / 3, 600],
      ['pets', 2, 0, null, null],
    ]);
  });
});
