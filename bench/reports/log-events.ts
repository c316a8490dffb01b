import type { AssignmentEvent } from '../../domain/assignment/events.ts';
import type { GameEvent, GameQuestion } from '../../domain/game/events.ts';
import { SCORING_VERSION } from '../../domain/game/scoring.ts';
import type { PlayEvent } from '../../domain/play/events.ts';
import type { BasicQuestion } from '../../domain/question-types/basic/index.ts';

/*
 * The events of one live game or one play alone, as the deciders would have produced them, built
 * directly so a log of a million events is made in seconds rather than by playing it.
 */

/** A question with a right and a wrong answer: every report, export and ranking can read it. */
export function questionNumber(n: number): BasicQuestion {
  return {
    question_id: `q${n}`,
    question_type: 'basic',
    title: `Question ${n + 1}: what is ${n} + ${n}?`,
    kind: 'multiple_choice',
    answers_required: 'one',
    chart_type: 'bar',
    time_limit: 20,
    answers: [
      { answer_id: 'right', title: String(n + n), is_correct: true, score: 1000 },
      { answer_id: 'wrong', title: String(n + n + 1), is_correct: false, score: 0 },
    ],
  };
}

/** A small deterministic generator (mulberry32), so the same seed makes the same log. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GameInput {
  gameId: string;
  quizId: string;
  quizTitle: string;
  hostId: string;
  pin: string;
  questions: readonly GameQuestion[];
  players: number;
  /** When the room opened; everything else follows at fixed steps. */
  start: number;
  random: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A whole game played to its end: joins, every question answered by every player, the end. */
export function gameEvents(game: GameInput): GameEvent[] {
  const { players, start, random } = game;
  const events: GameEvent[] = [
    {
      type: 'GameOpened',
      data: {
        gameId: game.gameId,
        quizId: game.quizId,
        quizTitle: game.quizTitle,
        pin: game.pin,
        hostId: game.hostId,
        questions: [...game.questions],
        playerLimit: players,
        limits: { quiz: players, operator: 10_000 },
        quizQuestionCount: game.questions.length,
        settings: { showCorrectAnswer: true, showResultOnUserDevice: true, speedScoring: true },
      },
    },
  ];
  const playerIds = Array.from(
    { length: players },
    (_, p) => `${game.gameId.slice(0, 24)}${p.toString(16).padStart(12, '0')}`,
  );
  playerIds.forEach((playerId, p) => {
    events.push({ type: 'PlayerJoined', data: { playerId, name: `Player ${p + 1}` } });
  });
  events.push({ type: 'GameStarted', data: {} });
  game.questions.forEach((_, index) => {
    const opens = start + 60_000 + index * 30_000;
    events.push({
      type: 'QuestionStarted',
      data: { index, shownAt: iso(opens), opensAt: iso(opens), closesAt: iso(opens + 20_000) },
    });
    playerIds.forEach((playerId, p) => {
      const correct = random() < 0.6;
      const after = Math.floor(random() * 19_000);
      events.push({
        type: 'AnswerSubmitted',
        data: {
          playerId,
          index,
          answer: { kind: 'choice', answerIds: [correct ? 'right' : 'wrong'] },
          receivedAt: iso(opens + after),
          submissionId: `s${index}-${p}`,
          points: correct ? Math.round(1000 * (1 - after / 40_000)) : 0,
          correct,
          scoring: SCORING_VERSION,
        },
      });
    });
    events.push({ type: 'QuestionClosed', data: { index, reason: 'all_answered' } });
  });
  events.push({ type: 'GameEnded', data: { reason: 'finished' } });
  return events;
}

export interface PlayInput {
  playId: string;
  quizId: string;
  quizCode: string;
  quizTitle: string;
  questions: readonly GameQuestion[];
  player: { userId: string | null; name: string };
  assignmentId: string | null;
  start: number;
  random: () => number;
}

/** One person's run of the quiz at their own pace, to the summary. */
export function playEvents(play: PlayInput): PlayEvent[] {
  const events: PlayEvent[] = [
    {
      type: 'PlayStarted',
      data: {
        playId: play.playId,
        quizId: play.quizId,
        quizCode: play.quizCode,
        quizTitle: play.quizTitle,
        questions: [...play.questions],
        player: play.player,
        settings: { speedScoring: true, showCorrectAnswer: true },
        retryOf: null,
        togetherId: null,
        assignmentId: play.assignmentId,
        startedAt: iso(play.start),
      },
    },
  ];
  let score = 0;
  let right = 0;
  play.questions.forEach((_, index) => {
    const shown = play.start + 1000 + index * 25_000;
    events.push({
      type: 'PlayQuestionShown',
      data: { index, shownAt: iso(shown), opensAt: iso(shown), closesAt: iso(shown + 20_000) },
    });
    const correct = play.random() < 0.7;
    const points = correct ? 900 : 0;
    score += points;
    right += correct ? 1 : 0;
    events.push({
      type: 'PlayAnswerSubmitted',
      data: {
        index,
        answer: { kind: 'choice', answerIds: [correct ? 'right' : 'wrong'] },
        receivedAt: iso(shown + 5000),
        opensAt: iso(shown),
        submissionId: `p${index}`,
        correct,
        points,
        scoring: SCORING_VERSION,
        coins: correct ? 1 : 0,
      },
    });
  });
  const finishedAt = iso(play.start + 1000 + play.questions.length * 25_000);
  events.push({ type: 'PlayFinished', data: { finishedAt, score, correct: right, coins: right } });
  return events;
}

/** Homework set on the quiz, open from `start` for a week, two attempts each. */
export function assignmentCreated(input: {
  assignmentId: string;
  quizId: string;
  quizCode: string;
  ownerId: string;
  start: number;
}): AssignmentEvent {
  return {
    type: 'AssignmentCreated',
    data: {
      assignmentId: input.assignmentId,
      quizId: input.quizId,
      quizCode: input.quizCode,
      ownerId: input.ownerId,
      title: 'Homework',
      opensAt: iso(input.start),
      deadline: iso(input.start + 7 * 24 * 3600_000),
      attemptLimit: 2,
      options: { randomOrder: false, showCorrectAnswer: true },
      createdAt: iso(input.start - 60_000),
    },
  };
}
