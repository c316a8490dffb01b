import type { PlayerAnswer } from '../question-types/player-answer.ts';
import type { QuizQuestion } from '../question-types/registry.ts';
import type { QuizLook } from '../quiz/look.ts';
import { assertNever, type DomainEvent } from '../shared/event.ts';

/*
 * A play: one person playing a quiz at their own pace (spec §1 "play alone"), on its own stream
 * `play-<id>`. The questions are copied in when it starts, so editing the quiz never changes a run in
 * progress or its report. The server shows each question, times it and scores each answer once; the
 * verdict is frozen in the event, as in live games (DESIGN §2).
 */

export const playStreamName = (playId: string) => `play-${playId}`;

export interface PlayPlayer {
  /** Null for a guest, who holds the play's token instead. */
  userId: string | null;
  name: string;
}

export interface PlaySettings {
  speedScoring: boolean;
  /** The quiz's show_correct_answer: whether the right answer is told after each answer. */
  showCorrectAnswer: boolean;
}

export type PlayStarted = DomainEvent<
  'PlayStarted',
  {
    playId: string;
    quizId: string;
    quizCode: string;
    quizTitle: string;
    questions: QuizQuestion[];
    player: PlayPlayer;
    settings: PlaySettings;
    /** The quiz's look when the play started; plays from before looks show the default. */
    look?: QuizLook;
    /** The quiz's closing message (spec custom_message) when the play started; absent when it had none. */
    customMessage?: string;
    /** A retry of the wrong answers of an earlier play (spec `/play/{code}/retry`), or null. */
    retryOf: string | null;
    /** The play-together group this run belongs to (domain/together), or null when played alone. */
    togetherId: string | null;
    /** The homework this play belongs to (domain/assignment), or null for a free play. */
    assignmentId: string | null;
    /**
     * Whether its correct answers earn coins (domain/play/coins.ts), decided at the start; plays from
     * before the rule lack it and earned under the old one (every first play did).
     */
    earnsCoins?: boolean;
    startedAt: string;
  }
>;

export type PlayQuestionShown = DomainEvent<
  'PlayQuestionShown',
  { index: number; shownAt: string; opensAt: string; closesAt: string | null }
>;

export type PlayAnswerSubmitted = DomainEvent<
  'PlayAnswerSubmitted',
  {
    index: number;
    answer: PlayerAnswer;
    receivedAt: string;
    /**
     * When answering this question opened (its PlayQuestionShown), copied into the answer so a report
     * reads the answer's time from the answer alone (domain/play/answer-opens-upcaster.ts for older ones).
     */
    opensAt: string;
    submissionId: string;
    /** Decided when the answer was taken, frozen here (domain/game/scoring.ts SCORING_VERSION). */
    correct: boolean;
    points: number;
    scoring: number;
    /** Coins earned by this answer (rules.ts COINS_PER_CORRECT). */
    coins: number;
  }
>;

/** The player moved on without answering: the time ran out, or they skipped. */
export type PlayQuestionMissed = DomainEvent<
  'PlayQuestionMissed',
  { index: number; reason: 'time_up' | 'skipped' }
>;

/** The end of the run, announced once (spec §4). */
export type PlayFinished = DomainEvent<
  'PlayFinished',
  { finishedAt: string; score: number; correct: number; coins: number }
>;

export type PlayEvent =
  | PlayStarted
  | PlayQuestionShown
  | PlayAnswerSubmitted
  | PlayQuestionMissed
  | PlayFinished;

export const PLAY_EVENT_TYPES: ReadonlyArray<PlayEvent['type']> = [
  'PlayStarted',
  'PlayQuestionShown',
  'PlayAnswerSubmitted',
  'PlayQuestionMissed',
  'PlayFinished',
];

export interface PlayAnswer {
  answer: PlayerAnswer;
  submissionId: string;
  receivedAt: string;
  correct: boolean;
  points: number;
  coins: number;
}

export type Shown = PlayQuestionShown['data'];

export type PlayState =
  | { phase: 'absent' }
  | {
      phase: 'playing' | 'finished';
      started: PlayStarted['data'];
      /** The question on screen, or -1 before the first. */
      index: number;
      shown: Shown | null;
      /** By question index; a missed question has none. */
      answers: ReadonlyArray<PlayAnswer | undefined>;
      missed: ReadonlySet<number>;
      score: number;
      coins: number;
      finishedAt: string | null;
    };

export const initialPlayState: PlayState = { phase: 'absent' };

export function evolvePlay(state: PlayState, event: PlayEvent): PlayState {
  if (event.type === 'PlayStarted') {
    return {
      phase: 'playing',
      started: event.data,
      index: -1,
      shown: null,
      answers: [],
      missed: new Set(),
      score: 0,
      coins: 0,
      finishedAt: null,
    };
  }
  if (state.phase === 'absent') return state;
  switch (event.type) {
    case 'PlayQuestionShown':
      return { ...state, index: event.data.index, shown: event.data };
    case 'PlayAnswerSubmitted': {
      const { index, answer, submissionId, receivedAt, correct, points, coins } = event.data;
      const answers = [...state.answers];
      answers[index] = { answer, submissionId, receivedAt, correct, points, coins };
      return { ...state, answers, score: state.score + points, coins: state.coins + coins };
    }
    case 'PlayQuestionMissed':
      return { ...state, missed: new Set([...state.missed, event.data.index]) };
    case 'PlayFinished':
      return { ...state, phase: 'finished', shown: null, finishedAt: event.data.finishedAt };
    default:
      return assertNever(event);
  }
}

export const foldPlay = (events: readonly PlayEvent[]) => events.reduce(evolvePlay, initialPlayState);
