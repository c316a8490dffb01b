import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../http/api-error.ts';

export type Problems<F extends string> = Partial<Record<F, string | undefined>>;

/** The code of any failure: the server's `errors.` code, else "something went wrong". */
export function errorCodeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : 'something_went_wrong';
}

/**
 * A form (sign-in, account pages): check with the domain rules first, send only when they pass, keep
 * the button disabled while sending, and put a server error beside its field (`fieldOf`) or over the form.
 */
export function useForm<F extends string>(fieldOf: (code: string) => F | null = () => null) {
  const [fieldErrors, setFieldErrors] = useState<Problems<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirstInvalid() {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  async function submit(event: FormEvent | null, problems: Problems<F>, send: () => Promise<void>) {
    event?.preventDefault();
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
      const code = errorCodeOf(error);
      const field = fieldOf(code);
      if (field) {
        setFieldErrors({ [field]: code } as Problems<F>);
        focusFirstInvalid();
      } else {
        setFormError(code);
      }
    } finally {
      setSending(false);
    }
  }

  function clearError(field: F) {
    setFieldErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors));
  }

  /** A field's value, its error, and an onChange that stores the text and takes the error away. */
  function fieldProps(field: F, value: string, set: (value: string) => void) {
    return {
      value,
      error: fieldErrors[field],
      onChange: (next: string) => {
        set(next);
        clearError(field);
      },
    };
  }

  return { formRef, fieldErrors, formError, setFormError, sending, submit, clearError, fieldProps };
}
