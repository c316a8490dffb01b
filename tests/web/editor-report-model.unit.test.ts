import { describe, expect, it } from 'vitest';
import {
  type GameReport,
  outcomeOf,
  questionRows,
  questionTally,
  type ReportQuestion,
} from '../../web/features/reports/report-model.ts';

const basic = { question_type: 'basic', time_limit: 20, answers_required: 'one', chart_type: 'bar' } as const;
const quizQuestion: ReportQuestion = {
  ...basic,
  question_id: 'q1',
  title: 'Capital of Norway?',
  kind: 'multiple_choice',
  answers: [
    { answer_id: 'oslo', title: 'Oslo', is_correct: true, score: 1000 },
    { answer_id: 'bergen', title: 'Bergen', is_correct: false, score: 0 },
  ],
};
const poll: ReportQuestion = {
  ...basic,
  question_id: 'q2',
  title: 'Favourite?',
  kind: 'poll',
  answers: [
    { answer_id: 'cats', title: 'Cats', is_correct: false, score: 0 },
    { answer_id: 'dogs', title: 'Dogs', is_correct: false, score: 0 },
  ],
};
/** As the game froze it: the verdict is the game's, not recomputed by the report. */
const answer = (answerIds: string[], points: number, correct = points > 0) => ({
  answer: { kind: 'choice' as const, answerIds },
  points,
  correct,
  receivedAt: '2026-03-01T12:00:00Z',
});

describe('answer outcomes in a report', () => {
  it('tells correct, incorrect, unanswered and (for polls) answered apart', () => {
    expect(outcomeOf(quizQuestion, answer(['oslo'], 812))).toBe('correct');
    expect(outcomeOf(quizQuestion, answer(['bergen'], 0))).toBe('incorrect');
    expect(outcomeOf(quizQuestion, null)).toBe('no_answer');
    expect(outcomeOf(poll, answer(['cats'], 0))).toBe('answered');
  });

  it('tells the verdict the game froze, even for an answer worth 0 points', () => {
    expect(outcomeOf(quizQuestion, answer(['oslo'], 0, true))).toBe('correct');
    expect(outcomeOf(quizQuestion, answer(['oslo', 'bergen'], 0, false))).toBe('incorrect');
  });
});

describe('a question’s rows', () => {
  const report: GameReport = {
    game_id: 'g1',
    quiz_id: 'quiz',
    quiz_title: 'Europe',
    phase: 'finished',
    opened_at: '2026-03-01T12:00:00.000Z',
    ended_at: null,
    end_reason: null,
    questions: [quizQuestion, poll],
    players: [
      {
        rank: 1,
        player_id: 'p1',
        name: 'Ada',
        score: 812,
        kicked: false,
        answers: { '0': answer(['oslo'], 812), '1': answer(['dogs'], 0) },
      },
      {
        rank: 2,
        player_id: 'p2',
        name: 'Bo',
        score: 0,
        kicked: false,
        answers: { '0': answer(['bergen'], 0) },
      },
      { rank: 3, player_id: 'p3', name: 'Cy', score: 0, kicked: true, answers: {} },
    ],
  };

  it('reads each player’s answer by the question’s place in the game', () => {
    expect(questionRows(report, 0).map((r) => [r.player.name, r.outcome, r.points, r.given])).toEqual([
      ['Ada', 'correct', 812, { kind: 'choice', answerIds: ['oslo'] }],
      ['Bo', 'incorrect', 0, { kind: 'choice', answerIds: ['bergen'] }],
      ['Cy', 'no_answer', 0, null],
    ]);
    expect(questionRows(report, 1).map((r) => r.outcome)).toEqual(['answered', 'no_answer', 'no_answer']);
    expect(questionRows(report, 5)).toEqual([]);
  });

  it('tallies right answers among the players still in the game', () => {
    expect(questionTally(questionRows(report, 0))).toEqual({ hits: 1, of: 2 });
    expect(questionTally(questionRows(report, 1))).toEqual({ hits: 1, of: 2 });
  });
});
