import { randomBytes } from 'node:crypto';
import { THIRD_PARTY_RESULT_STORAGE_KEY, type ThirdPartyPopupMessage } from '../../contracts/third-party.ts';
import { type Language, translator } from '../../mail/server-i18n.ts';

/** The spec's product codes are not all BCP 47 tags (DESIGN §5). */
const HTML_LANG: Record<Language, string> = {
  en: 'en',
  no: 'nb',
  se: 'sv',
  dk: 'da',
  fr: 'fr',
  de: 'de',
  es: 'es',
};

export interface PopupPage {
  html: string;
  /** Only this page's own script and style run; nobody may frame it. */
  contentSecurityPolicy: string;
}

/**
 * The page that ends a popup (spec §2): it hands `message` to the app that opened it, by a storage
 * event (which reaches the opener even when the provider's pages cut `window.opener`) and by a window
 * message to the app's origin only, then closes. A page that is not a popup (opened by a link, or in a
 * browser that keeps one window) goes on to `fallback` instead.
 */
export function popupPage(input: {
  message: ThirdPartyPopupMessage;
  appOrigin: string;
  fallback: string;
  language: Language;
}): PopupPage {
  const t = translator(input.language);
  const nonce = randomBytes(16).toString('base64');
  const text =
    input.message.action === '3rd-logout'
      ? t('third_party.popup_logged_out')
      : input.message.status === 'success'
        ? t('third_party.popup_signed_in')
        : t('third_party.popup_failed');
  const html = `<!doctype html>
<html lang="${HTML_LANG[input.language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('app.name'))}</title>
<style nonce="${nonce}">
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#ef0000;color:#fff;
font:800 1.375rem/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center;padding:2rem;box-sizing:border-box}
</style>
</head>
<body>
<p role="status">${escapeHtml(text)}</p>
<script nonce="${nonce}">
(function () {
  var message = ${scriptJson(input.message)};
  var key = ${scriptJson(THIRD_PARTY_RESULT_STORAGE_KEY)};
  try {
    localStorage.setItem(key, JSON.stringify(message));
    localStorage.removeItem(key);
  } catch (error) {}
  try {
    if (window.opener) window.opener.postMessage(message, ${scriptJson(input.appOrigin)});
  } catch (error) {}
  window.close();
  setTimeout(function () { location.replace(${scriptJson(input.fallback)}); }, 600);
})();
</script>
</body>
</html>
`;
  return {
    html,
    contentSecurityPolicy: `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON that cannot end the script element or open a comment inside it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
