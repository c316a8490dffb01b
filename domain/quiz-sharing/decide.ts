import { DomainError } from '../shared/domain-error.ts';
import { assertNever } from '../shared/event.ts';
import { checkEmail } from '../user/rules.ts';
import type { SharingEvent, SharingState } from './events.ts';
import { hasAnyRight, normalizeRights, SHARES_MAX, type ShareRights, sameRights } from './rules.ts';

/** Who asks: only the quiz's owner (or an admin) manages its sharing; a shared editor does not re-share. */
export interface SharingActor {
  userId: string;
  isAdmin: boolean;
  /** The actor's own address, so sharing with oneself is refused even before it is confirmed. */
  email: string | null;
}

/** The quiz as the write side knows it (its own stream); null when there is no such quiz. */
export interface SharedQuiz {
  quizId: string;
  ownerId: string | null;
}

type Managed = { quiz: SharedQuiz | null; actor: SharingActor };

export type ShareQuiz = {
  type: 'ShareQuiz';
  data: Managed & {
    shareId: string;
    /** The account's id when `userId` is set, otherwise a fresh id for the person (seals their e-mail). */
    granteeId: string;
    email: string;
    /** The account holding `email` (confirmed), looked up by the handler; null when none does yet. */
    userId: string | null;
    /** The account holding `email` in any state: sharing with the owner is refused even if unconfirmed. */
    holderId: string | null;
    rights: ShareRights;
  };
};
export type ChangeShareRights = {
  type: 'ChangeShareRights';
  data: Managed & { shareId: string; rights: ShareRights };
};
export type RemoveShare = { type: 'RemoveShare'; data: Managed & { shareId: string } };
export type CreateShareLink = { type: 'CreateShareLink'; data: Managed & { linkId: string } };
export type RevokeShareLink = { type: 'RevokeShareLink'; data: Managed };
/** On the copy's own stream, in the same append that creates the copy. */
export type RecordCopy = {
  type: 'RecordCopy';
  data: { quizId: string; sourceQuizId: string; sourceTitle: string; copierId: string };
};

export type SharingCommand =
  | ShareQuiz
  | ChangeShareRights
  | RemoveShare
  | CreateShareLink
  | RevokeShareLink
  | RecordCopy;

/** The quiz exists and the actor is its owner or an admin. */
function managed({ quiz, actor }: Managed): SharedQuiz {
  if (!quiz) throw new DomainError('quiz_not_found');
  if (quiz.ownerId !== actor.userId && !actor.isAdmin) throw new DomainError('no_permission');
  return quiz;
}

function validRights(raw: ShareRights): ShareRights {
  const rights = normalizeRights(raw);
  if (!hasAnyRight(rights)) throw new DomainError('share_rights_required');
  return rights;
}

function shareOf(state: SharingState, shareId: string) {
  const share = state.shares.find((s) => s.shareId === shareId);
  if (!share) throw new DomainError('share_not_found');
  return share;
}

export function decideSharing(command: SharingCommand, state: SharingState): SharingEvent[] {
  switch (command.type) {
    case 'ShareQuiz':
      return shareQuiz(command.data, state);
    case 'ChangeShareRights': {
      const { quizId } = managed(command.data);
      const share = shareOf(state, command.data.shareId);
      const rights = validRights(command.data.rights);
      if (sameRights(rights, share.rights)) return [];
      return [
        {
          type: 'QuizShareRightsChanged',
          data: { quizId, shareId: share.shareId, rights, previous: share.rights },
        },
      ];
    }
    case 'RemoveShare': {
      const { quizId } = managed(command.data);
      const share = shareOf(state, command.data.shareId);
      return [{ type: 'QuizShareRemoved', data: { quizId, shareId: share.shareId } }];
    }
    case 'CreateShareLink': {
      const { quizId } = managed(command.data);
      // A new link replaces the old one: whoever had the old link loses it, as when it is revoked.
      return [
        ...(state.linkId
          ? [{ type: 'QuizShareLinkRevoked' as const, data: { quizId, linkId: state.linkId } }]
          : []),
        { type: 'QuizShareLinkCreated', data: { quizId, linkId: command.data.linkId } },
      ];
    }
    case 'RevokeShareLink': {
      const { quizId } = managed(command.data);
      if (!state.linkId) return [];
      return [{ type: 'QuizShareLinkRevoked', data: { quizId, linkId: state.linkId } }];
    }
    case 'RecordCopy': {
      if (state.copiedFrom !== null || state.shares.length > 0 || state.linkId !== null)
        throw new DomainError('quiz_already_exists');
      return [{ type: 'QuizCopied', data: command.data }];
    }
    default:
      return assertNever(command);
  }
}

function shareQuiz(data: ShareQuiz['data'], state: SharingState): SharingEvent[] {
  const quiz = managed(data);
  const checked = checkEmail(data.email);
  if ('problem' in checked) throw new DomainError(checked.problem);
  const { email } = checked;
  if (email === data.actor.email?.toLowerCase() || data.holderId === data.actor.userId)
    throw new DomainError('share_own_email');
  if (quiz.ownerId !== null && (data.holderId === quiz.ownerId || data.userId === quiz.ownerId))
    throw new DomainError('share_owner_email');
  const taken = state.shares.some(
    (s) => s.email === email || (data.userId !== null && s.userId === data.userId),
  );
  if (taken) throw new DomainError('share_already_exists');
  if (state.shares.length >= SHARES_MAX) throw new DomainError('shares_too_many', { max: SHARES_MAX });
  const rights = validRights(data.rights);
  return [
    {
      type: 'QuizShared',
      data: {
        quizId: quiz.quizId,
        shareId: data.shareId,
        granteeId: data.userId ?? data.granteeId,
        userId: data.userId,
        email,
        rights,
      },
    },
  ];
}
