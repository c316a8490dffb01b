import type { QuizQuestion } from '../../../domain/question-types/registry.ts';
import type { ReportContent } from '../../../projections/reports/index.ts';
import { capitals, primes } from '../../domain/game-fixtures.ts';

/** A finished live game of three questions and four players with names in three scripts. */
const poll: QuizQuestion = {
  ...capitals,
  question_id: 'q3',
  kind: 'poll',
  title: 'Favourite city? Åre, Ørsta or 北京',
};
const OPENS = {
  '0': '2026-11-25T10:02:00.000Z',
  '1': '2026-11-25T10:03:00.000Z',
  '2': '2026-11-25T10:04:00.000Z',
};
const at = (index: 0 | 1 | 2, seconds: number) =>
  new Date(Date.parse(OPENS[index]) + seconds * 1000).toISOString();
const choice = (
  answerIds: string[],
  index: 0 | 1 | 2,
  seconds: number,
  points: number,
  correct: boolean,
) => ({
  answer: { kind: 'choice' as const, answerIds },
  points,
  correct,
  receivedAt: at(index, seconds),
});

export const reportFixture: ReportContent = {
  report: {
    report_id: '00000000-0000-4000-8000-000000002a01',
    quiz_id: '00000000-0000-4000-8000-000000002c01',
    played_as: 'live',
    quiz_title: 'Geografi for 7B',
    name: 'Klasse 7B – mandag',
    sharing: 'private',
    status: 'open',
    players: 4,
    player_limit: 30,
    phase: 'finished',
    retry: false,
    started_at: '2026-11-25T10:00:00.000Z',
    saved_at: '2026-11-25T10:05:00.000Z',
  },
  questions: [capitals, primes, poll],
  opens: OPENS,
  players: [
    {
      player_id: 'p1',
      name: 'Åse Ødegård',
      score: 1900,
      kicked: false,
      answers: {
        '0': choice(['a'], 0, 2, 950, true),
        '1': choice(['two', 'three'], 1, 5, 950, true),
        '2': choice(['a'], 2, 3, 0, false),
      },
    },
    {
      player_id: 'p2',
      name: 'Zoë',
      score: 900,
      kicked: false,
      answers: { '0': choice(['a'], 0, 4, 900, true), '1': choice(['two'], 1, 8, 0, false) },
    },
    { player_id: 'p3', name: '李', score: 0, kicked: false, answers: { '0': choice(['b'], 0, 6, 0, false) } },
    { player_id: 'p4', name: 'Ngozi Adébáyọ̀', score: 0, kicked: false, answers: {} },
  ],
};
