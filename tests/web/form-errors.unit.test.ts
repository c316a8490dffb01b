import { describe, expect, it } from 'vitest';
import { fieldOfError } from '../../web/features/auth/form-errors.ts';

describe('fieldOfError', () => {
  const login = ['email', 'password'] as const;
  const register = ['name', 'email', 'password'] as const;

  it('puts the server’s answer next to the field it is about', () => {
    expect(fieldOfError('login_no_user', login)).toBe('email');
    expect(fieldOfError('login_wrong_password', login)).toBe('password');
    expect(fieldOfError('email_in_use', register)).toBe('email');
    expect(fieldOfError('name_too_short', register)).toBe('name');
    expect(fieldOfError('password_too_short', ['password', 'repeatPassword'])).toBe('password');
  });

  it('leaves errors about the whole form, or about a field the form lacks, to the form', () => {
    expect(fieldOfError('too_many_requests', login)).toBeNull();
    expect(fieldOfError('auth_login_alert_lock_account', login)).toBeNull();
    expect(fieldOfError('something_went_wrong', login)).toBeNull();
    expect(fieldOfError('name_too_short', login)).toBeNull();
    expect(fieldOfError('toString', login)).toBeNull();
  });
});
