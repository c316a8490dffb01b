/**
 * A failed API call. `code` is an i18n key under `errors.` (DESIGN §5): the server's own code when it
 * sent `{ error: { code, message } }`, otherwise one derived from the HTTP status or the failure.
 */
export class ApiError extends Error {
  readonly code: string;
  /** HTTP status, or 0 when no reply arrived (network failure, timeout). */
  readonly status: number;
  /** The reply's `error.details` when it had an object there, e.g. `{ question: 2, answer: 1 }`. */
  readonly details: Readonly<Record<string, unknown>> | null;

  constructor(
    code: string,
    status: number,
    message: string,
    details: Readonly<Record<string, unknown>> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

/** The error code to show when a reply carries no `{ error: { code } }` body. */
export function codeForStatus(status: number): string {
  switch (status) {
    case 401:
      return 'session_expired';
    case 403:
      return 'no_permission';
    case 404:
      return 'not_found';
    case 408:
    case 504:
      return 'request_timeout';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 429:
      return 'too_many_requests';
    default:
      return 'something_went_wrong';
  }
}

/** Reads `{ error: { code, message } }` from a parsed reply body; null when it has another shape. */
export function apiErrorFromBody(body: unknown, status: number): ApiError | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = body.error;
  if (typeof error !== 'object' || error === null) return null;
  if (!('code' in error) || typeof error.code !== 'string' || error.code === '') return null;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : error.code;
  const details =
    'details' in error && typeof error.details === 'object' && error.details !== null
      ? (error.details as Record<string, unknown>)
      : null;
  return new ApiError(error.code, status, message, details);
}
