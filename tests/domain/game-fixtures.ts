import { decide, type GameCommand } from '../../domain/game/decide.ts';
import { evolve, type GameEvent, type GameQuestion, initialState } from '../../domain/game/events.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';

/** A two-question game for the decider tests: Given events, When a command, Then events or an error code. */
export const host = { hostId: 'host-1' };
export const capitals: GameQuestion = {
  questionId: 'q1',
  title: 'Capital of Norway?',
  kind: 'quiz',
  answersRequired: 'one',
  timeLimitSeconds: 20,
  answers: [
    { answerId: 'a', title: 'Oslo', isCorrect: true, score: 1000 },
    { answerId: 'b', title: 'Bergen', isCorrect: false, score: 0 },
  ],
};
export const primes: GameQuestion = {
  questionId: 'q2',
  title: 'Pick every prime',
  kind: 'quiz',
  answersRequired: 'all',
  timeLimitSeconds: 10,
  answers: [
    { answerId: 'two', title: '2', isCorrect: true, score: 500 },
    { answerId: 'three', title: '3', isCorrect: true, score: 500 },
    { answerId: 'four', title: '4', isCorrect: false, score: 0 },
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
export function given(...events: GameEvent[]) {
  const state = events.reduce(evolve, initialState);
  return {
    state,
    when(command: GameCommand) {
      try {
        return { events: decide(command, state) };
      } catch (error) {
        if (error instanceof DomainError) return { error: error.code };
        throw error;
      }
    },
  };
}
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
  data: { playerId, index: 0, answerIds, receivedAt, submissionId },
});

/** Event: `playerId` answered the first question with its correct answer, five seconds in. */
export const answered = (playerId: string): GameEvent => ({
  type: 'AnswerSubmitted',
  data: {
    playerId,
    index: 0,
    answerIds: ['a'],
    receivedAt: '2026-11-23T10:00:05.000Z',
    submissionId: `${playerId}-1`,
    points: 875,
    correct: true,
    scoring: 1,
  },
});
