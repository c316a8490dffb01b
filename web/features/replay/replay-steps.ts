import type { ReplayStep as ReplayStepReply } from '../../../api/contracts/run-reports.ts';
import type { HostView } from '../../../domain/game/views.ts';

/**
 * One step of a finished game (api/contracts/run-reports.ts): the event that made it, the quizmaster
 * screen right after it, and the answers in to the question on that screen (empty in the lobby). Only
 * the steps with a quizmaster screen are shown.
 */
export type ReplayStep = Omit<ReplayStepReply, 'host'> & { host: HostView };

/** The steps the server sent that can be shown (each has a quizmaster view). */
export function showableSteps(raw: unknown): ReplayStep[] {
  if (!Array.isArray(raw)) return [];
  const steps = raw.filter(
    (step): step is ReplayStep =>
      typeof step === 'object' &&
      step !== null &&
      typeof step.type === 'string' &&
      typeof step.at === 'string' &&
      typeof step.host === 'object' &&
      step.host !== null,
  );
  // A server from before answers came with the steps sends none: the screens still replay.
  return steps.map((step) => ({ ...step, answers: Array.isArray(step.answers) ? step.answers : [] }));
}

/** A step number kept inside the game's steps. */
export function clampStep(index: number, count: number): number {
  if (count === 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

/** The label of each step kind (`live.replay_event_<label>`), by event type. */
const STEP_LABELS = {
  GameOpened: 'game_opened',
  PlayerJoined: 'player_joined',
  PlayerKicked: 'player_kicked',
  PlayerLetBackIn: 'player_let_back_in',
  PlayerLimitChanged: 'player_limit_changed',
  GameStarted: 'game_started',
  QuestionStarted: 'question_started',
  AnswerSubmitted: 'answer_submitted',
  QuestionClosed: 'question_closed',
  GameEnded: 'game_ended',
} as const;

export type StepLabel = (typeof STEP_LABELS)[keyof typeof STEP_LABELS] | 'other';

/** The step's kind for its label; events the replay has no words for read as "other". */
export function stepLabel(type: string): StepLabel {
  return Object.hasOwn(STEP_LABELS, type) ? STEP_LABELS[type as keyof typeof STEP_LABELS] : 'other';
}

/** The next step where the screen changes phase or question: for skipping through answers and joins. */
export function nextScreenChange(steps: readonly ReplayStep[], from: number, direction: 1 | -1): number {
  const key = (step: ReplayStep | undefined) =>
    step ? `${step.host.phase}:${step.host.question?.index ?? -1}` : '';
  const start = key(steps[from]);
  for (let i = from + direction; i >= 0 && i < steps.length; i += direction) {
    if (key(steps[i]) !== start) return i;
  }
  return clampStep(from + direction, steps.length);
}
