import { decide, type GameCommand } from '../../domain/game/decide.ts';
import { evolve, type GameEvent, initialState } from '../../domain/game/events.ts';
import type { BasicQuestion } from '../../domain/question-types/basic/index.ts';
import { deciderSpec } from '../support/decider.ts';

/**
 * A two-question game for the decider tests: Given events, When a command, Then events or an error code.
 * Both are basic questions (typed so, not as any question type), so tests may hand them to basic's rules.
 */
export const host = { hostId: 'host-1' };
export const capitals: BasicQuestion = {
  question_id: 'q1',
  question_type: 'basic',
  title: 'Capital of Norway?',
  kind: 'multiple_choice',
  answers_required: 'one',
  chart_type: 'bar',
  time_limit: 20,
  answers: [
    { answer_id: 'a', title: 'Oslo', is_correct: true, score: 1000 },
    { answer_id: 'b', title: 'Bergen', is_correct: false, score: 0 },
  ],
};
export const primes: BasicQuestion = {
  question_id: 'q2',
  question_type: 'basic',
  title: 'Pick every prime',
  kind: 'multiple_choice',
  answers_required: 'all',
  chart_type: 'bar',
  time_limit: 10,
  answers: [
    { answer_id: 'two', title: '2', is_correct: true, score: 500 },
    { answer_id: 'three', title: '3', is_correct: true, score: 500 },
    { answer_id: 'four', title: '4', is_correct: false, score: 0 },
  ],
};
export const opened: GameEvent = {
  type: 'GameOpened',
  data: {
    gameId: 'g1',
    quizId: 'quiz-1',
    quizTitle: 'Geography',
    pin: '482913',
    hostId: 'host-1',
    questions: [capitals, primes],
    playerLimit: 3,
    settings: { showCorrectAnswer: true, showResultOnUserDevice: true, speedScoring: true },
  },
};
export const joined = (playerId: string, name: string): GameEvent => ({
  type: 'PlayerJoined',
  data: { playerId, name },
});
export const started: GameEvent = { type: 'GameStarted', data: {} };
export const firstQuestion: GameEvent = {
  type: 'QuestionStarted',
  data: {
    index: 0,
    shownAt: '2026-11-23T10:00:00.000Z',
    opensAt: '2026-11-23T10:00:00.000Z',
    closesAt: '2026-11-23T10:00:20.000Z',
  },
};

/** Given past events, when a command, then new events or the rule's error code. */
export const { given } = deciderSpec({ decide, evolve, initialState });

export const join = (playerId: string, name: string): GameCommand => ({
  type: 'JoinGame',
  data: { playerId, name },
});
export const submit = (
  playerId: string,
  answerIds: string[],
  receivedAt: string,
  submissionId = `${playerId}-s`,
): GameCommand => ({
  type: 'SubmitAnswer',
  data: { playerId, index: 0, answer: { kind: 'choice', answerIds }, receivedAt, submissionId },
});

/** Event: `playerId` answered the first question with its correct answer, five seconds in. */
export const answered = (playerId: string): GameEvent => ({
  type: 'AnswerSubmitted',
  data: {
    playerId,
    index: 0,
    answer: { kind: 'choice', answerIds: ['a'] },
    receivedAt: '2026-11-23T10:00:05.000Z',
    submissionId: `${playerId}-1`,
    points: 875,
    correct: true,
    scoring: 1,
  },
});
