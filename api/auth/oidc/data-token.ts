import { seal, sealingKey, unseal } from './sealed.ts';

/**
 * The Feide data token (spec §4, §9 "Feide data token" cookie): issued beside the session at a Feide
 * sign-in and needed by the web app for Feide users, who are signed out without it. It lives for a
 * school day, not the month a refresh token lives, so a shared classroom computer does not stay signed
 * in; it also carries the Feide ID token, which Feide's logout asks for (`id_token_hint`).
 */
export const FEIDE_DATA_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

const PURPOSE = 'feide-data-token';

export interface FeideDataToken {
  userId: string;
  feideId: string;
  idToken: string | null;
}

export function sealFeideDataToken(root: Uint8Array, token: FeideDataToken, now: Date): Promise<string> {
  return seal(
    sealingKey(root, PURPOSE),
    { sub: token.userId, feide_id: token.feideId, id_token: token.idToken },
    now,
    FEIDE_DATA_TOKEN_LIFETIME_SECONDS,
  );
}

export async function openFeideDataToken(
  root: Uint8Array,
  sealed: string,
  now: Date,
): Promise<FeideDataToken | null> {
  const payload = await unseal(sealingKey(root, PURPOSE), sealed, now);
  if (!payload || typeof payload.sub !== 'string' || typeof payload.feide_id !== 'string') return null;
  return {
    userId: payload.sub,
    feideId: payload.feide_id,
    idToken: typeof payload.id_token === 'string' ? payload.id_token : null,
  };
}
