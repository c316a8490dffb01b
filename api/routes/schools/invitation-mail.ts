import type { Mail, Mailer } from '../../../commands/mail/mailer.ts';
import { ApiError } from '../../errors.ts';
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

/**
 * Hands the invitation to the mailer. When it refuses, the invitation stays "ready" (spec §4) and the
 * admin is told so, in their language, with the way out: send it again from the list.
 */
export async function sendInvitationMail(mailer: Mailer, mail: Mail): Promise<void> {
  try {
    await mailer.send(mail);
  } catch {
    throw new ApiError(502, 'invite_mail_failed');
  }
}
