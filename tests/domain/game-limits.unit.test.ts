import { describe, expect, it } from 'vitest';
import { evolve, type GameEvent, initialState } from '../../domain/game/events.ts';
import { hostView } from '../../domain/game/views.ts';
import { opened } from './game-fixtures.ts';

/* What the lobby says about its limits (issue 10, item 2), read from the game's own events. */

const openedWith = (data: Record<string, unknown>): GameEvent =>
  ({ ...opened, data: { ...(opened.data as object), ...data } }) as GameEvent;
const limitChanged = (data: { playerLimit: number; quizLimit?: number }): GameEvent => ({
  type: 'PlayerLimitChanged',
  data,
});
const viewAfter = (...events: GameEvent[]) => hostView(events.reduce(evolve, initialState));

describe('the lobby’s limits', () => {
  it('says the quiz sets the limit, and how far its owner may raise it', () => {
    const view = viewAfter(openedWith({ playerLimit: 5, limits: { quiz: 5, operator: 100 } }));
    expect(view).toMatchObject({ playerLimit: 5, maxPlayerLimit: 5, limitReason: 'quiz', raiseLimitTo: 100 });
  });

  it('says the operator sets it when the quiz allows more than a game here can take', () => {
    const view = viewAfter(openedWith({ playerLimit: 100, limits: { quiz: 500, operator: 100 } }));
    expect(view).toMatchObject({ limitReason: 'operator', raiseLimitTo: null });
  });

  it('says a lower limit was set for this game, and a raise moves the quiz’s limit', () => {
    const start = openedWith({ playerLimit: 5, limits: { quiz: 5, operator: 100 } });
    expect(viewAfter(start, limitChanged({ playerLimit: 2 }))).toMatchObject({
      playerLimit: 2,
      limitReason: 'room',
      maxPlayerLimit: 5,
    });
    expect(viewAfter(start, limitChanged({ playerLimit: 12, quizLimit: 12 }))).toMatchObject({
      playerLimit: 12,
      maxPlayerLimit: 12,
      limitReason: 'quiz',
    });
  });

  it('says how many of the quiz’s questions the game plays; games opened before it was recorded say nothing', () => {
    expect(viewAfter(openedWith({ quizQuestionCount: 12 }))).toMatchObject({
      questionCount: 2,
      quizQuestionCount: 12,
    });
    expect(viewAfter(opened)).toMatchObject({
      quizQuestionCount: null,
      raiseLimitTo: null,
      maxPlayerLimit: 3,
    });
  });
});
