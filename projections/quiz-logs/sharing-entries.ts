import type { SharingEvent } from '../../domain/quiz-sharing/events.ts';
import { assertNever } from '../../domain/shared/event.ts';

/** How sharing events read in the quiz's audit log (spec §9 update_share_setting and clone_quiz). */
export type SharingLogAction = 'update_share_setting' | 'clone_quiz';

const rightsPayload = (rights: { canRead: boolean; canEdit: boolean; canAccessReport: boolean }) => ({
  can_read: rights.canRead,
  can_edit: rights.canEdit,
  can_access_report: rights.canAccessReport,
});

/**
 * The entry a sharing event makes. Addresses stay out of the log (they are personal and the log is not
 * shredded): a share is named by its id and, when it has one, the account it was made to.
 */
export function sharingEntryOf(event: SharingEvent): { action: SharingLogAction; payload: unknown } {
  switch (event.type) {
    case 'QuizShared':
      return {
        action: 'update_share_setting',
        payload: {
          change: 'shared',
          share_id: event.data.shareId,
          user_id: event.data.userId,
          ...rightsPayload(event.data.rights),
        },
      };
    case 'QuizShareRightsChanged':
      return {
        action: 'update_share_setting',
        payload: {
          change: 'rights',
          share_id: event.data.shareId,
          ...rightsPayload(event.data.rights),
          previous: rightsPayload(event.data.previous),
        },
      };
    case 'QuizShareRemoved':
      return { action: 'update_share_setting', payload: { change: 'removed', share_id: event.data.shareId } };
    case 'QuizShareLinkCreated':
      return { action: 'update_share_setting', payload: { change: 'link_created' } };
    case 'QuizShareLinkRevoked':
      return { action: 'update_share_setting', payload: { change: 'link_revoked' } };
    case 'QuizCopied':
      // Logged on the copy: the title it was copied under, and from which quiz.
      return {
        action: 'clone_quiz',
        payload: { title: event.data.sourceTitle, from: event.data.sourceQuizId },
      };
    default:
      return assertNever(event);
  }
}
