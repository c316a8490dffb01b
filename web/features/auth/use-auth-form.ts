import { type Problems, useForm } from '../../components/use-form.ts';
import { type AuthField, fieldOfError } from './form-errors.ts';

export type FieldErrors<F extends AuthField> = Problems<F>;

/**
 * Submitting a sign-in form: the shared form behaviour, with the server's errors put beside the
 * sign-in field they are about. The typed input lives in the page's own state, so nothing is lost on
 * an error.
 */
export function useAuthForm<F extends AuthField>(fields: readonly F[]) {
  return useForm<F>((code) => fieldOfError(code, fields));
}
