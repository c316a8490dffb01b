import { assertNever, type DomainEvent } from '../shared/event.ts';
import type { ShareRights } from './rules.ts';

/*
 * The sharing of one quiz, in a stream of its own (`quiz-shares-<quizId>`) beside the quiz's content
 * stream: who it is shared with and how, its share link, and where a copy came from.
 */

/**
 * Shared with a person by e-mail. `userId` is their account when one held the confirmed address at the
 * time; otherwise null, and the share applies to whoever confirms that address later (projections/quiz-shares).
 * `email` is personal: sealed with the key of `granteeId` (the account's id, or a fresh id for a person
 * without an account yet), so forgetting them forgets it.
 */
export type QuizShared = DomainEvent<
  'QuizShared',
  {
    quizId: string;
    shareId: string;
    granteeId: string;
    userId: string | null;
    email: string;
    rights: ShareRights;
  }
>;
export type QuizShareRightsChanged = DomainEvent<
  'QuizShareRightsChanged',
  { quizId: string; shareId: string; rights: ShareRights; previous: ShareRights }
>;
export type QuizShareRemoved = DomainEvent<'QuizShareRemoved', { quizId: string; shareId: string }>;
/** A share link: its token is derived from `linkId` with a server key, so no secret enters the log. */
export type QuizShareLinkCreated = DomainEvent<'QuizShareLinkCreated', { quizId: string; linkId: string }>;
export type QuizShareLinkRevoked = DomainEvent<'QuizShareLinkRevoked', { quizId: string; linkId: string }>;
/** First event of a copy's stream (spec copyToMyQuiz): which quiz, under which title, it was copied from. */
export type QuizCopied = DomainEvent<
  'QuizCopied',
  { quizId: string; sourceQuizId: string; sourceTitle: string; copierId: string }
>;

export type SharingEvent =
  | QuizShared
  | QuizShareRightsChanged
  | QuizShareRemoved
  | QuizShareLinkCreated
  | QuizShareLinkRevoked
  | QuizCopied;

export const SHARING_EVENT_TYPES = [
  'QuizShared',
  'QuizShareRightsChanged',
  'QuizShareRemoved',
  'QuizShareLinkCreated',
  'QuizShareLinkRevoked',
  'QuizCopied',
] as const satisfies readonly SharingEvent['type'][];

/** Personal fields of sharing events, and whose key seals them (commands/privacy). */
export const SHARING_PERSONAL_FIELDS = { QuizShared: ['email'] } as const;

export interface Share {
  shareId: string;
  granteeId: string;
  userId: string | null;
  /** Null once the person has been forgotten. */
  email: string | null;
  rights: ShareRights;
}

export interface SharingState {
  shares: readonly Share[];
  /** The live share link, if any. */
  linkId: string | null;
  copiedFrom: string | null;
}

export const initialSharingState: SharingState = { shares: [], linkId: null, copiedFrom: null };

export function evolveSharing(state: SharingState, event: SharingEvent): SharingState {
  switch (event.type) {
    case 'QuizShared': {
      const { shareId, granteeId, userId, email, rights } = event.data;
      return { ...state, shares: [...state.shares, { shareId, granteeId, userId, email, rights }] };
    }
    case 'QuizShareRightsChanged':
      return {
        ...state,
        shares: state.shares.map((s) =>
          s.shareId === event.data.shareId ? { ...s, rights: event.data.rights } : s,
        ),
      };
    case 'QuizShareRemoved':
      return { ...state, shares: state.shares.filter((s) => s.shareId !== event.data.shareId) };
    case 'QuizShareLinkCreated':
      return { ...state, linkId: event.data.linkId };
    case 'QuizShareLinkRevoked':
      return { ...state, linkId: null };
    case 'QuizCopied':
      return { ...state, copiedFrom: event.data.sourceQuizId };
    default:
      return assertNever(event);
  }
}

export const sharingStreamName = (quizId: string) => `quiz-shares-${quizId}`;
