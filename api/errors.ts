import type { ErrorCode } from '../domain/shared/error-codes.ts';
import en from '../locales/en.json' with { type: 'json' };

/**
 * An error the API answers with a status and an i18n code (DESIGN §5).
 * Anything else that escapes a route is a 500 `something_went_wrong`.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** For 429: how long to wait, sent as Retry-After. */
  readonly retryAfterMs: number | null;
  /** What the client may be told beside the code (why a provider refused a sign-in, say). */
  readonly details: Record<string, string | number> | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    options: { retryAfterMs?: number; details?: Record<string, string | number> } = {},
  ) {
    super(errorMessage(code, options.details));
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.retryAfterMs = options.retryAfterMs ?? null;
    this.details = options.details;
  }
}

/** Status codes for domain rule codes that are not plain 400s. */
export const DOMAIN_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  quiz_not_found: 404,
  quiz_already_exists: 409,
  quiz_edit_conflict: 409,
  email_in_use: 409,
  user_not_found: 404,
  user_already_exists: 409,
  role_change_irreversible: 409,
  already_teacher: 409,
  cannot_become_teacher: 403,
  no_permission: 403,
  phone_already_exists: 409,
  login_wrong_password: 400,
  two_factor_already_enabled: 409,
  two_factor_setup_missing: 409,
  join_code_not_found: 404,
  join_too_many_attempts: 429,
  play_not_found: 404,
  together_not_found: 404,
  together_not_member: 403,
  together_already_started: 409,
  together_already_exists: 409,
  together_full: 409,
  together_name_taken: 409,
  assignment_not_found: 404,
  assignment_already_exists: 409,
  assignment_not_open_yet: 409,
  assignment_closed: 409,
  assignment_already_closed: 409,
  assignment_attempts_used: 409,
  share_not_found: 404,
  share_already_exists: 409,
  whitelist_not_found: 404,
  whitelist_already_exists: 409,
  whitelist_monthly_limit: 409,
  join_name_not_on_whitelist: 403,
  join_feide_only: 403,
  school_not_found: 404,
  school_already_exists: 409,
  school_name_taken: 409,
  school_slug_taken: 409,
  school_member_not_found: 404,
  school_request_not_found: 404,
  school_request_pending: 409,
  school_already_member: 409,
  school_invitation_not_found: 404,
  school_invitation_used: 409,
  school_invitation_exists: 409,
  school_not_member: 403,
  school_last_admin: 409,
  school_cannot_change_self: 409,
  invite_already_invited: 409,
  invite_already_member: 409,
  invited_email_mismatch: 403,
  school_invitation_email_unconfirmed: 403,
  subject_not_found: 404,
  subject_already_exists: 409,
  subject_name_taken: 409,
  editing_held_by_other: 409,
  editing_request_pending: 409,
  editing_not_editor: 409,
  editing_no_request: 409,
  quiz_being_edited: 409,
  leaderboard_not_found: 404,
  leaderboard_already_exists: 409,
  merge_report_not_found: 404,
  merge_report_already_exists: 409,
  merge_report_locked: 409,
  library_already_listed: 409,
  library_entry_not_found: 404,
  server_busy: 503,
  work_too_heavy: 422,
  exports_in_progress: 429,
  upload_quota_reached: 413,
};

/**
 * The English text of a code, for logs and API users (the browser translates `code` itself): the one in
 * locales/en.json, its {{placeholders}} filled from the details where they say them.
 */
export function errorMessage(code: ErrorCode, details?: unknown): string {
  const text: string = en.errors[code];
  const values = details && typeof details === 'object' ? (details as Record<string, unknown>) : {};
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}
