import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/http/api-error.ts';
import { endsSession, restoreStep } from '../../web/shared/session/session-rules.ts';
import { RENEW_BEFORE_EXPIRY_SECONDS, type TokenClaims } from '../../web/shared/session/token-claims.ts';

const claims = (exp: number): TokenClaims => ({
  sub: 'u1',
  role: 'user',
  provider: 'local',
  email: 'a@b.no',
  schoolId: null,
  exp,
  iat: null,
});

describe('restoreStep', () => {
  const now = 10_000;

  it('uses a token with time left, whether or not there is a refresh token', () => {
    expect(restoreStep(claims(now + 3600), true, now)).toBe('use-token');
    expect(restoreStep(claims(now + 3600), false, now)).toBe('use-token');
  });

  it('renews a token that has run out or is about to, when there is a refresh token', () => {
    expect(restoreStep(claims(now - 1), true, now)).toBe('renew');
    expect(restoreStep(claims(now + RENEW_BEFORE_EXPIRY_SECONDS - 1), true, now)).toBe('renew');
    expect(restoreStep(null, true, now)).toBe('renew');
  });

  it('without a refresh token, uses a token until it runs out, then counts as signed out', () => {
    expect(restoreStep(claims(now + 10), false, now)).toBe('use-token');
    expect(restoreStep(claims(now), false, now)).toBe('signed-out');
    expect(restoreStep(null, false, now)).toBe('signed-out');
  });
});

describe('endsSession', () => {
  it('is true when the server refuses the session: 401, or a suspended account', () => {
    expect(endsSession(new ApiError('session_expired', 401, ''))).toBe(true);
    expect(endsSession(new ApiError('auth_login_alert_lock_account', 403, ''))).toBe(true);
  });

  it('is false for a network error, a timeout or a server fault (spec §4, §8)', () => {
    expect(endsSession(new ApiError('something_went_wrong', 0, 'TypeError: Failed to fetch'))).toBe(false);
    expect(endsSession(new ApiError('request_timeout', 0, ''))).toBe(false);
    expect(endsSession(new ApiError('something_went_wrong', 500, ''))).toBe(false);
    expect(endsSession(new ApiError('too_many_requests', 429, ''))).toBe(false);
    expect(endsSession(new ApiError('no_permission', 403, ''))).toBe(false);
    expect(endsSession(new TypeError('Failed to fetch'))).toBe(false);
  });
});
