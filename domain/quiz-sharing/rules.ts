/**
 * Sharing rules (spec §3 Share setting, §5 "Share: email not duplicated. Invite: not own email"),
 * enforced by the server and shown by the browser before it asks.
 */

/** What a person a quiz is shared with may do (spec share_setting). */
export interface ShareRights {
  /** Open the quiz read-only (never its answer key), host a live game of it, play it. */
  canRead: boolean;
  /** Change the quiz like its owner (and so read it, answer key included). */
  canEdit: boolean;
  /** Read the reports of every game and play of the quiz. */
  canAccessReport: boolean;
}

export const NO_RIGHTS: ShareRights = { canRead: false, canEdit: false, canAccessReport: false };

/** A quiz is shared with at most this many people: enough for a staff room, few enough to list. */
export const SHARES_MAX = 100;

/** Editing a quiz one cannot read makes no sense: `canEdit` brings `canRead` with it. */
export function normalizeRights(rights: ShareRights): ShareRights {
  return { ...rights, canRead: rights.canRead || rights.canEdit };
}

export const hasAnyRight = (rights: ShareRights) =>
  rights.canRead || rights.canEdit || rights.canAccessReport;

/** Two sets of rights in one: a person reached by two shares (their account and a pending e-mail) gets both. */
export const mergeRights = (a: ShareRights, b: ShareRights): ShareRights => ({
  canRead: a.canRead || b.canRead,
  canEdit: a.canEdit || b.canEdit,
  canAccessReport: a.canAccessReport || b.canAccessReport,
});

export const sameRights = (a: ShareRights, b: ShareRights) =>
  a.canRead === b.canRead && a.canEdit === b.canEdit && a.canAccessReport === b.canAccessReport;

/** The answer key is for those who may edit; a reader may only play, so never sees it before answering. */
export const mayReadAnswerKey = (rights: ShareRights) => rights.canEdit;

/** A copy holds every answer: only someone who may already see the answer key may make one. */
export const mayCopy = (rights: ShareRights) => rights.canEdit;

export type ShareProblem =
  | 'share_own_email'
  | 'share_owner_email'
  | 'share_already_exists'
  | 'share_rights_required'
  | 'shares_too_many';
