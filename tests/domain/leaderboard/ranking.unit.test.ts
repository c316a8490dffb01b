import { describe, expect, it } from 'vitest';
import { type LeaderboardResponse, rankResponses } from '../../../domain/leaderboard/ranking.ts';

/*
 * The four merge modes on one set of responses: two classes both with an "Emma" on their own device,
 * Emma of class A rejoining on the same browser, and Noah playing alone twice while signed in.
 */
const r = (
  reportId: string,
  responseId: string,
  name: string,
  device: string,
  score: number,
  finishedAt: string,
): LeaderboardResponse => ({ reportId, responseId, name, device, score, correct: score / 100, finishedAt });

const responses = [
  r('gameA', 'p1', 'Emma', 'device:a1', 700, '2026-11-25T09:00:00.000Z'),
  r('gameA', 'p2', 'emma', 'device:a1', 300, '2026-11-25T09:00:00.000Z'),
  r('gameB', 'p1', 'Emma', 'device:b1', 500, '2026-11-25T11:00:00.000Z'),
  r('gameB', 'p2', 'Liam', 'device:b2', 600, '2026-11-25T11:00:00.000Z'),
  r('play1', 'play1', 'Noah', 'user:n', 400, '2026-11-25T12:00:00.000Z'),
  r('play2', 'play2', 'Noah', 'user:n', 200, '2026-11-25T13:00:00.000Z'),
];
const table = (mode: Parameters<typeof rankResponses>[1]) =>
  rankResponses(responses, mode).map(
    ({ rank, name, score, responses: n }) => `${rank} ${name} ${score} ×${n}`,
  );

describe('rankResponses (the four merge modes)', () => {
  it('every response unique: every response is a row', () => {
    expect(table('every_response')).toEqual([
      '1 Emma 700 ×1',
      '2 Liam 600 ×1',
      '3 Emma 500 ×1',
      '4 Noah 400 ×1',
      '5 emma 300 ×1',
      '6 Noah 200 ×1',
    ]);
  });

  it('same name and device: one row per name on one device, its best response; two Emmas stay two', () => {
    expect(table('same_name_and_device')).toEqual([
      '1 Emma 700 ×2',
      '2 Liam 600 ×1',
      '3 Emma 500 ×1',
      '4 Noah 400 ×2',
    ]);
  });

  it('best response: one row per name (case ignored), its best score', () => {
    expect(table('best_response')).toEqual(['1 Emma 700 ×3', '2 Liam 600 ×1', '3 Noah 400 ×2']);
  });

  it('latest response: one row per name, the score of its last finished response', () => {
    expect(table('latest_response')).toEqual(['1 Liam 600 ×1', '2 Emma 500 ×3', '3 Noah 200 ×2']);
  });

  it('equal scores share a rank, earlier finish listed first; input order does not matter', () => {
    const tied = [
      r('g', 'b', 'Bea', 'd:b', 500, '2026-11-25T10:00:00.000Z'),
      r('g', 'a', 'Ada', 'd:a', 500, '2026-11-25T09:00:00.000Z'),
      r('g', 'c', 'Cy', 'd:c', 100, '2026-11-25T09:00:00.000Z'),
    ];
    const ranked = rankResponses(tied, 'every_response');
    expect(ranked.map((row) => [row.rank, row.name])).toEqual([
      [1, 'Ada'],
      [1, 'Bea'],
      [3, 'Cy'],
    ]);
    expect(rankResponses([...tied].reverse(), 'every_response')).toEqual(ranked);
  });
});
