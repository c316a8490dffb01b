/**
 * An error the API answers with a status and an i18n code (DESIGN §5).
 * Anything else that escapes a route is a 500 `something_went_wrong`.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** For 429: how long to wait, sent as Retry-After. */
  readonly retryAfterMs: number | null;

  constructor(statusCode: number, code: string, message: string, retryAfterMs: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.retryAfterMs = retryAfterMs;
  }
}

/** Status codes for domain rule codes that are not plain 400s. */
export const DOMAIN_ERROR_STATUS: Record<string, number> = {
  quiz_not_found: 404,
  quiz_already_exists: 409,
  email_in_use: 409,
  user_not_found: 404,
  user_already_exists: 409,
  role_change_irreversible: 409,
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
};

/** English messages for logs and API users; the browser translates `code` itself. */
export const ERROR_MESSAGES: Record<string, string> = {
  quiz_title_required: 'A quiz needs a title.',
  quiz_title_too_long: 'The quiz title is too long.',
  quiz_not_found: 'No such quiz.',
  play_not_found: 'No such play, or it is not yours.',
  together_not_found: 'No such group.',
  together_not_member: 'Only a member of the group may do that.',
  together_already_started: 'This group has already started; start a new group to play.',
  together_already_exists: 'That group exists already.',
  together_full: 'This group is full (20 players at most).',
  together_name_taken: 'Someone in the group already has that name.',
  quiz_inactive: 'This quiz is not active right now.',
  play_nothing_to_retry: 'Every answer was right: nothing to retry.',
  assignment_not_found: 'No such assignment.',
  assignment_already_exists: 'That assignment exists already.',
  assignment_not_open_yet: 'This homework is not open yet (see details.when).',
  assignment_closed: 'The deadline of this homework has passed (see details.when).',
  assignment_already_closed: 'This homework is closed already.',
  assignment_attempts_used: 'Every attempt at this homework has been used (see details.limit).',
  assignment_time_invalid: 'The opening time or deadline is not a valid date and time.',
  assignment_deadline_before_opening: 'The deadline must come after the opening time.',
  assignment_deadline_passed: 'The deadline must be in the future.',
  assignment_deadline_not_later: 'The new deadline must be later than the current one.',
  assignment_attempt_limit_invalid: 'The attempt limit must be from 1 to 10, or unlimited.',
  quiz_already_exists: 'That quiz exists already.',
  validation_failed: 'The request is not valid.',
  not_found: 'Nothing here.',
  payload_too_large: 'The request is too large.',
  conflict: 'Someone else changed this at the same time; try again.',
  something_went_wrong: 'Something went wrong.',
  email_required: 'An e-mail address is needed.',
  email_invalid: 'That e-mail address is not valid.',
  name_too_short: 'The name needs at least 5 characters.',
  name_too_long: 'The name is too long.',
  password_too_short: 'The password needs at least 8 characters.',
  password_too_long: 'The password is too long.',
  email_in_use: 'That e-mail address is already in use.',
  confirmation_link_invalid: 'The confirmation link is invalid or used.',
  reset_link_invalid: 'The reset link is invalid, expired or used.',
  role_change_irreversible: 'A teacher account cannot be changed back.',
  user_not_found: 'No such account.',
  user_already_exists: 'That account exists already.',
  no_permission: 'You may not do that.',
  otp_incorrect: 'That code is not right, or it has expired or been used.',
  two_factor_not_enabled: 'Two-factor sign-in is not turned on for this account.',
  two_factor_already_enabled: 'Two-factor sign-in is already turned on; turn it off first to change it.',
  two_factor_setup_missing: 'Start setting up the authenticator app first.',
  two_factor_unavailable: 'That kind of two-factor sign-in is not available for this account.',
  question_title_required: 'A question needs a text.',
  question_title_too_long: 'The question text is too long.',
  answers_too_few: 'A question needs at least two answers.',
  answers_too_many: 'A question can have at most ten answers.',
  answer_title_required: 'Every answer needs a text.',
  answer_title_too_long: 'An answer text is too long.',
  answer_correct_required: 'Mark at least one answer as correct.',
  poll_has_no_correct_answer: 'A poll has no correct answer.',
  true_false_needs_two_answers: 'A true/false question has exactly two answers.',
  time_limit_invalid: 'The time limit must be between 5 and 600 seconds.',
  answer_score_invalid: 'An answer score must be a whole number from 0 to 10000.',
  limit_player_invalid: 'The player limit is not valid.',
  show_number_question_invalid: 'The number of questions to play is not valid.',
  question_duplicate: 'Two questions have the same id.',
  questions_too_many: 'A quiz can have at most 200 questions.',
  quiz_description_too_long: 'The description is too long.',
  quiz_not_active: 'Only an active quiz can go live.',
  quiz_has_no_questions: 'Add a question first.',
  game_not_found: 'No such game.',
  join_code_not_found: 'No live game or quiz has that code.',
  join_too_many_attempts: 'Too many wrong codes were tried from this network; wait and try again.',
  player_limit_above_operator: 'That is more players than one game can take here.',
  phone_invalid: 'That phone number is not valid.',
  phone_already_exists: 'That phone number is used by another account.',
  email_already_confirmed: 'The address is confirmed already.',
  email_managed_by_provider: 'The address comes from your sign-in provider.',
  upload_invalid_type: 'Only PNG, JPEG, GIF and WebP images.',
  upload_too_large: 'The file is too large.',
  upload_image_too_big: 'The image is too large in pixels.',
  login_wrong_password: 'That password is not right.',
  captcha_invalid: 'The captcha was not solved, or was used already.',
  text_invalid_characters: 'A field contains invisible, control or direction characters that cannot be used.',
  upload_malformed: 'The upload is not a well-formed multipart request.',
};
