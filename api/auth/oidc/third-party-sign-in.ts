import * as client from 'openid-client';
import {
  registerThirdPartyUser,
  type ThirdPartyIdentity,
} from '../../../commands/accounts/third-party-register.ts';
import type { CommandOrigin } from '../../../commands/command-context.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByProvider,
  type UserRow,
} from '../../../projections/users/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Session } from '../../contracts/auth.ts';
import { ApiError } from '../../errors.ts';
import { openSession } from '../sessions.ts';
import { identityFromClaims } from './claims.ts';
import { sealFeideDataToken } from './data-token.ts';
import { joinFeideSchool } from './feide-school.ts';
import { type FlowState, openFlowState, sealFlowState } from './flow-state.ts';
import type { ThirdPartyProvider } from './settings.ts';

/*
 * Sign-in through an OpenID Connect provider: the authorization code flow with PKCE, `state` and
 * `nonce` (openid-client checks all three, the ID token's signature, issuer, audience and expiry).
 * The account is found by the provider's id for the person, or created on the first sign-in.
 */

export const callbackPath = (provider: ThirdPartyProvider) => `/api/auth/3rd-party/${provider}/callback`;
export const loggedOutPath = (provider: ThirdPartyProvider) => `/api/auth/3rd-party/${provider}/logged-out`;

const notOffered = () => new ApiError(404, 'third_party_provider_unavailable');
// Why it failed goes with the code: the operator setting a provider up needs to read it.
const failed = (status: number, reason: string) =>
  new ApiError(status, 'third_party_login_failed', { details: { reason } });

/** The provider's discovered configuration, or 404 when this installation does not offer it. */
export async function providerConfiguration(
  deps: AppDeps,
  provider: ThirdPartyProvider,
): Promise<client.Configuration> {
  const configuration = deps.oidc.configuration(provider);
  if (!configuration) throw notOffered();
  try {
    return await configuration;
  } catch (error) {
    throw failed(502, `The sign-in provider cannot be reached: ${(error as Error).message}`);
  }
}

/** Where to send the browser, and the sealed flow state to keep in its cookie meanwhile. */
export async function beginSignIn(
  deps: AppDeps,
  provider: ThirdPartyProvider,
  options: { redirect: string | null; attempt: string | null },
): Promise<{ location: string; sealedFlow: string }> {
  const configuration = await providerConfiguration(deps, provider);
  const flow: FlowState = {
    provider,
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    ...options,
  };
  const location = client.buildAuthorizationUrl(configuration, {
    redirect_uri: `${deps.publicUrl}${callbackPath(provider)}`,
    scope: deps.oidc.settingsOf(provider)!.scope,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
  });
  return {
    location: location.href,
    sealedFlow: await sealFlowState(deps.secrets.jwtKey, flow, deps.clock.now()),
  };
}

export interface SignedIn {
  session: Session;
  /** Spec §7: true when this sign-in created the account. */
  isCreated: boolean;
  /** The sealed Feide data token, for Feide sign-ins. */
  feideDataToken: string | null;
}

/** The flow state the browser kept, or null when it is missing, tampered with or expired. */
export function readFlow(deps: AppDeps, provider: ThirdPartyProvider, sealed: string | null) {
  return sealed
    ? openFlowState(deps.secrets.jwtKey, provider, sealed, deps.clock.now())
    : Promise.resolve(null);
}

/**
 * The provider's answer at the callback: exchanges the code, checks the ID token, reads the claims,
 * finds or creates the account and opens a session. `flow` is what `beginSignIn` sealed in the browser.
 */
export async function completeSignIn(
  deps: AppDeps,
  provider: ThirdPartyProvider,
  query: URLSearchParams,
  flow: FlowState | null,
  origin: CommandOrigin,
): Promise<SignedIn> {
  const configuration = await providerConfiguration(deps, provider);
  if (!flow) throw new ApiError(400, 'third_party_login_expired');
  const providerError = query.get('error');
  if (providerError === 'access_denied') {
    throw new ApiError(400, 'third_party_login_cancelled');
  }
  if (providerError) throw failed(400, `The provider refused the sign-in: ${providerError}`);

  const callback = new URL(`${deps.publicUrl}${callbackPath(provider)}`);
  for (const [name, value] of query) callback.searchParams.append(name, value);
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw failed(400, `The provider's answer did not check out: ${(error as Error).message}`);
  }
  const idToken = tokens.claims()!;
  const userInfo = configuration.serverMetadata().userinfo_endpoint
    ? await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub).catch((error: unknown) => {
        throw failed(502, `The provider's userinfo failed: ${(error as Error).message}`);
      })
    : {};
  const extraUrl = deps.oidc.settingsOf(provider)!.extraUserinfoUrl;
  const extra = extraUrl ? await extraUserInfo(configuration, tokens.access_token, extraUrl) : {};
  const identity = identityFromClaims(provider, { ...extra, ...userInfo, ...idToken });
  if ('problem' in identity) throw new ApiError(400, identity.problem);

  const { user, isCreated } = await accountFor(deps, identity, origin);
  if (user.status === 'suspended') throw new ApiError(403, 'auth_login_alert_lock_account');
  if (identity.provider === 'feide' && identity.schoolId)
    await joinFeideSchool(deps, user, identity.schoolId, origin);
  const session = await openSession(deps, user);
  const feideDataToken =
    provider === 'feide'
      ? await sealFeideDataToken(
          deps.secrets.jwtKey,
          { userId: user.id, feideId: identity.providerId, idToken: tokens.id_token ?? null },
          deps.clock.now(),
        )
      : null;
  return { session, isCreated, feideDataToken };
}

/** The provider's further userinfo API (Feide's extended userinfo), read with the same access token. */
async function extraUserInfo(
  configuration: client.Configuration,
  accessToken: string,
  url: string,
): Promise<Record<string, unknown>> {
  try {
    const response = await client.fetchProtectedResource(configuration, accessToken, new URL(url), 'GET');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) throw new Error('not a JSON object');
    return body as Record<string, unknown>;
  } catch (error) {
    // Without it a teacher would be made an ordinary user for good: better to refuse and let them try again.
    throw failed(502, `The provider's extra userinfo failed: ${(error as Error).message}`);
  }
}

const emailInUse = () => new ApiError(409, 'third_party_email_in_use');

/**
 * The account for the provider's person: found by (provider, id), else created. An address that already
 * belongs to another account is refused rather than merged.
 */
async function accountFor(
  deps: AppDeps,
  identity: ThirdPartyIdentity,
  origin: CommandOrigin,
): Promise<{ user: UserRow; isCreated: boolean }> {
  const db = deps.db as never;
  const existing = await findUserByProvider(db, identity.provider, identity.providerId);
  if (existing && existing.status !== 'deleted') return { user: existing, isCreated: false };
  if (await findUserByEmail(db, identity.email)) throw emailInUse();
  try {
    const registered = await registerThirdPartyUser(deps, identity, origin);
    await deps.projections.reached('users', registered.last);
    const user = await findUserById(db, registered.userId);
    if (!user) throw new Error('a registered user is missing from the read model');
    return { user, isCreated: true };
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'email_in_use')) throw error;
    // The same person's first sign-in in another tab may have just won the race for the address.
    const winner = await findUserByProvider(db, identity.provider, identity.providerId);
    if (winner) return { user: winner, isCreated: false };
    throw emailInUse();
  }
}
