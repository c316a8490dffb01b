import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Adapter, type AdapterPayload, type Configuration } from 'oidc-provider';
import type { OidcClientSettings } from '../../api/auth/oidc/settings.ts';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1, for signing in through it
 * in tests: discovery, its own login page, authorization codes with PKCE, signed ID tokens, userinfo
 * and RP-initiated logout. One client, for Kviss. Its accounts are given by the test; a Feide-like one
 * releases the Feide attributes (Feide user id, eduPersonAffiliation, organisation) under the
 * `userid-feide` scope from userinfo, or from an extended userinfo API read with the access token, as
 * Feide's own does.
 */

export interface TestAccount {
  /** What the person types as user name on the login page; also their `sub`. */
  login: string;
  password: string;
  /** Everything but `sub`: email, name, Feide attributes. */
  claims: Record<string, unknown>;
  /** What the extended userinfo API says of the person (Feide keeps affiliation and organisation there). */
  extended?: Record<string, unknown>;
}

export const FEIDE_PRINCIPAL = 'https://n.feide.no/claims/eduPersonPrincipalName';

export interface TestOidcProvider {
  issuer: string;
  /** What Kviss's configuration for this provider should hold. */
  settings: OidcClientSettings;
  /** Adds or replaces an account; takes effect at the next sign-in. */
  addAccount(account: TestAccount): void;
  /**
   * Goes through the provider as a browser would (its login form, with a cookie jar of its own) from
   * the authorization URL Kviss redirected to, and gives back the URL the provider sends the browser
   * to: Kviss's callback with a code, or with an error.
   */
  signIn(authorizationUrl: string, login: string, password: string): Promise<URL>;
  /** Like signIn, but presses Cancel on the login page. */
  cancel(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

export interface TestOidcProviderOptions {
  /** A fixed port, when the issuer must be known before the provider starts; a free one otherwise. */
  port?: number;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  accounts?: TestAccount[];
  /** Shown on the login page, so a test can tell providers apart. */
  title: string;
  /** The client's secret, when Kviss must be configured before the provider starts; a random one otherwise. */
  clientSecret?: string;
}

const CLIENT_ID = 'kviss';

export async function startOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const accounts = new Map((options.accounts ?? []).map((account) => [account.login, account]));
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        client_name: 'Kviss',
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] as never },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      'userid-feide': [
        FEIDE_PRINCIPAL,
        'eduPersonAffiliation',
        'eduPersonPrimaryAffiliation',
        'schacHomeOrganization',
      ],
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account.claims, sub }) } : undefined;
    },
    adapter: memoryAdapter(),
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Grant: 3600,
      Interaction: 600,
      Session: 3600,
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Signs out at once, as Feide does, instead of asking first.
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = `<!doctype html><title>Signing out</title>${form.replace(
            '</form>',
            '<input type="hidden" name="logout" value="yes"></form>',
          )}<script>document.forms[0].submit()</script>`;
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = '<!doctype html><title>Signed out</title><p>Signed out.</p>';
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Error</title><pre>${escapeHtml(JSON.stringify(out))}</pre>`;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handleProvider = provider.callback();

  async function interaction(
    request: IncomingMessage,
    response: ServerResponse,
    uid: string,
    action: string,
  ) {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (action === 'cancel') {
      return provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The person cancelled.' },
        { mergeWithLastSubmission: false },
      );
    }
    let accountId = details.session?.accountId ?? null;
    let error: string | null = null;
    if (action === 'login') {
      const form = new URLSearchParams(await readBody(request));
      const account = accounts.get(form.get('login') ?? '');
      if (account && account.password === form.get('password')) accountId = account.login;
      else error = 'Wrong user name or password.';
    }
    if (!accountId || (details.prompt.name === 'login' && action !== 'login')) {
      response.writeHead(error ? 401 : 200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(loginPage(options.title, uid, error));
      return;
    }
    // The provider's consent is given with the sign-in: Kviss is the only client and asks only for sign-in scopes.
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const prompt = details.prompt.details as { missingOIDCClaims?: string[] };
    if (prompt.missingOIDCClaims) grant.addOIDCClaims(prompt.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  /** `GET /extended-userinfo` with the access token: the account's `extended` attributes. */
  async function extendedUserinfo(request: IncomingMessage, response: ServerResponse) {
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
    const account = token?.accountId ? accounts.get(token.accountId) : undefined;
    if (!account) {
      response.writeHead(401).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(account.extended ?? {}));
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (path === '/extended-userinfo') {
      extendedUserinfo(request, response).catch((error: unknown) =>
        response.writeHead(500).end(String(error)),
      );
      return;
    }
    const match = path.match(/^\/interaction\/([\w-]+)(?:\/(login|cancel))?$/);
    if (!match) return void handleProvider(request, response);
    const action = match[2] ?? 'show';
    if ((action === 'show') !== (request.method === 'GET')) {
      response.writeHead(405).end();
      return;
    }
    interaction(request, response, match[1]!, action).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });

  function post(url: URL, action: string, body: URLSearchParams, cookie: string) {
    return fetch(new URL(`${url.pathname}/${action}`, issuer), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body,
    });
  }

  return {
    issuer,
    settings: {
      issuer,
      clientId: CLIENT_ID,
      clientSecret,
      scope: 'openid email profile userid-feide',
      extraUserinfoUrl: `${issuer}/extended-userinfo`,
    },
    addAccount(account) {
      accounts.set(account.login, account);
    },
    signIn(authorizationUrl, login, password) {
      return travelWithCookies(authorizationUrl, (url, cookie) =>
        post(url, 'login', new URLSearchParams({ login, password }), cookie),
      );
    },
    cancel(authorizationUrl) {
      return travelWithCookies(authorizationUrl, (url, cookie) =>
        post(url, 'cancel', new URLSearchParams(), cookie),
      );
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** Follows the provider's redirects with a cookie jar; on its login page, `submit` answers the form. */
async function travelWithCookies(
  start: string,
  submit: (interactionUrl: URL, cookie: string) => Promise<Response>,
): Promise<URL> {
  const issuerOrigin = new URL(start).origin;
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const get = (url: URL) => fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
  let url = new URL(start);
  let response = await get(url);
  let submitted = false;
  for (let hops = 0; hops < 20; hops += 1) {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const separator = pair.indexOf('=');
      jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== issuerOrigin) return url;
      response = await get(url);
      continue;
    }
    if (submitted || !url.pathname.startsWith('/interaction/')) {
      throw new Error(`the provider stopped at ${url.href}: ${response.status} ${await response.text()}`);
    }
    await response.text();
    submitted = true;
    response = await submit(url, cookie());
  }
  throw new Error('too many redirects at the provider');
}

/** The provider's state (sessions, codes, grants) in memory, for this provider alone. */
function memoryAdapter() {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= Date.now()) store.delete(key);
    return store.get(key)?.payload;
  };
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const findBy = (field: 'uid' | 'userCode', value: string) =>
      [...store.keys()]
        .filter((stored) => stored.startsWith(`${model}:`))
        .map(live)
        .find((payload) => payload?.[field] === value);
    return {
      async upsert(id, payload, expiresIn) {
        store.set(key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        return findBy('uid', uid);
      },
      async findByUserCode(userCode) {
        return findBy('userCode', userCode);
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [stored, entry] of store) if (entry.payload.grantId === grantId) store.delete(stored);
      },
    };
  };
}

function loginPage(title: string, uid: string, error: string | null): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}: sign in</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label>User name <input name="login" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${uid}/cancel"><button type="submit">Cancel</button></form>
</body>
</html>`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
