import { checkPlayerName } from '../game/rules.ts';
import { SCORING_VERSION } from '../game/scoring.ts';
import type { PlayerAnswer } from '../question-types/player-answer.ts';
import { moduleOf, readAnswer, scoreAnswer } from '../question-types/registry.ts';
import { DomainError } from '../shared/domain-error.ts';
import { assertNever } from '../shared/event.ts';
import type { PlayEvent, PlayStarted, PlayState } from './events.ts';
import { COINS_PER_CORRECT, isScored, LATE_ANSWER_GRACE_MS } from './rules.ts';

export type StartPlay = { type: 'StartPlay'; data: PlayStarted['data'] };
/** The player's "next": closes the question on screen (missed when unanswered) and shows the next, or ends the run. */
export type ShowNext = { type: 'ShowNext'; data: { playerKey: string; at: string } };
export type SubmitPlayAnswer = {
  type: 'SubmitPlayAnswer';
  data: { playerKey: string; index: number; answer: PlayerAnswer; receivedAt: string; submissionId: string };
};

/**
 * The player's clock ran out (or they gave up on the question): it closes unanswered, and the result
 * (with the right answer, when the quiz shows it) may be shown before moving on.
 */
export type CloseQuestion = { type: 'ClosePlayQuestion'; data: { playerKey: string; at: string } };

export type PlayCommand = StartPlay | ShowNext | SubmitPlayAnswer | CloseQuestion;

type Started = Exclude<PlayState, { phase: 'absent' }>;

/**
 * `playerKey` is who asks: the signed-in user's id, or `guest:<playId>` for the holder of a guest play's
 * token (the API checks the token). A play answers to its own player only.
 */
export const playerKeyOf = (state: Started) => state.started.player.userId ?? `guest:${state.started.playId}`;

export function decidePlay(command: PlayCommand, state: PlayState): PlayEvent[] {
  if (command.type === 'StartPlay') return start(command, state);
  if (state.phase === 'absent') throw new DomainError('play_not_found');
  if (command.data.playerKey !== playerKeyOf(state)) throw new DomainError('play_not_found');
  switch (command.type) {
    case 'ShowNext':
      return next(command, state);
    case 'SubmitPlayAnswer':
      return answer(command, state);
    case 'ClosePlayQuestion':
      return closeUnanswered(state, command.data.at);
    default:
      return assertNever(command);
  }
}

function start(command: StartPlay, state: PlayState): PlayEvent[] {
  if (state.phase !== 'absent') throw new DomainError('play_already_started');
  if (command.data.questions.length === 0) throw new DomainError('quiz_has_no_questions');
  const checked = checkPlayerName(command.data.player.name);
  if ('problem' in checked) throw new DomainError(checked.problem);
  return [
    {
      type: 'PlayStarted',
      data: { ...command.data, player: { ...command.data.player, name: checked.name } },
    },
  ];
}

/** The question on screen closes unanswered: missed, because its time ran out or the player moved on. */
function closeUnanswered(state: Started, at: string): PlayEvent[] {
  const { index, shown } = state;
  const current = state.started.questions[index];
  if (state.phase !== 'playing' || !shown || !current || moduleOf(current).answerKind === null) return [];
  if (state.answers[index] || state.missed.has(index)) return [];
  const timeUp = shown.closesAt !== null && Date.parse(at) >= Date.parse(shown.closesAt);
  return [{ type: 'PlayQuestionMissed', data: { index, reason: timeUp ? 'time_up' : 'skipped' } }];
}

function next(command: ShowNext, state: Started): PlayEvent[] {
  // The end is announced once (spec §4): another "next" after it changes nothing.
  if (state.phase === 'finished') return [];
  const events: PlayEvent[] = closeUnanswered(state, command.data.at);
  const { index } = state;
  const nextIndex = index + 1;
  const question = state.started.questions[nextIndex];
  if (!question) {
    const answers = state.answers.filter((a) => a !== undefined);
    return [
      ...events,
      {
        type: 'PlayFinished',
        data: {
          finishedAt: command.data.at,
          score: state.score,
          correct: answers.filter((a) => a.correct).length,
          coins: state.coins,
        },
      },
    ];
  }
  const at = command.data.at;
  // Content without answers (a slide) has no timer: the player moves on when ready.
  const closesAt =
    moduleOf(question).answerKind === null
      ? null
      : new Date(Date.parse(at) + question.time_limit * 1000).toISOString();
  return [
    ...events,
    { type: 'PlayQuestionShown', data: { index: nextIndex, shownAt: at, opensAt: at, closesAt } },
  ];
}

function answer(command: SubmitPlayAnswer, state: Started): PlayEvent[] {
  const { index, receivedAt, submissionId } = command.data;
  const given = state.answers[index];
  // A resend of an answer already taken (its reply was lost) is the same answer, not an error.
  if (given?.submissionId === submissionId) return [];
  if (given) throw new DomainError('answer_already_given');
  const shown = state.shown;
  const received = Date.parse(receivedAt);
  if (
    state.phase !== 'playing' ||
    !shown ||
    shown.index !== index ||
    state.missed.has(index) ||
    (shown.closesAt !== null && received > Date.parse(shown.closesAt) + LATE_ANSWER_GRACE_MS)
  ) {
    throw new DomainError('answer_too_late');
  }
  const question = state.started.questions[index]!;
  // The question's type decides what a possible answer is; a wrong shape appends nothing.
  const read = readAnswer(question, command.data.answer);
  if ('problem' in read) throw new DomainError(read.problem);
  const verdict = scoreAnswer(question, read, {
    opensAt: Date.parse(shown.opensAt),
    closesAt: shown.closesAt === null ? null : Date.parse(shown.closesAt),
    receivedAt: Math.min(received, shown.closesAt === null ? received : Date.parse(shown.closesAt)),
    speedScoring: state.started.settings.speedScoring,
  });
  const { retryOf, earnsCoins: playEarns } = state.started;
  const earnsCoins = verdict.correct && isScored(question) && retryOf === null && playEarns !== false;
  return [
    {
      type: 'PlayAnswerSubmitted',
      data: {
        index,
        answer: read,
        receivedAt,
        opensAt: shown.opensAt,
        submissionId,
        correct: verdict.correct,
        points: verdict.points,
        scoring: SCORING_VERSION,
        coins: earnsCoins ? COINS_PER_CORRECT : 0,
      },
    },
  ];
}
