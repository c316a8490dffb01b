import type { Static } from 'typebox';
import type {
  LibraryEntry,
  LibraryListingBody,
  LibraryPage,
  LibraryPreviewBody,
} from '../../../../api/contracts/library.ts';
import type { CaptchaChallenge, CreatedQuiz } from '../../../../api/contracts/quizzes.ts';
import type { Subject } from '../../../../api/contracts/schools.ts';
import type { PlayView } from '../../../../domain/play/views.ts';
import { apiGet, apiRequest } from '../../../http/api-client.ts';
import { solveCaptcha } from '../../../http/solve-captcha.ts';

/** The calls of the school library (api/routes/library), typed by api/contracts/library.ts. */

const school = (schoolId: string, rest = '') => `/api/schools/${encodeURIComponent(schoolId)}${rest}`;

export interface LibraryFilter {
  search: string;
  subject: string;
  grade: string;
  level: string;
  /** '' for this school's library; 'country' for what the country's schools listed for everyone. */
  scope: '' | 'country';
  page: number;
}

export function readLibrary(schoolId: string, filter: LibraryFilter, pageSize = 12) {
  const query = new URLSearchParams({ page: String(filter.page), page_size: String(pageSize) });
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.subject) query.set('subject', filter.subject);
  if (filter.grade) query.set('grade', filter.grade);
  if (filter.level) query.set('level', filter.level);
  if (filter.scope) query.set('scope', filter.scope);
  return apiRequest<LibraryPage>('GET', school(schoolId, `/library?${query}`));
}

export const readLibrarySubjects = (schoolId: string) =>
  apiRequest<Subject[]>('GET', school(schoolId, '/library/subjects'));

export const shareToLibrary = (schoolId: string, body: LibraryListingBody) =>
  apiRequest<LibraryEntry>('POST', school(schoolId, '/library'), body);
export const updateLibraryEntry = (schoolId: string, body: LibraryListingBody) =>
  apiRequest<LibraryEntry>('PUT', school(schoolId, '/library'), body);
export const removeFromLibrary = (schoolId: string, quizId: string) =>
  apiRequest<null>('POST', school(schoolId, '/removeQuizFromLibrary'), { quiz_id: quizId });
export const readMyLibraryEntry = (quizId: string) =>
  apiRequest<LibraryEntry | null>('GET', `/api/library/quiz/${encodeURIComponent(quizId)}`);

export const previewStep = (schoolId: string, quizId: string, body: LibraryPreviewBody) =>
  apiRequest<{ play: PlayView; server_now: string }>(
    'POST',
    school(schoolId, `/library/${encodeURIComponent(quizId)}/preview`),
    body,
  );

/** Copy to my quizzes (spec copyToMyQuiz, logged as clone_quiz): solves the server's captcha first. */
export async function copyFromLibrary(quizId: string): Promise<CreatedQuiz> {
  const challenge = await apiGet<Static<typeof CaptchaChallenge>>('/api/captcha');
  return apiRequest<CreatedQuiz>('POST', `/api/copyToMyQuiz/${encodeURIComponent(quizId)}`, {
    captcha_response: await solveCaptcha(challenge),
  });
}
