/**
 * An error the API answers with a status and an i18n code (DESIGN §5).
 * Anything else that escapes a route is a 500 `something_went_wrong`.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

/** Status codes for domain rule codes that are not plain 400s. */
export const DOMAIN_ERROR_STATUS: Record<string, number> = {
  quiz_not_found: 404,
  quiz_already_exists: 409,
};

/** English messages for logs and API users; the browser translates `code` itself. */
export const ERROR_MESSAGES: Record<string, string> = {
  quiz_title_required: 'A quiz needs a title.',
  quiz_title_too_long: 'The quiz title is too long.',
  quiz_not_found: 'No such quiz.',
  quiz_already_exists: 'That quiz exists already.',
  validation_failed: 'The request is not valid.',
  not_found: 'Nothing here.',
  payload_too_large: 'The request is too large.',
  conflict: 'Someone else changed this at the same time; try again.',
  something_went_wrong: 'Something went wrong.',
};
