import type { ErrorCode } from './error-codes.ts';

/**
 * A rule was broken. `code` is the i18n key under `errors.` (DESIGN §5), so the
 * browser can show the same translated message the server answered with.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;

  constructor(code: ErrorCode, params: Record<string, string | number> = {}) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.params = params;
  }
}
