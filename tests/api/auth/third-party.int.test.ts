import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFlowState, sealFlowState } from '../../../api/auth/oidc/flow-state.ts';
import type { ThirdPartyLoginMessage } from '../../../api/contracts/third-party.ts';
import { findUserByProvider } from '../../../projections/users/index.ts';
import { postgresBackends } from '../../support/backends.ts';
import { FEIDE_PRINCIPAL, startOidcProvider, type TestOidcProvider } from '../../support/oidc-provider.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const KVISS = 'http://kviss.test';
const callbackOf = (provider: string) => `${KVISS}/api/auth/3rd-party/${provider}/callback`;
const loggedOutOf = (provider: string) => `${KVISS}/api/auth/3rd-party/${provider}/logged-out`;

/** A Google account: a verified address and a name. */
function googleAccount() {
  const id = randomUUID().slice(0, 8);
  return {
    login: `g-${id}`,
    password: 'google password',
    claims: { email: `grace-${id}@example.com`, email_verified: true, name: 'Grace Hopper' },
  };
}

/** A Feide account as a Norwegian school's directory releases it. */
function feideAccount(affiliation: string[], primary?: string) {
  const id = randomUUID().slice(0, 8);
  return {
    login: `f-${id}`,
    password: 'feide password',
    claims: {
      email: `kari-${id}@skole.no`,
      name: 'Kari Nordmann',
      [FEIDE_PRINCIPAL]: `Kari-${id}@Skole.no`,
      eduPersonAffiliation: affiliation,
      ...(primary ? { eduPersonPrimaryAffiliation: primary } : {}),
      schacHomeOrganization: 'skole.no',
    },
  };
}

describe.each(postgresBackends())('third-party sign-in over OpenID Connect ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let google: TestOidcProvider;
  let feide: TestOidcProvider;

  beforeAll(async () => {
    google = await startOidcProvider({ title: 'Google (test)', redirectUris: [callbackOf('google')] });
    feide = await startOidcProvider({
      title: 'Feide (test)',
      redirectUris: [callbackOf('feide')],
      postLogoutRedirectUris: [loggedOutOf('feide')],
    });
    t = await createTestApp(backend, {
      oidcSettings: {
        google: { ...google.settings, scope: 'openid email profile', extraUserinfoUrl: null },
        feide: feide.settings,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await feide?.close();
  });

  /** GET …/start: the provider's authorization URL and the flow cookie to bring back. */
  async function start(provider: 'google' | 'feide', query = '') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/3rd-party/${provider}/start${query}`,
    });
    expect(response.statusCode, response.body).toBe(302);
    const flow = response.cookies.find((cookie) => cookie.name === `kviss_oidc_${provider}`)!;
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: `/api/auth/3rd-party/${provider}/` });
    return { location: String(response.headers.location), flowCookie: `${flow.name}=${flow.value}` };
  }

  /** Kviss's callback, as the browser reaches it coming back from the provider. */
  function callback(url: URL, cookie: string | null) {
    return t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: cookie ? { cookie } : {},
    });
  }

  async function signInWith(provider: 'google' | 'feide', account: { login: string; password: string }) {
    const { location, flowCookie } = await start(provider);
    const back = await (provider === 'google' ? google : feide).signIn(
      location,
      account.login,
      account.password,
    );
    return callback(back, flowCookie);
  }

  /** The message the popup page hands its opener. */
  function messageOf(response: LightMyRequestResponse): ThirdPartyLoginMessage {
    const json = response.body.match(/var message = (.*);\n/)?.[1];
    if (!json) throw new Error(`no message in ${response.body}`);
    return JSON.parse(json) as ThirdPartyLoginMessage;
  }

  const cookiesOf = (response: LightMyRequestResponse) =>
    Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));

  const me = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/validateToken',
      headers: { authorization: `Bearer ${token}` },
    });

  it('lists the configured providers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ data: { providers: ['feide', 'google'] } });
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { location } = await start('google', '?attempt=attempt-123');
    const url = new URL(location);
    expect(url.origin).toBe(google.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'kviss',
      response_type: 'code',
      redirect_uri: callbackOf('google'),
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
  });

  it('creates the account on the first Google sign-in and finds it on the next', async () => {
    const account = googleAccount();
    google.addAccount(account);

    const first = await signInWith('google', account);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(messageOf(first)).toEqual({
      action: '3rd-login',
      status: 'success',
      provider: 'google',
      attempt: null,
      is_created: true,
      error: null,
    });
    const cookies = cookiesOf(first);
    expect(cookies.last_provider?.value).toBe('google');
    // The refresh token is the server's HttpOnly cookie, for the API only (api/auth/refresh-cookie.ts).
    const refresh = Object.values(cookies).find((cookie) => cookie.name.startsWith('kviss_refresh_'));
    expect(refresh).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Strict' });
    expect(refresh?.value).toBeTruthy();
    expect(cookies.refresh_token).toBeUndefined();
    expect(cookies.token).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookies.token?.httpOnly).toBeFalsy();
    expect(cookies.feide_data_token).toBeUndefined();
    // The flow cookie is used up.
    expect(cookies.kviss_oidc_google?.maxAge).toBe(0);

    const claims = (await me(cookies.token!.value)).json().data;
    expect(claims).toMatchObject({
      provider: 'google',
      role: 'user',
      email: account.claims.email,
      school_id: null,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${cookies.token!.value}` },
    });
    expect(profile.json().data).toMatchObject({
      name: 'Grace Hopper',
      email_confirmed: true,
      provider: 'google',
    });

    const second = await signInWith('google', account);
    expect(messageOf(second)).toMatchObject({ status: 'success', is_created: false });
    const again = (await me(cookiesOf(second).token!.value)).json().data;
    expect(again.sub).toBe(claims.sub);
  });

  it("maps a Feide teacher's claims: Feide user id, affiliation to teacher, organisation to school", async () => {
    const account = feideAccount(['member', 'faculty', 'employee']);
    feide.addAccount(account);

    const response = await signInWith('feide', account);
    expect(messageOf(response)).toMatchObject({ status: 'success', provider: 'feide', is_created: true });
    const cookies = cookiesOf(response);
    expect(cookies.last_provider?.value).toBe('feide');
    // The separate Feide data token (spec §4), for a school day, beside the month-long session.
    expect(cookies.feide_data_token?.value).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cookies.feide_data_token?.maxAge).toBe(8 * 60 * 60);

    const claims = (await me(cookies.token!.value)).json().data;
    expect(claims).toMatchObject({
      provider: 'feide',
      role: 'teacher',
      // No school has taken the organisation yet, so the token names none (spec §3 schools[] are schools).
      school_id: null,
      schools: [],
    });
    const feideId = String(account.claims[FEIDE_PRINCIPAL]).toLowerCase();
    const row = await findUserByProvider(t.db as never, 'feide', feideId);
    expect(row).toMatchObject({ id: claims.sub, email_confirmed: true, school_id: 'fc:org:skole.no' });
  });

  it('makes a Feide pupil a student, even one with a job at the school, from the extended userinfo', async () => {
    const account = feideAccount([]);
    const { eduPersonAffiliation: _, schacHomeOrganization: __, ...standard } = account.claims;
    const pupil = {
      ...account,
      // Only the Feide user id in userinfo; affiliation and organisation in the extended userinfo.
      claims: standard,
      extended: {
        eduPersonAffiliation: ['member', 'student', 'employee'],
        eduPersonPrimaryAffiliation: 'student',
        schacHomeOrganization: 'vgs.no',
      },
    };
    feide.addAccount(pupil);
    const response = await signInWith('feide', pupil);
    expect(messageOf(response)).toMatchObject({ status: 'success', is_created: true });
    expect((await me(cookiesOf(response).token!.value)).json().data).toMatchObject({
      role: 'student',
      school_id: null,
    });
    const row = await findUserByProvider(
      t.db as never,
      'feide',
      String(account.claims[FEIDE_PRINCIPAL]).toLowerCase(),
    );
    expect(row?.school_id).toBe('fc:org:vgs.no');
  });

  it('maps a Feide organisation to the school a teacher from it created: the next person from it joins on first sign-in', async () => {
    const org = `org-${randomUUID().slice(0, 8)}.no`;
    const inOrg = (affiliation: string[]) => {
      const account = feideAccount(affiliation);
      return { ...account, claims: { ...account.claims, schacHomeOrganization: org } };
    };
    const founder = inOrg(['faculty']);
    feide.addAccount(founder);
    const founderToken = cookiesOf(await signInWith('feide', founder)).token!.value;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/schools/create',
      headers: { authorization: `Bearer ${founderToken}` },
      payload: {
        school_name: `Skolen ${org}`,
        name: 'Kari Nordmann',
        phone: '+4791234567',
        email: `post@${org}`,
        district: 'Oslo',
        country: 'NO',
        slug: org.replace('.', '-'),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const schoolId = created.json().data.school_id;

    const pupil = inOrg(['student']);
    feide.addAccount(pupil);
    const first = await signInWith('feide', pupil);
    expect((await me(cookiesOf(first).token!.value)).json().data).toMatchObject({
      role: 'student',
      school_id: schoolId,
      schools: [{ _id: { $oid: schoolId } }],
    });
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/schools/${schoolId}/users?search=kari`,
      headers: { authorization: `Bearer ${founderToken}` },
    });
    expect(
      members
        .json()
        .data.users.map((u: { role: string }) => u.role)
        .sort(),
    ).toEqual(['student', 'teacher']);
  });

  it('refuses a Feide address that a password account already uses, instead of merging', async () => {
    const account = feideAccount(['faculty']);
    feide.addAccount(account);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Kari Nordmann', email: account.claims.email, password: 'a local password' },
    });
    expect(registered.statusCode).toBe(201);

    const response = await signInWith('feide', account);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toMatchObject({ status: 'failure', error: 'third_party_email_in_use' });
    expect(cookiesOf(response).token).toBeUndefined();
    const feideId = String(account.claims[FEIDE_PRINCIPAL]).toLowerCase();
    expect(await findUserByProvider(t.db as never, 'feide', feideId)).toBeUndefined();
  });

  it('refuses a callback whose state was tampered with', async () => {
    const account = googleAccount();
    google.addAccount(account);
    const { location, flowCookie } = await start('google');
    const back = await google.signIn(location, account.login, account.password);
    back.searchParams.set('state', 'not-the-state-we-sent');

    const response = await callback(back, flowCookie);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatchObject({ status: 'failure', error: 'third_party_login_failed' });
    expect(cookiesOf(response).token).toBeUndefined();
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const account = googleAccount();
    google.addAccount(account);
    const { location, flowCookie } = await start('google');
    const back = await google.signIn(location, account.login, account.password);
    // The same flow with another nonce, sealed with the server's own key: only the ID token can tell.
    const [name, sealed] = flowCookie.split('=') as [string, string];
    const flow = (await openFlowState(t.deps.secrets.jwtKey, 'google', sealed, t.clock.now()))!;
    const forged = await sealFlowState(
      t.deps.secrets.jwtKey,
      { ...flow, nonce: 'another-nonce' },
      t.clock.now(),
    );

    const response = await callback(back, `${name}=${forged}`);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatchObject({ status: 'failure', error: 'third_party_login_failed' });
    expect(cookiesOf(response).token).toBeUndefined();
  });

  it('refuses a callback in a browser that did not start the sign-in, and a flow cookie changed by hand', async () => {
    const account = googleAccount();
    google.addAccount(account);
    const { location, flowCookie } = await start('google');
    const back = await google.signIn(location, account.login, account.password);

    const without = await callback(back, null);
    expect(without.statusCode).toBe(400);
    expect(messageOf(without).error).toBe('third_party_login_expired');

    const changed = await callback(back, `${flowCookie.slice(0, -4)}AAAA`);
    expect(messageOf(changed).error).toBe('third_party_login_expired');
  });

  it('tells the opener when the person cancels at the provider', async () => {
    const { location, flowCookie } = await start('google', '?attempt=attempt-cancel');
    const response = await callback(await google.cancel(location), flowCookie);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatchObject({
      status: 'failure',
      attempt: 'attempt-cancel',
      error: 'third_party_login_cancelled',
    });
  });

  it('goes on to a same-site redirect, never to another site, when there is no opener', async () => {
    const account = googleAccount();
    google.addAccount(account);
    const own = await start('google', `?redirect=${encodeURIComponent('/me?tab=1')}`);
    const ownPage = await callback(
      await google.signIn(own.location, account.login, account.password),
      own.flowCookie,
    );
    expect(ownPage.body).toContain('location.replace("/me?tab=1")');

    const evil = await start('google', `?redirect=${encodeURIComponent('//evil.example/x')}`);
    const evilPage = await callback(
      await google.signIn(evil.location, account.login, account.password),
      evil.flowCookie,
    );
    expect(evilPage.body).toContain('location.replace("/my-quiz")');
    expect(evilPage.body).not.toContain('evil.example');
  });

  it("logs out of Feide with the Feide data token's ID token and forgets the data token", async () => {
    const account = feideAccount(['student']);
    feide.addAccount(account);
    const signedIn = cookiesOf(await signInWith('feide', account));

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/3rd-party/feide/logout',
      headers: { cookie: `feide_data_token=${signedIn.feide_data_token!.value}` },
    });
    expect(response.statusCode).toBe(302);
    const endSession = new URL(String(response.headers.location));
    expect(endSession.origin).toBe(feide.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(loggedOutOf('feide'));
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cookiesOf(response).feide_data_token?.maxAge).toBe(0);

    const done = await t.app.inject({ method: 'GET', url: '/api/auth/3rd-party/feide/logged-out' });
    expect(done.body).toContain('"action":"3rd-logout"');
  });

  it('answers 404 for a provider that is not configured or not known, and a failure page when one is down', async () => {
    // Google is not configured here; Feide is, but nothing answers at its address.
    const other = await createTestApp(backend, {
      oidcSettings: { feide: { ...feide.settings, issuer: 'http://127.0.0.1:9' } },
    });
    try {
      const providers = await other.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json().data.providers).toEqual(['feide']);
      for (const url of [
        '/api/auth/3rd-party/google/start',
        '/api/auth/3rd-party/google/callback?code=x&state=y',
        '/api/auth/3rd-party/facebook/start',
      ]) {
        const response = await other.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.code, url).toBe('third_party_provider_unavailable');
      }
      const down = await other.app.inject({
        method: 'GET',
        url: '/api/auth/3rd-party/feide/start?attempt=attempt-down',
      });
      expect(down.statusCode).toBe(502);
      expect(messageOf(down)).toMatchObject({
        status: 'failure',
        attempt: 'attempt-down',
        error: 'third_party_login_failed',
      });
      expect(down.body).toContain('/login-skoler?third_party_error=third_party_login_failed');
    } finally {
      await other.close();
    }
  });
});
