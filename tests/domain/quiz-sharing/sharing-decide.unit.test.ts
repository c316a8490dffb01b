import { describe, expect, it } from 'vitest';
import { decideSharing, type SharingCommand } from '../../../domain/quiz-sharing/decide.ts';
import {
  evolveSharing,
  initialSharingState,
  type SharingEvent,
} from '../../../domain/quiz-sharing/events.ts';
import { deciderSpec } from '../../support/decider.ts';

/* Sharing as Given events / When command / Then events or the rule broken. */

const quiz = { quizId: 'q1', ownerId: 'owner' };
const owner = { userId: 'owner', isAdmin: false, email: 'owner@example.org' };
const stranger = { userId: 'stranger', isAdmin: false, email: 'stranger@example.org' };
const admin = { userId: 'admin', isAdmin: true, email: 'admin@example.org' };
const READ = { canRead: true, canEdit: false, canAccessReport: false };
const EDIT = { canRead: true, canEdit: true, canAccessReport: false };

const { when, refused } = deciderSpec({
  decide: decideSharing,
  evolve: evolveSharing,
  initialState: initialSharingState,
});

const share = (
  over: Partial<Extract<SharingCommand, { type: 'ShareQuiz' }>['data']> = {},
): SharingCommand => ({
  type: 'ShareQuiz',
  data: {
    quiz,
    actor: owner,
    shareId: 's1',
    granteeId: 'g1',
    email: 'Bob@Example.org ',
    userId: null,
    holderId: null,
    rights: READ,
    ...over,
  },
});
const sharedWithBob: SharingEvent = {
  type: 'QuizShared',
  data: {
    quizId: 'q1',
    shareId: 's1',
    granteeId: 'bob',
    userId: 'bob',
    email: 'bob@example.org',
    rights: READ,
  },
};

describe('sharing a quiz with a person', () => {
  it('records the share with the e-mail as typed, trimmed and lower-cased, sealed under the account when there is one', () => {
    expect(when([], share({ userId: 'bob', holderId: 'bob' }))).toEqual([sharedWithBob]);
  });

  it('keeps a share for an address with no account under a fresh person id, to apply once it is confirmed', () => {
    const [event] = when([], share());
    expect(event).toMatchObject({
      type: 'QuizShared',
      data: { userId: null, granteeId: 'g1', email: 'bob@example.org' },
    });
  });

  it('gives read with edit: editing what one cannot read makes no sense', () => {
    const [event] = when([], share({ rights: { canRead: false, canEdit: true, canAccessReport: false } }));
    expect(event?.data).toMatchObject({ rights: EDIT });
  });

  it('refuses the actor’s own e-mail, in any case', () => {
    expect(refused([], share({ email: 'OWNER@example.org' })).code).toBe('share_own_email');
  });

  it('refuses the address of the quiz’s owner when an admin shares it', () => {
    expect(refused([], share({ actor: admin, email: 'x@example.org', holderId: 'owner' })).code).toBe(
      'share_owner_email',
    );
  });

  it('refuses the same person twice, by address or by account', () => {
    expect(refused([sharedWithBob], share()).code).toBe('share_already_exists');
    expect(refused([sharedWithBob], share({ email: 'bob.new@example.org', userId: 'bob' })).code).toBe(
      'share_already_exists',
    );
  });

  it('refuses a share that gives no right, an invalid e-mail, a missing quiz and a stranger', () => {
    expect(
      refused([], share({ rights: { canRead: false, canEdit: false, canAccessReport: false } })).code,
    ).toBe('share_rights_required');
    expect(refused([], share({ email: 'not-an-email' })).code).toBe('email_invalid');
    expect(refused([], share({ quiz: null })).code).toBe('quiz_not_found');
    expect(refused([], share({ actor: stranger })).code).toBe('no_permission');
  });
});

describe('changing and removing a share', () => {
  const change = (rights = EDIT, actor = owner): SharingCommand => ({
    type: 'ChangeShareRights',
    data: { quiz, actor, shareId: 's1', rights },
  });

  it('records the new rights beside the previous ones', () => {
    expect(when([sharedWithBob], change())).toEqual([
      { type: 'QuizShareRightsChanged', data: { quizId: 'q1', shareId: 's1', rights: EDIT, previous: READ } },
    ]);
  });

  it('records nothing when the rights are the same', () => {
    expect(when([sharedWithBob], change(READ))).toEqual([]);
  });

  it('refuses an unknown share, no rights, and anyone but the owner or an admin', () => {
    expect(refused([], change()).code).toBe('share_not_found');
    expect(
      refused([sharedWithBob], change({ canRead: false, canEdit: false, canAccessReport: false })).code,
    ).toBe('share_rights_required');
    expect(refused([sharedWithBob], change(EDIT, stranger)).code).toBe('no_permission');
    expect(when([sharedWithBob], change(EDIT, admin))).toHaveLength(1);
  });

  it('removes a share, after which the same person may be shared with again', () => {
    const removed: SharingEvent = { type: 'QuizShareRemoved', data: { quizId: 'q1', shareId: 's1' } };
    expect(
      when([sharedWithBob], { type: 'RemoveShare', data: { quiz, actor: owner, shareId: 's1' } }),
    ).toEqual([removed]);
    expect(when([sharedWithBob, removed], share({ shareId: 's2' }))).toHaveLength(1);
  });
});

describe('the share link', () => {
  const create = (linkId: string): SharingCommand => ({
    type: 'CreateShareLink',
    data: { quiz, actor: owner, linkId },
  });
  const created = (linkId: string): SharingEvent => ({
    type: 'QuizShareLinkCreated',
    data: { quizId: 'q1', linkId },
  });

  it('creates a link, and a new link revokes the old one', () => {
    expect(when([], create('l1'))).toEqual([created('l1')]);
    expect(when([created('l1')], create('l2'))).toEqual([
      { type: 'QuizShareLinkRevoked', data: { quizId: 'q1', linkId: 'l1' } },
      created('l2'),
    ]);
  });

  it('revokes the link; revoking no link records nothing; a stranger may do neither', () => {
    const revoke = (actor = owner): SharingCommand => ({ type: 'RevokeShareLink', data: { quiz, actor } });
    expect(when([created('l1')], revoke())).toEqual([
      { type: 'QuizShareLinkRevoked', data: { quizId: 'q1', linkId: 'l1' } },
    ]);
    expect(when([], revoke())).toEqual([]);
    expect(refused([created('l1')], revoke(stranger)).code).toBe('no_permission');
    expect(refused([], { type: 'CreateShareLink', data: { quiz, actor: stranger, linkId: 'l' } }).code).toBe(
      'no_permission',
    );
  });
});

describe('a copy', () => {
  const data = { quizId: 'copy', sourceQuizId: 'q1', sourceTitle: 'Capitals', copierId: 'carol' };
  it('records where it came from, once', () => {
    expect(when([], { type: 'RecordCopy', data })).toEqual([{ type: 'QuizCopied', data }]);
    expect(refused([{ type: 'QuizCopied', data }], { type: 'RecordCopy', data }).code).toBe(
      'quiz_already_exists',
    );
  });
});
