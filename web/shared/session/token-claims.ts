import { PROVIDERS, type Provider, ROLES, type Role } from '../../../domain/user/rules.ts';

/**
 * What the browser reads from an access token (spec §3 "User and token"). The browser never verifies
 * the signature, the server does on every call; these claims only decide what to show and when to renew.
 */
export interface TokenClaims {
  /** The user's id. */
  sub: string;
  role: Role;
  provider: Provider;
  email: string;
  schoolId: string | null;
  /** Expiry, seconds since the epoch, in the server's clock. */
  exp: number;
  /** Issue time in the server's clock, when the token has one; it tells how far the browser's clock is off. */
  iat: number | null;
}

/** Renew this long before expiry, so a request in flight never carries a token that runs out on the way. */
export const RENEW_BEFORE_EXPIRY_SECONDS = 60;

/** The claims of a JWT, or null when it is not one of ours (wrong shape, bad encoding, missing claims). */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]!));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, role, provider, email, school_id, exp, iat } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || sub === '') return null;
  if (!(ROLES as readonly unknown[]).includes(role)) return null;
  if (!(PROVIDERS as readonly unknown[]).includes(provider)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return {
    sub,
    role: role as Role,
    provider: provider as Provider,
    email: typeof email === 'string' ? email : '',
    schoolId: typeof school_id === 'string' && school_id !== '' ? school_id : null,
    exp,
    iat: typeof iat === 'number' && Number.isFinite(iat) ? iat : null,
  };
}

function decodeBase64Url(text: string): string {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Where a token stands at `serverNow` (seconds, in the server's clock): `fresh` needs nothing, `renew` is
 * still valid but should be renewed now, `expired` no longer counts (spec §4: valid while exp is in the future).
 */
export type TokenStanding = 'fresh' | 'renew' | 'expired';

export function tokenStanding(claims: Pick<TokenClaims, 'exp'>, serverNow: number): TokenStanding {
  if (claims.exp <= serverNow) return 'expired';
  if (claims.exp - serverNow <= RENEW_BEFORE_EXPIRY_SECONDS) return 'renew';
  return 'fresh';
}

/** Milliseconds until the token should be renewed; never below `floorMs`, so a skewed clock cannot spin. */
export function renewDelayMs(claims: Pick<TokenClaims, 'exp'>, serverNow: number, floorMs = 5_000): number {
  return Math.max(floorMs, (claims.exp - RENEW_BEFORE_EXPIRY_SECONDS - serverNow) * 1000);
}

/**
 * How many seconds the server's clock is ahead of the browser's, learnt from a token just issued
 * (its `iat` is the server's "now"). Zero when the token has no `iat`.
 */
export function clockSkewSeconds(freshClaims: Pick<TokenClaims, 'iat'>, browserNow: number): number {
  return freshClaims.iat === null ? 0 : freshClaims.iat - browserNow;
}
