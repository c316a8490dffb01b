import type { Mail } from '../../commands/mail/mailer.ts';
import { OTP_LIFETIME_MINUTES } from '../../domain/user/rules.ts';
import { type Language, translator } from './server-i18n.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** A short mail with one big button; plain text says the same for clients without HTML. */
export function buttonMail(
  to: string,
  subject: string,
  lines: string[],
  button: string,
  link: string,
  footer: string,
): Mail {
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:17px;line-height:1.5;color:#1a1a1a">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ef0000;color:#fff;padding:14px 28px;border-radius:999px;font-weight:700;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="color:#555;font-size:14px">${escapeHtml(footer)}</p>
</body></html>`;
  const text = [...lines, '', `${button}: ${link}`, '', footer].join('\n');
  return { to, subject, text, html };
}

export function confirmationMail(to: string, name: string, link: string, language: Language): Mail {
  const t = translator(language);
  return buttonMail(
    to,
    t('email.confirm_subject'),
    [t('email.greeting', { name }), t('email.confirm_intro')],
    t('email.confirm_button'),
    link,
    t('email.not_you'),
  );
}

export function passwordResetMail(to: string, name: string, link: string, language: Language): Mail {
  const t = translator(language);
  return buttonMail(
    to,
    t('email.reset_subject'),
    [t('email.greeting', { name }), t('email.reset_intro')],
    t('email.reset_button'),
    link,
    t('email.not_you'),
  );
}

/** A one-time code, large enough to read off a phone; it works once, for OTP_LIFETIME_MINUTES. */
export function oneTimeCodeMail(to: string, name: string, code: string, language: Language): Mail {
  const t = translator(language);
  const lines = [t('email.greeting', { name }), t('email.otp_intro', { minutes: OTP_LIFETIME_MINUTES })];
  const footer = t('email.otp_not_you');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:17px;line-height:1.5;color:#1a1a1a">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p style="font-size:36px;font-weight:800;letter-spacing:8px;font-family:ui-monospace,monospace">${escapeHtml(code)}</p>
<p style="color:#555;font-size:14px">${escapeHtml(footer)}</p>
</body></html>`;
  const text = [...lines, '', code, '', footer].join('\n');
  return { to, subject: t('email.otp_subject'), text, html };
}

export function changeEmailMail(to: string, name: string, link: string, language: Language): Mail {
  const t = translator(language);
  return buttonMail(
    to,
    t('email.change_subject'),
    [t('email.greeting', { name }), t('email.change_intro')],
    t('email.change_button'),
    link,
    t('email.not_you'),
  );
}
