import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../http/api-error.ts';
import { type AuthField, fieldOfError } from './form-errors.ts';

export type FieldErrors<F extends AuthField> = Partial<Record<F, string>>;

/**
 * Submitting a sign-in form: check the input with the domain rules first, send only when it passes,
 * keep the submit button disabled while sending, and put each error beside its field. The typed input
 * lives in the page's own state, so nothing is lost on an error.
 */
export function useAuthForm<F extends AuthField>(fields: readonly F[]) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirstInvalid() {
    // After React has rendered the errors, so aria-invalid is set.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  /** `problems` from the domain rules; `send` runs only when there are none. */
  async function submit(event: FormEvent, problems: FieldErrors<F>, send: () => Promise<void>) {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    setFieldErrors(problems);
    if (Object.values(problems).some(Boolean)) {
      focusFirstInvalid();
      return;
    }
    setSending(true);
    try {
      await send();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'something_went_wrong';
      const field = fieldOfError(code, fields);
      if (field) {
        setFieldErrors({ [field]: code } as FieldErrors<F>);
        focusFirstInvalid();
      } else {
        setFormError(code);
      }
    } finally {
      setSending(false);
    }
  }

  /** Typing in a field takes its error away; the others stay until the next submit. */
  function clearError(field: F) {
    setFieldErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors));
  }

  return { formRef, fieldErrors, formError, sending, submit, clearError };
}
