import { describe, expect, it } from 'vitest';
import {
  clockSkewSeconds,
  decodeTokenClaims,
  RENEW_BEFORE_EXPIRY_SECONDS,
  renewDelayMs,
  tokenStanding,
} from '../../web/shared/session/token-claims.ts';

const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: unknown, header: unknown = { alg: 'HS256', typ: 'JWT' }) =>
  `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(payload))}.signature-not-checked`;

const payload = {
  sub: '7d0b5c1e-2f1a-4c7e-9a35-0f6f1b7e2a10',
  role: 'teacher',
  provider: 'local',
  email: 'åse@skole.no',
  school_id: null,
  schools: [],
  iat: 1_800_000_000,
  exp: 1_800_003_600,
};

describe('decodeTokenClaims', () => {
  it('reads the claims of the server’s token, UTF-8 and all', () => {
    expect(decodeTokenClaims(jwt(payload))).toEqual({
      sub: payload.sub,
      role: 'teacher',
      provider: 'local',
      email: 'åse@skole.no',
      schoolId: null,
      exp: 1_800_003_600,
      iat: 1_800_000_000,
    });
  });

  it('keeps the school of a school user and copes without iat', () => {
    const { iat: _iat, ...rest } = payload;
    const claims = decodeTokenClaims(jwt({ ...rest, provider: 'feide', school_id: 'school-1' }));
    expect(claims).toMatchObject({ provider: 'feide', schoolId: 'school-1', iat: null });
  });

  it('is null for anything that is not one of our tokens', () => {
    for (const token of [
      '',
      'not-a-jwt',
      'a.b',
      `${base64Url('{}')}.%%%.sig`,
      `${base64Url('{}')}.${base64Url('not json')}.sig`,
      `${base64Url('{}')}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.sig`,
      jwt('a string'),
      jwt({ ...payload, sub: '' }),
      jwt({ ...payload, role: 'emperor' }),
      jwt({ ...payload, provider: 'myspace' }),
      jwt({ ...payload, exp: '1800003600' }),
    ]) {
      expect(decodeTokenClaims(token), token).toBeNull();
    }
  });
});

describe('tokenStanding', () => {
  const claims = { exp: 1000 };

  it('is valid while its expiry is in the future (spec §4), and due for renewal near the end', () => {
    expect(tokenStanding(claims, 0)).toBe('fresh');
    expect(tokenStanding(claims, 1000 - RENEW_BEFORE_EXPIRY_SECONDS - 1)).toBe('fresh');
    expect(tokenStanding(claims, 1000 - RENEW_BEFORE_EXPIRY_SECONDS)).toBe('renew');
    expect(tokenStanding(claims, 999.5)).toBe('renew');
    expect(tokenStanding(claims, 1000)).toBe('expired');
    expect(tokenStanding(claims, 5000)).toBe('expired');
  });
});

describe('renewDelayMs', () => {
  it('waits until shortly before expiry', () => {
    expect(renewDelayMs({ exp: 3600 }, 0)).toBe((3600 - RENEW_BEFORE_EXPIRY_SECONDS) * 1000);
  });

  it('never schedules sooner than the floor, so a clock far off cannot make it spin', () => {
    expect(renewDelayMs({ exp: 100 }, 500)).toBe(5000);
    expect(renewDelayMs({ exp: 100 }, 500, 1234)).toBe(1234);
  });
});

describe('clockSkewSeconds', () => {
  it('is how far the server’s clock is ahead, from a token issued just now', () => {
    expect(clockSkewSeconds({ iat: 1_000_120 }, 1_000_000)).toBe(120);
    expect(clockSkewSeconds({ iat: 999_000 }, 1_000_000)).toBe(-1000);
    expect(clockSkewSeconds({ iat: null }, 1_000_000)).toBe(0);
  });
});
