import { describe, expect, it } from 'vitest';
import {
  clampStep,
  nextScreenChange,
  type ReplayStep,
  showableSteps,
  stepLabel,
} from '../../web/features/replay/replay-steps.ts';

function step(type: string, phase: string, index = -1): ReplayStep {
  return {
    type,
    at: '2026-11-23T10:00:00.000Z',
    host: { phase, question: index >= 0 ? { index } : null } as unknown as ReplayStep['host'],
    answers: [],
  };
}

const steps = [
  step('GameOpened', 'lobby'),
  step('PlayerJoined', 'lobby'),
  step('PlayerJoined', 'lobby'),
  step('GameStarted', 'question_closed'),
  step('QuestionStarted', 'question', 0),
  step('AnswerSubmitted', 'question', 0),
  step('QuestionClosed', 'question_closed', 0),
  step('GameEnded', 'finished', 0),
];

describe('replay steps', () => {
  it('keep only steps with a quizmaster view', () => {
    expect(showableSteps([steps[0], { type: 'X', at: 'now', host: null }, 'junk'])).toEqual([steps[0]]);
    expect(showableSteps({ not: 'a list' })).toEqual([]);
    // Without answers (an older server) a step still shows, with none listed.
    const { answers: _, ...bare } = steps[5]!;
    expect(showableSteps([bare])).toEqual([steps[5]]);
  });

  it('stay within the game', () => {
    expect(clampStep(-3, 8)).toBe(0);
    expect(clampStep(99, 8)).toBe(7);
    expect(clampStep(2.7, 8)).toBe(2);
    expect(clampStep(5, 0)).toBe(0);
  });

  it('jump to the next or previous change of screen, over joins and answers', () => {
    expect(nextScreenChange(steps, 0, 1)).toBe(3);
    expect(nextScreenChange(steps, 3, 1)).toBe(4);
    expect(nextScreenChange(steps, 4, 1)).toBe(6);
    expect(nextScreenChange(steps, 6, -1)).toBe(5);
    expect(nextScreenChange(steps, 7, 1)).toBe(7);
  });

  it('name each event, and any newer one as a change', () => {
    expect(stepLabel('QuestionStarted')).toBe('question_started');
    expect(stepLabel('TeamCreated')).toBe('other');
    expect(stepLabel('constructor')).toBe('other');
  });
});
