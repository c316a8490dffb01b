import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../../../domain/question-types/registry.ts';
import { reportStatistics, type StatPlayer } from '../../../domain/report/statistics.ts';
import { capitals, primes } from '../game-fixtures.ts';

const poll: QuizQuestion = { ...capitals, question_id: 'q3', kind: 'poll', title: 'Favourite city?' };
const OPEN0 = '2026-11-23T10:00:00.000Z';
const OPEN1 = '2026-11-23T10:01:00.000Z';
const OPEN2 = '2026-11-23T10:02:00.000Z';
const at = (open: string, ms: number) => new Date(Date.parse(open) + ms).toISOString();
const right = (open: string, ms: number, points = 900) => ({
  answer: { kind: 'choice' as const, answerIds: ['a'] },
  points,
  correct: true,
  receivedAt: at(open, ms),
});
const wrong = (open: string, ms: number) => ({
  answer: { kind: 'choice' as const, answerIds: ['b'] },
  points: 0,
  correct: false,
  receivedAt: at(open, ms),
});
const player = (id: string, score: number, answers: StatPlayer['answers'], kicked = false): StatPlayer => ({
  player_id: id,
  name: id,
  score,
  kicked,
  answers,
});

describe('report statistics', () => {
  const players = [
    player('Ada', 1800, { '0': right(OPEN0, 2000), '1': right(OPEN1, 4000), '2': wrong(OPEN2, 1000) }),
    player('Zoë', 900, { '0': right(OPEN0, 4000), '1': wrong(OPEN1, 8000) }),
    player('李', 0, { '0': wrong(OPEN0, 6000) }),
    player('Removed', 5000, { '0': right(OPEN0, 1000) }, true),
  ];
  const stats = reportStatistics([capitals, primes, poll], players, { '0': OPEN0, '1': OPEN1, '2': OPEN2 });

  it('gives each question its share right and its average answer time, removed players left out', () => {
    expect(stats.questions[0]).toMatchObject({ answered: 3, correct: 2, players: 3, averageMs: 4000 });
    expect(stats.questions[0]?.shareCorrect).toBeCloseTo(2 / 3);
    expect(stats.questions[1]).toMatchObject({ answered: 2, correct: 1, averageMs: 6000 });
    expect(stats.questions[1]?.shareCorrect).toBeCloseTo(1 / 3);
  });

  it('gives a poll no share right', () => {
    expect(stats.questions[2]).toMatchObject({ scored: false, answered: 1, shareCorrect: null });
  });

  it('names the hardest scored questions first', () => {
    expect(stats.hardest).toEqual([1, 0]);
  });

  it('flags players under half right, counting an unanswered question as not right', () => {
    expect(stats.needsHelp.map((p) => [p.name, p.correct, p.scoredAsked])).toEqual([['李', 0, 2]]);
    expect(stats.players.find((p) => p.name === 'Zoë')).toMatchObject({ correct: 1, needsHelp: false });
  });

  it('ranks the players present by score', () => {
    expect(stats.players.map((p) => [p.rank, p.name])).toEqual([
      [1, 'Ada'],
      [2, 'Zoë'],
      [3, '李'],
    ]);
  });

  it('leaves questions never asked out of the hardest and the help line', () => {
    const early = reportStatistics([capitals, primes], players.slice(0, 2), { '0': OPEN0 });
    expect(early.questions[1]?.asked).toBe(true);
    const none = reportStatistics([capitals, primes], [player('Ada', 0, {})], { '0': OPEN0 });
    expect(none.questions[1]).toMatchObject({ asked: false, shareCorrect: null });
    expect(none.players[0]).toMatchObject({ scoredAsked: 1, needsHelp: true });
  });
});
