import { describe, expect, it } from 'vitest';
import type { SchoolEvent } from '../../../domain/school/events.ts';
import { foldSchool } from '../../../domain/school/events.ts';
import { isStudentRole } from '../../../domain/school/rules.ts';
import { ROLES, type Role } from '../../../domain/user/rules.ts';
import {
  type Actor,
  decideWhitelist,
  ensureMayUse,
  type WhitelistCommand,
} from '../../../domain/whitelist/decide.ts';
import {
  evolveWhitelist,
  initialWhitelistState,
  type WhitelistEvent,
} from '../../../domain/whitelist/events.ts';
import { schoolWhitelistStanding, withSchoolStanding } from '../../../domain/whitelist/school-standing.ts';
import { brokenRule } from '../../support/decider.ts';
import {
  created,
  memberAdded,
  named,
  STANDINGS,
  type Standing,
  statusChanged,
  T0,
} from '../school/school-fixtures.ts';

/*
 * School whitelists (spec §1, §6): every whitelist command on a school's list, and restricting a game
 * by it, × every account role × how the actor stands in the school (not a member; each school role,
 * school admin or not, active, suspended or removed). The standing is read from the school's events,
 * as the command handler reads the school's stream.
 */

const ACTOR = 'actor';
const OWNER = { kind: 'school' as const, id: 's1' };

function school(standing: Standing): SchoolEvent[] {
  if (standing === 'outsider') return created;
  const events = [...created, memberAdded(ACTOR, standing.role, standing.admin)];
  if (standing.status !== 'active') events.push(statusChanged(ACTOR, standing.status));
  return events;
}

const schoolList: WhitelistEvent = {
  type: 'WhitelistCreated',
  data: { whitelistId: 'w1', owner: OWNER, title: '7B', names: ['Nora'], createdAt: T0 },
};

type Action = WhitelistCommand['type'] | 'RestrictGame';
const ACTIONS: Action[] = ['CreateWhitelist', 'UpdateWhitelist', 'DeleteWhitelist', 'RestrictGame'];

function attempt(action: Action, actor: Actor) {
  const state = [schoolList].reduce(evolveWhitelist, initialWhitelistState);
  switch (action) {
    case 'CreateWhitelist':
      return decideWhitelist(
        {
          type: action,
          data: { actor, whitelistId: 'w2', owner: OWNER, title: '7C', names: ['Ali'], at: T0 },
        },
        initialWhitelistState,
      );
    case 'UpdateWhitelist':
      return decideWhitelist({ type: action, data: { actor, title: '7B', names: ['Nora', 'Ali'] } }, state);
    case 'DeleteWhitelist':
      return decideWhitelist({ type: action, data: { actor, at: T0 } }, state);
    case 'RestrictGame':
      if (state.phase === 'absent') throw new Error('the list exists');
      return ensureMayUse(actor, state);
  }
}

/** Written out by hand: operators and active school admins manage; active teachers (not students) use. */
function expected(action: Action, role: Role, standing: Standing): string | null {
  const operator = role === 'super_admin' || role === 'admin';
  const active = standing !== 'outsider' && standing.status === 'active';
  const manages = operator || (active && standing.admin);
  const teaches = active && !isStudentRole(standing.role);
  if (action === 'RestrictGame') return manages || teaches ? null : 'no_permission';
  return manages ? null : 'no_permission';
}

describe('the school whitelist permission matrix', () => {
  for (const action of ACTIONS)
    describe(action, () => {
      it.each(
        ROLES.flatMap((role) => STANDINGS.map((standing) => [role, named(standing), standing] as const)),
      )('as %s, %s', (role, _name, standing) => {
        const person = { userId: ACTOR, role };
        const base: Actor = { userId: ACTOR, admin: role === 'super_admin' || role === 'admin' };
        const actor = withSchoolStanding(
          base,
          's1',
          schoolWhitelistStanding(foldSchool(school(standing)), person),
        );
        expect(brokenRule(() => attempt(action, actor))).toBe(expected(action, role, standing));
      });
    });

  it("keeps one school's admin out of another school's lists", () => {
    const adminOfS1 = withSchoolStanding({ userId: ACTOR, admin: false }, 's1', {
      manages: true,
      uses: true,
    });
    const other: Actor = { ...adminOfS1 };
    const elsewhere = { kind: 'school' as const, id: 's2' };
    expect(
      brokenRule(() =>
        decideWhitelist(
          {
            type: 'CreateWhitelist',
            data: { actor: other, whitelistId: 'w3', owner: elsewhere, title: 'x', names: ['A'], at: T0 },
          },
          initialWhitelistState,
        ),
      ),
    ).toBe('no_permission');
  });

  it("keeps a school admin out of a teacher's personal list", () => {
    const adminOfS1 = withSchoolStanding({ userId: ACTOR, admin: false }, 's1', {
      manages: true,
      uses: true,
    });
    const personal: WhitelistEvent = {
      type: 'WhitelistCreated',
      data: {
        whitelistId: 'w1',
        owner: { kind: 'user', id: 'teacher' },
        title: '7B',
        names: ['Nora'],
        createdAt: T0,
      },
    };
    const state = [personal].reduce(evolveWhitelist, initialWhitelistState);
    expect(
      brokenRule(() =>
        decideWhitelist({ type: 'DeleteWhitelist', data: { actor: adminOfS1, at: T0 } }, state),
      ),
    ).toBe('no_permission');
  });
});
