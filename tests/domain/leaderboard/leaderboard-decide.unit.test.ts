import { describe, expect, it } from 'vitest';
import { decideLeaderboard, type LeaderboardCommand } from '../../../domain/leaderboard/decide.ts';
import {
  evolveLeaderboard,
  initialLeaderboardState,
  type LeaderboardEvent,
} from '../../../domain/leaderboard/events.ts';
import type { LeaderboardSettings } from '../../../domain/leaderboard/rules.ts';
import { deciderSpec } from '../../support/decider.ts';

/* Combined leaderboards as Given events / When command / Then events or the rule broken. */

const AT = '2026-11-25T10:00:00.000Z';
const owner = { userId: 'teacher', admin: false };
const stranger = { userId: 'someone', admin: false };
const admin = { userId: 'boss', admin: true };

const settings = (over: Partial<LeaderboardSettings> = {}): LeaderboardSettings => ({
  name: 'Year 6 capitals',
  sources: { mode: 'quiz', includePlayAlone: false },
  mergeMode: 'best_response',
  layout: 'list',
  pageSeconds: 8,
  refreshMinutes: 5,
  status: 'active',
  displayRanking: true,
  ...over,
});

const create = (over: Partial<LeaderboardSettings> = {}, actor = owner): LeaderboardCommand => ({
  type: 'CreateLeaderboard',
  data: {
    actor,
    leaderboardId: 'l1',
    quizId: 'q1',
    quizOwnerId: 'teacher',
    settings: settings(over),
    at: AT,
  },
});
const created: LeaderboardEvent = {
  type: 'LeaderboardCreated',
  data: { leaderboardId: 'l1', quizId: 'q1', ownerId: 'teacher', settings: settings(), createdAt: AT },
};

const { when, refused } = deciderSpec({
  decide: decideLeaderboard,
  evolve: evolveLeaderboard,
  initialState: initialLeaderboardState,
});

describe('combined leaderboard decider', () => {
  it("creates a leaderboard for the quiz's owner with a tidied name", () => {
    const events = when([], create({ name: '  Year 6   capitals ' }));
    expect(events).toEqual([
      { ...created, data: { ...created.data, settings: settings({ name: 'Year 6 capitals' }) } },
    ]);
  });

  it('requires a name (spec §5) and sane page and refresh times', () => {
    expect(refused([], create({ name: '   ' })).code).toBe('leaderboard_name_required');
    expect(refused([], create({ name: 'x'.repeat(121) })).code).toBe('leaderboard_name_too_long');
    expect(refused([], create({ pageSeconds: 1 })).code).toBe('leaderboard_page_seconds_invalid');
    expect(refused([], create({ refreshMinutes: 61 })).code).toBe('leaderboard_refresh_minutes_invalid');
  });

  it('needs at least one chosen report, each once', () => {
    expect(refused([], create({ sources: { mode: 'chosen', reports: [] } })).code).toBe(
      'leaderboard_reports_required',
    );
    const twice = { kind: 'game' as const, id: 'g1' };
    expect(refused([], create({ sources: { mode: 'chosen', reports: [twice, twice] } })).code).toBe(
      'leaderboard_reports_repeated',
    );
  });

  it("refuses someone else's quiz, but an administrator may", () => {
    expect(refused([], create({}, stranger)).code).toBe('no_permission');
    expect(when([], create({}, admin))[0]?.type).toBe('LeaderboardCreated');
  });

  it('updates settings for the owner only; unchanged settings record nothing', () => {
    const update = (
      actor = owner,
      over: Partial<LeaderboardSettings> = { layout: 'podium' },
    ): LeaderboardCommand => ({
      type: 'UpdateLeaderboard',
      data: { actor, settings: settings(over), at: AT },
    });
    expect(when([created], update())).toEqual([
      { type: 'LeaderboardUpdated', data: { settings: settings({ layout: 'podium' }), updatedAt: AT } },
    ]);
    expect(when([created], update(owner, {}))).toEqual([]);
    expect(refused([created], update(stranger)).code).toBe('no_permission');
    expect(refused([created], update(owner, { name: '' })).code).toBe('leaderboard_name_required');
  });

  it('deletes once; a deleted or unknown leaderboard is not found', () => {
    const remove: LeaderboardCommand = { type: 'DeleteLeaderboard', data: { actor: owner, at: AT } };
    expect(when([created], remove)).toEqual([{ type: 'LeaderboardDeleted', data: { deletedAt: AT } }]);
    expect(refused([created, { type: 'LeaderboardDeleted', data: { deletedAt: AT } }], remove).code).toBe(
      'leaderboard_not_found',
    );
    expect(refused([], remove).code).toBe('leaderboard_not_found');
    expect(refused([created], create()).code).toBe('leaderboard_already_exists');
  });
});
