import type { Mail } from '../../../commands/mail/mailer.ts';
import { buttonMail } from '../../mail/account-mails.ts';
import { type Language, translator } from '../../mail/server-i18n.ts';

/** Spec §1 "join as teacher by invitation": the school's name, who invites, and the link that lets them in. */
export function schoolInvitationMail(
  to: string,
  school: string,
  inviter: string,
  link: string,
  language: Language,
): Mail {
  const t = translator(language);
  return buttonMail(
    to,
    t('email.school_invite_subject', { school }),
    [
      t('email.school_invite_intro', { school, inviter }),
      t('email.school_invite_same_address', { email: to }),
    ],
    t('email.school_invite_button'),
    link,
    t('email.not_you'),
  );
}
