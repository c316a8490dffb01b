import { describe, expect, it } from 'vitest';
import { type MergedSource, mergeReports } from '../../../domain/merge-report/merge.ts';
import { LIVE_QUESTIONS } from '../../support/live-quiz.ts';

/* Two classes' games read as one: every player ranked together, each question added up by its id. */

const [capital, pets] = LIVE_QUESTIONS.map((q) => ({
  ...q,
  question_type: 'basic',
})) as unknown as MergedSource['questions'];
/** An answer `seconds` after its question opened at `opened`. */
const answer = (points: number, opened = '2026-11-25T09:01:00.000Z', seconds = 4) => ({
  points,
  correct: points > 0,
  receivedAt: new Date(Date.parse(opened) + seconds * 1000).toISOString(),
});

const classA: MergedSource = {
  kind: 'game',
  id: 'a',
  at: '2026-11-25T09:00:00.000Z',
  questions: [capital!, pets!],
  opens: { '0': '2026-11-25T09:01:00.000Z', '1': '2026-11-25T09:02:00.000Z' },
  players: [
    {
      name: 'Emma',
      score: 900,
      answers: {
        '0': answer(900, '2026-11-25T09:01:00.000Z', 2),
        '1': answer(0, '2026-11-25T09:02:00.000Z', 5),
      },
    },
    { name: 'Liam', score: 0, answers: { '0': answer(0, '2026-11-25T09:01:00.000Z', 6) } },
  ],
};
// The quiz was edited before class B played: the poll moved first. Questions meet by id, not position.
const classB: MergedSource = {
  kind: 'game',
  id: 'b',
  at: '2026-11-25T11:00:00.000Z',
  questions: [pets!, capital!],
  opens: { '0': '2026-11-25T11:01:00.000Z', '1': '2026-11-25T11:02:00.000Z' },
  players: [
    {
      name: 'Emma',
      score: 900,
      answers: {
        '0': answer(0, '2026-11-25T11:01:00.000Z', 9),
        '1': answer(900, '2026-11-25T11:02:00.000Z', 10),
      },
    },
  ],
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

  it('averages the answer time of each question over every report, from when answering opened', () => {
    const { questions } = mergeReports([classA, classB]);
    // Capital: 2 s and 6 s in class A, 10 s in class B. The poll: 5 s and 9 s.
    expect(questions.map((q) => [q.question_id, q.average_ms])).toEqual([
      ['capital', 6000],
      ['pets', 7000],
    ]);
  });

  it('leaves a question without a known opening out of the time, and gives no time when nobody answered', () => {
    const unopened: MergedSource = { ...classB, opens: {} };
    const nobody: MergedSource = { ...classA, players: [] };
    expect(mergeReports([classA, unopened]).questions.map((q) => q.average_ms)).toEqual([4000, 5000]);
    expect(mergeReports([nobody]).questions.map((q) => q.average_ms)).toEqual([null, null]);
  });
});
