import { describe, expect, it } from 'vitest';
import { lacksFeideDataToken } from '../../web/shared/third-party/third-party-logout.ts';
import {
  announcesSignIn,
  isInAppBrowser,
  loginMessageFor,
  POPUP_HEIGHT,
  POPUP_POLL_MS,
  POPUP_WIDTH,
  popupFeatures,
  popupPath,
  SCHOOL_LOGOUT_DELAY_MS,
} from '../../web/shared/third-party/third-party-rules.ts';

describe('third-party sign-in popup (spec §2)', () => {
  it('is 650×700, centred, polled every 800 ms; school logout waits 800 ms', () => {
    expect([POPUP_WIDTH, POPUP_HEIGHT, POPUP_POLL_MS, SCHOOL_LOGOUT_DELAY_MS]).toEqual([650, 700, 800, 800]);
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1450, outerHeight: 900 })).toBe(
      'popup=yes,width=650,height=700,left=500,top=150',
    );
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 600 })).toBe(
      'popup=yes,width=650,height=700,left=0,top=0',
    );
  });

  it('opens at /3rd-party-login/{provider} with the redirect and the attempt', () => {
    expect(popupPath('feide', '/me?x=1', 'abc12345')).toBe(
      '/3rd-party-login/feide?redirect=%2Fme%3Fx%3D1&attempt=abc12345',
    );
  });

  it('knows the in-app browsers where no popup can work', () => {
    const inApp = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 Instagram 312.0',
      'Mozilla/5.0 (Linux; Android 13; SM-A536B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0 Mobile Safari/537.36',
    ];
    for (const agent of inApp) expect(isInAppBrowser(agent), agent).toBe(true);
    const browsers = [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
    ];
    for (const agent of browsers) expect(isInAppBrowser(agent), agent).toBe(false);
  });

  it("takes only a well-formed 3rd-login message for this page's attempt, as object or JSON", () => {
    const message = {
      action: '3rd-login',
      status: 'success',
      provider: 'google',
      attempt: 'mine',
      is_created: true,
      error: null,
    };
    expect(loginMessageFor(message, 'mine')).toEqual(message);
    expect(loginMessageFor(JSON.stringify(message), 'mine')).toEqual(message);
    expect(
      loginMessageFor({ ...message, status: 'failure', error: 'third_party_email_in_use' }, 'mine'),
    ).toMatchObject({
      status: 'failure',
      error: 'third_party_email_in_use',
    });
    expect(loginMessageFor(message, 'another tab')).toBeNull();
    // A failure without an attempt (the sign-in's cookie was gone) is news for whoever waits.
    expect(loginMessageFor({ ...message, status: 'failure', attempt: null }, 'mine')).toMatchObject({
      status: 'failure',
      attempt: null,
    });
    expect(loginMessageFor({ ...message, attempt: null }, 'mine')).toBeNull();
    expect(loginMessageFor({ ...message, action: '3rd-logout' }, 'mine')).toBeNull();
    expect(loginMessageFor({ ...message, provider: 'facebook' }, 'mine')).toBeNull();
    expect(loginMessageFor({ ...message, status: 'maybe' }, 'mine')).toBeNull();
    expect(loginMessageFor('{not json', 'mine')).toBeNull();
    expect(loginMessageFor(null, 'mine')).toBeNull();
  });
});

describe('sign-ins in other windows', () => {
  it('are announced by a successful message, whatever its attempt', () => {
    const success = {
      action: '3rd-login',
      status: 'success',
      provider: 'feide',
      attempt: 'x1',
      is_created: false,
      error: null,
    };
    expect(announcesSignIn(JSON.stringify(success))).toBe(true);
    expect(announcesSignIn(JSON.stringify({ ...success, status: 'failure' }))).toBe(false);
    expect(announcesSignIn(JSON.stringify({ action: '3rd-logout', provider: 'feide' }))).toBe(false);
    expect(announcesSignIn('junk')).toBe(false);
    expect(announcesSignIn(null)).toBe(false);
  });
});

describe('Feide data token (spec §4)', () => {
  it('is needed by Feide sessions only', () => {
    expect(lacksFeideDataToken({ provider: 'feide' }, 'token=a; last_provider=feide')).toBe(true);
    expect(lacksFeideDataToken({ provider: 'feide' }, 'token=a; feide_data_token=x.y.z')).toBe(false);
    expect(lacksFeideDataToken({ provider: 'google' }, 'token=a')).toBe(false);
    expect(lacksFeideDataToken({ provider: 'local' }, '')).toBe(false);
  });
});
