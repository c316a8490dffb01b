import { describe, expect, it } from 'vitest';
import { decide } from '../../domain/user/decide.ts';
import { evolve, initialState, type UserEvent } from '../../domain/user/events.ts';
import { canUseTwoFactor, checkOtp } from '../../domain/user/rules.ts';
import { deciderSpec } from '../support/decider.ts';

const registered = (provider: 'local' | 'google' = 'local'): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    role: 'user',
    provider,
    providerId: provider === 'local' ? null : 'google-sub-1',
    emailConfirmed: provider !== 'local',
    schoolId: null,
  },
});
const totpOn: UserEvent = { type: 'UserTwoFactorEnabled', data: { userId: 'u1', method: 'totp' } };
const totpOff: UserEvent = { type: 'UserTwoFactorDisabled', data: { userId: 'u1', method: 'totp' } };

const { given } = deciderSpec({ decide, evolve, initialState });

describe('user decider: two-factor sign-in', () => {
  it('turns an authenticator app on for a password account', () => {
    expect(given(registered()).when({ type: 'EnableTwoFactor', data: { method: 'totp' } })).toEqual({
      events: [totpOn],
    });
  });

  it('turns e-mailed codes on', () => {
    expect(given(registered()).when({ type: 'EnableTwoFactor', data: { method: 'email' } })).toEqual({
      events: [{ type: 'UserTwoFactorEnabled', data: { userId: 'u1', method: 'email' } }],
    });
  });

  it('refuses a second factor while one is on, whichever method is asked for', () => {
    for (const method of ['totp', 'email'] as const) {
      expect(given(registered(), totpOn).when({ type: 'EnableTwoFactor', data: { method } })).toEqual({
        error: 'two_factor_already_enabled',
      });
    }
  });

  it('leaves accounts of a sign-in provider to that provider', () => {
    expect(given(registered('google')).when({ type: 'EnableTwoFactor', data: { method: 'totp' } })).toEqual({
      error: 'two_factor_unavailable',
    });
  });

  it('turns two-factor off, saying which method it was', () => {
    expect(given(registered(), totpOn).when({ type: 'DisableTwoFactor' })).toEqual({ events: [totpOff] });
  });

  it('refuses to turn off what is not on', () => {
    expect(given(registered()).when({ type: 'DisableTwoFactor' })).toEqual({
      error: 'two_factor_not_enabled',
    });
    expect(given(registered(), totpOn, totpOff).when({ type: 'DisableTwoFactor' })).toEqual({
      error: 'two_factor_not_enabled',
    });
  });

  it('lets a factor be set up again after it was turned off', () => {
    expect(
      given(registered(), totpOn, totpOff).when({ type: 'EnableTwoFactor', data: { method: 'email' } }),
    ).toEqual({ events: [{ type: 'UserTwoFactorEnabled', data: { userId: 'u1', method: 'email' } }] });
  });

  it('folds the events into the factor in use', () => {
    expect(given(registered()).state).toMatchObject({ twoFactor: 'off' });
    expect(given(registered(), totpOn).state).toMatchObject({ twoFactor: 'totp' });
    expect(given(registered(), totpOn, totpOff).state).toMatchObject({ twoFactor: 'off' });
  });

  it('refuses two-factor commands on an account that does not exist', () => {
    expect(given().when({ type: 'DisableTwoFactor' })).toEqual({ error: 'user_not_found' });
  });
});

describe('one-time code rules (spec §5 "OTP six digits")', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-456', '123456'],
    ['012345', '012345'],
  ])('takes %j as the code %s', (raw, code) => {
    expect(checkOtp(raw)).toEqual({ code });
  });

  it.each(['12345', '1234567', '12a456', '', '１２３４５６'])('refuses %j as not the right code', (raw) => {
    expect(checkOtp(raw)).toEqual({ problem: 'otp_incorrect' });
  });

  it('offers a second factor to password accounts only', () => {
    expect(canUseTwoFactor({ provider: 'local' })).toBe(true);
    expect(canUseTwoFactor({ provider: 'feide' })).toBe(false);
  });
});
