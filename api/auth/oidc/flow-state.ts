import { seal, sealingKey, unseal } from './sealed.ts';
import type { ThirdPartyProvider } from './settings.ts';

/**
 * What a sign-in needs to remember between leaving for the provider and coming back: the PKCE verifier,
 * `state` and `nonce` (checked against the provider's answer), where to go afterwards, and the opener's
 * attempt id. Kept sealed in a cookie of the browser that started, so a callback only completes in the
 * browser that asked for it.
 */
export interface FlowState {
  provider: ThirdPartyProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** A path on this site, checked before it was sealed. */
  redirect: string | null;
  /** The opener's id for this attempt, echoed in the result so it ignores other tabs' results. */
  attempt: string | null;
}

/** Ten minutes to sign in at the provider. */
export const FLOW_LIFETIME_SECONDS = 10 * 60;

const PURPOSE = 'oidc-flow';

export const flowCookieName = (provider: ThirdPartyProvider) => `kviss_oidc_${provider}`;
export const flowCookiePath = (provider: ThirdPartyProvider) => `/api/auth/3rd-party/${provider}/`;

export function sealFlowState(root: Uint8Array, flow: FlowState, now: Date): Promise<string> {
  return seal(sealingKey(root, PURPOSE), { ...flow }, now, FLOW_LIFETIME_SECONDS);
}

export async function openFlowState(
  root: Uint8Array,
  provider: ThirdPartyProvider,
  sealed: string,
  now: Date,
): Promise<FlowState | null> {
  const payload = await unseal(sealingKey(root, PURPOSE), sealed, now);
  if (!payload || payload.provider !== provider) return null;
  const { state, nonce, codeVerifier, redirect, attempt } = payload;
  if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string') return null;
  return {
    provider,
    state,
    nonce,
    codeVerifier,
    redirect: typeof redirect === 'string' ? redirect : null,
    attempt: typeof attempt === 'string' ? attempt : null,
  };
}
