import { describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_SETTINGS } from '../../domain/game/live-settings.ts';
import { isGamePin } from '../../domain/game/rules.ts';
import type { HostView, RoomView } from '../../domain/game/views.ts';
import {
  countdownIsOver,
  hostPathFor,
  joinPathForPin,
  pinFromSearch,
  playerPathFor,
  screenPathFor,
} from '../../web/features/live/live-paths.ts';

const question = {
  index: 0,
  total: 3,
  title: 'Capital of Norway?',
  image: null,
  screen: {
    question_type: 'basic' as const,
    kind: 'multiple_choice' as const,
    answers_required: 'one' as const,
    chart_type: 'bar' as const,
    answers: [{ answer_id: 'oslo', title: 'Oslo' }],
  },
  shownAt: '2026-11-23T10:00:00.000Z',
  opensAt: '2026-11-23T10:00:00.000Z',
  closesAt: '2026-11-23T10:00:20.000Z',
};
const results = {
  summary: { question_type: 'basic' as const, correct_answer_ids: ['oslo'], distribution: { oslo: 1 } },
  answered: 1,
  explanation: null,
};

function room(phase: RoomView['phase'], extra: Partial<RoomView> = {}): RoomView {
  return {
    phase,
    quizTitle: 'Norway',
    question: null,
    results: null,
    leaderboard: [],
    playerCount: 1,
    teams: null,
    live: DEFAULT_LIVE_SETTINGS,
    hostConnected: true,
    ...extra,
  };
}

function host(phase: HostView['phase'], extra: Partial<HostView> = {}): HostView {
  return {
    ...room(phase),
    pin: '482913',
    playerLimit: 10,
    maxPlayerLimit: 10,
    limitReason: 'quiz',
    raiseLimitTo: null,
    turnedAway: 0,
    questionCount: 1,
    quizQuestionCount: 1,
    players: [],
    answeredCount: 0,
    authored: null,
    locked: false,
    joinPattern: null,
    ...extra,
  };
}

describe('the player’s screen follows the room', () => {
  it.each([
    [room('lobby'), '/join-start'],
    [room('question_closed'), '/countdown/482913'],
    [room('question', { question }), '/countdown/482913'],
    [room('question_closed', { question, results }), '/result/482913'],
    [room('finished', { question, results }), '/summary'],
    [room('cancelled'), '/thanks'],
  ])('%j → %s', (view, path) => {
    expect(playerPathFor(view, '482913')).toBe(path);
  });
});

describe('the quizmaster’s screen follows the game', () => {
  it('shows the lobby, the 3-2-1, the question, its results and the podium', () => {
    expect(hostPathFor(host('lobby'), 'quiz-1', null)).toBe('/start-quiz/quiz-1');
    expect(hostPathFor(host('question_closed'), 'quiz-1', null)).toBe('/master-countdown');
    expect(hostPathFor(host('question', { question }), 'quiz-1', null)).toBe('/question');
    expect(hostPathFor(host('question_closed', { question, results }), 'quiz-1', null)).toBe(
      '/master-result',
    );
    expect(hostPathFor(host('finished'), 'quiz-1', null)).toBe('/master-summary');
    expect(hostPathFor(host('cancelled'), 'quiz-1', null)).toBe('/master-summary');
  });

  it('stays on the 3-2-1 from Start or Next until that question is open', () => {
    // Start pressed; the server's reply has not come yet.
    expect(hostPathFor(host('lobby'), 'quiz-1', 0)).toBe('/master-countdown');
    // Next pressed on the results of question 1.
    expect(hostPathFor(host('question_closed', { question, results }), 'quiz-1', 1)).toBe(
      '/master-countdown',
    );
    const second = { ...question, index: 1 };
    expect(hostPathFor(host('question', { question: second }), 'quiz-1', 1)).toBe('/question');
    expect(countdownIsOver(host('question_closed', { question, results }), 1)).toBe(false);
    expect(countdownIsOver(host('question', { question: second }), 1)).toBe(true);
    expect(countdownIsOver(host('finished'), 1)).toBe(true);
  });
});

describe('the second screen', () => {
  it('shows the lobby and the open question, then results and the podium', () => {
    expect(screenPathFor(host('lobby'))).toBe('/live/share');
    expect(screenPathFor(host('question', { question }))).toBe('/live/share');
    expect(screenPathFor(host('question_closed'))).toBe('/live/share');
    expect(screenPathFor(host('question_closed', { question, results }))).toBe('/live/result');
    expect(screenPathFor(host('finished'))).toBe('/live/summary');
  });
});

describe('join links', () => {
  it('carry the PIN from the QR code or from the front page’s code box', () => {
    expect(pinFromSearch('?pin=482913', isGamePin)).toBe('482913');
    expect(pinFromSearch('?pin=48 29-13', isGamePin)).toBe('482913');
    expect(pinFromSearch('?code=482913', isGamePin)).toBe('482913');
    expect(pinFromSearch('?code=abcdefgh', isGamePin)).toBe('');
    expect(pinFromSearch('', isGamePin)).toBe('');
    expect(joinPathForPin('482913')).toBe('/join?pin=482913');
  });
});
