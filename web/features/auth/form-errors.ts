/** The fields of the sign-in forms; server error codes are shown next to the one they are about. */
export type AuthField = 'name' | 'email' | 'password' | 'repeatPassword';

const FIELD_OF_CODE: Readonly<Record<string, AuthField>> = {
  name_too_short: 'name',
  name_too_long: 'name',
  email_required: 'email',
  email_invalid: 'email',
  email_in_use: 'email',
  login_no_user: 'email',
  password_too_short: 'password',
  password_too_long: 'password',
  login_wrong_password: 'password',
  passwords_differ: 'repeatPassword',
};

/**
 * The field an error code belongs to, if the form has that field; null for errors about the whole form
 * (too many attempts, a suspended account, an expired link, no network).
 */
export function fieldOfError<F extends AuthField>(code: string, fields: readonly F[]): F | null {
  const field = Object.hasOwn(FIELD_OF_CODE, code) ? FIELD_OF_CODE[code] : undefined;
  return field !== undefined && (fields as readonly AuthField[]).includes(field) ? (field as F) : null;
}
