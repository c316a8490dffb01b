import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../domain/shared/upload-rules.ts';
import { apiGet } from '../../http/api-client.ts';
import { ApiError, apiErrorFromBody, codeForStatus } from '../../http/api-error.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { appStore } from '../../state/app-store.ts';

/*
 * POST /api/quizzes/upload-image as multipart (field `file`), for a question's picture. Minimal on
 * purpose: qt-order's web/question-types/shared/image-field.tsx is meant to own uploads for every
 * type; until it is on main, the hotspot and the slide use this one.
 */

/** Refused in the browser before a byte is sent: the server would refuse it too (spec §5: images 4 MB). */
export function imageProblem(file: { size: number; type: string }): string | null {
  if (!Object.hasOwn(IMAGE_TYPES, file.type)) return 'upload_invalid_type';
  if (file.size > IMAGE_MAX_BYTES) return 'upload_too_large';
  return null;
}

function currentToken(): string | null {
  const state = appStore.get(sessionAtom);
  return state.status === 'signed-in' ? state.token : null;
}

/** The stored image's media path (`/media/quiz-images/...`). */
export async function uploadQuestionImage(file: File): Promise<string> {
  const send = async () => {
    const body = new FormData();
    body.append('file', file, file.name);
    const token = currentToken();
    try {
      return await fetch('/api/quizzes/upload-image', {
        method: 'POST',
        body,
        headers: token ? { authorization: `Bearer ${token}`, accept: 'application/json' } : {},
        credentials: 'same-origin',
        signal: AbortSignal.timeout(60_000),
      });
    } catch (cause) {
      throw new ApiError('something_went_wrong', 0, String(cause));
    }
  };
  let response = await send();
  if (response.status === 401) {
    // A JSON call renews the token (the JSON client knows how); then the upload is tried once more.
    await apiGet('/api/users/me');
    response = await send();
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw (
      apiErrorFromBody(parsed, response.status) ??
      new ApiError(codeForStatus(response.status), response.status, `HTTP ${response.status}`)
    );
  }
  return (parsed as { data: { upload_path: string } }).data.upload_path;
}
