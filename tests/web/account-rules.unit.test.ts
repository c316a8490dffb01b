import { describe, expect, it } from 'vitest';
import { secondsLeft } from '../../web/components/otp-countdown.ts';
import {
  avatarFileProblem,
  avatarSizeProblem,
  detailsChange,
  isEmptyChange,
  passwordProblems,
} from '../../web/features/account/account-rules.ts';

const profile = { name: 'Ada Lovelace', phone: null, newsletter: false };

describe('the details form', () => {
  it('sends only what changed, with the name and phone as the domain rules tidy them', () => {
    expect(detailsChange(profile, { name: ' Ada  Lovelace ', phone: '', newsletter: false })).toEqual({
      change: {},
    });
    expect(detailsChange(profile, { name: 'Ada King', phone: '+47 912 34 567', newsletter: true })).toEqual({
      change: { name: 'Ada King', phone: '+4791234567', newsletter: true },
    });
  });

  it('removes the phone when the field is emptied', () => {
    const withPhone = { ...profile, phone: '91234567' };
    expect(detailsChange(withPhone, { name: 'Ada Lovelace', phone: '  ', newsletter: false })).toEqual({
      change: { phone: null },
    });
  });

  it('reports a short name and a bad phone with the server’s codes', () => {
    expect(detailsChange(profile, { name: 'Ada', phone: '12', newsletter: false })).toEqual({
      problems: { name: 'name_too_short', phone: 'phone_invalid' },
    });
  });

  it('knows an empty change', () => {
    expect(isEmptyChange({})).toBe(true);
    expect(isEmptyChange({ newsletter: false })).toBe(false);
  });
});

describe('the password form', () => {
  it('asks for the current password, a long enough new one, and the same one twice', () => {
    expect(passwordProblems({ current: '', next: 'short', repeat: '' })).toEqual({
      current: 'password_required',
      next: 'password_too_short',
      repeat: undefined,
    });
    expect(
      passwordProblems({ current: 'old one!', next: 'a new long one', repeat: 'a new long on' }),
    ).toEqual({
      current: undefined,
      next: undefined,
      repeat: 'passwords_differ',
    });
    expect(
      Object.values(
        passwordProblems({ current: 'x', next: 'a new long one', repeat: 'a new long one' }),
      ).some(Boolean),
    ).toBe(false);
  });
});

describe('the avatar file', () => {
  it('takes PNG, JPEG, GIF and WebP up to 2 MB and 2048 pixels a side', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('upload_invalid_type');
    expect(avatarFileProblem({ type: 'image/webp', size: 2 * 1024 * 1024 + 1 })).toBe('upload_too_large');
    expect(avatarSizeProblem(2048, 2048)).toBeNull();
    expect(avatarSizeProblem(2049, 10)).toBe('upload_image_too_big');
  });
});

describe('the resend countdown (spec §9 countdownOtp)', () => {
  it('counts whole seconds down from 30 and stops at 0', () => {
    expect(secondsLeft(1000, 1000)).toBe(30);
    expect(secondsLeft(1000, 1001)).toBe(30);
    expect(secondsLeft(1000, 29_000)).toBe(2);
    expect(secondsLeft(1000, 30_999)).toBe(1);
    expect(secondsLeft(1000, 31_000)).toBe(0);
    expect(secondsLeft(1000, 99_000)).toBe(0);
  });

  it('never shows more than the full wait, even with a clock that went back', () => {
    expect(secondsLeft(10_000, 0)).toBe(30);
    expect(secondsLeft(0, 0, 5)).toBe(5);
  });
});
