import { decidePlay, type PlayCommand } from '../../../domain/play/decide.ts';
import {
  evolvePlay,
  initialPlayState,
  type PlayEvent,
  type PlayStarted,
} from '../../../domain/play/events.ts';
import type { Slide } from '../../../domain/question-types/slide/index.ts';
import { deciderSpec } from '../../support/decider.ts';
import { capitals, primes } from '../game-fixtures.ts';

/** A guest's play of three questions (two scored, one slide) for the decider tests. */
export const intro: Slide = {
  question_id: 's1',
  question_type: 'slide',
  title: 'Welcome',
  time_limit: 20,
  content: 'Let us begin',
};

export const T0 = '2026-11-24T10:00:00.000Z';
export const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
export const guest = 'guest:p1';

export const startedData = (over: Partial<PlayStarted['data']> = {}): PlayStarted['data'] => ({
  playId: 'p1',
  quizId: 'quiz-1',
  quizCode: 'abcd2345',
  quizTitle: 'Geography',
  questions: [capitals, primes],
  player: { userId: null, name: 'Nora' },
  settings: { speedScoring: true, showCorrectAnswer: true },
  retryOf: null,
  togetherId: null,
  assignmentId: null,
  startedAt: T0,
  ...over,
});

export const started = (over: Partial<PlayStarted['data']> = {}): PlayEvent => ({
  type: 'PlayStarted',
  data: startedData(over),
});

export const shown = (index: number, seconds: number, limit: number | null): PlayEvent => ({
  type: 'PlayQuestionShown',
  data: {
    index,
    shownAt: at(seconds),
    opensAt: at(seconds),
    closesAt: limit === null ? null : at(seconds + limit),
  },
});

const play = deciderSpec({ decide: decidePlay, evolve: evolvePlay, initialState: initialPlayState });
export const { when } = play;
/** The code of the rule a command breaks after a history. */
export const refusal = (given: PlayEvent[], command: PlayCommand) => play.refused(given, command).code;

export const next = (seconds: number, playerKey = guest): PlayCommand => ({
  type: 'ShowNext',
  data: { playerKey, at: at(seconds) },
});

export const choose = (
  index: number,
  ids: string[],
  seconds: number,
  submissionId = `s${index}`,
): PlayCommand => ({
  type: 'SubmitPlayAnswer',
  data: {
    playerKey: guest,
    index,
    answer: { kind: 'choice', answerIds: ids },
    receivedAt: at(seconds),
    submissionId,
  },
});
