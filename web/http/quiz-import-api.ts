import type { Static } from 'typebox';
import type { ImportedQuizReply } from '../../api/contracts/quiz-transfer.ts';
import type { CaptchaChallenge } from '../../api/contracts/quizzes.ts';
import { apiGet, apiRequest } from './api-client.ts';
import { solveCaptcha } from './solve-captcha.ts';

/** A spreadsheet takes a moment to read on the server; a school network a moment to send it. */
const IMPORT_TIMEOUT_MS = 60_000;

/**
 * POST /api/quizzes/import (multipart): a new quiz from Kahoot!'s spreadsheet template or a Kviss file.
 * Solves the same captcha as creating a quiz. Fails with `import_has_problems` and
 * `details.problems` when the file has problems (nothing is created then).
 */
export async function importQuiz(file: File, title: string): Promise<ImportedQuizReply> {
  const challenge = await apiGet<Static<typeof CaptchaChallenge>>('/api/captcha');
  const body = new FormData();
  body.append('captcha_response', await solveCaptcha(challenge));
  body.append('title', title);
  body.append('file', file, file.name);
  return apiRequest('POST', '/api/quizzes/import', body, { timeoutMs: IMPORT_TIMEOUT_MS });
}
