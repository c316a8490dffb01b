import { currentApiToken } from './api-client.ts';
import { ApiError, apiErrorFromBody, codeForStatus } from './api-error.ts';

/**
 * Downloads a file the API makes (a report's XLSX or PDF) with the signed-in user's token, when there is
 * one: a plain link could not send it. The name is the server's (Content-Disposition). Kept apart from
 * api-client.ts so the join page does not carry it.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string }> {
  const token = await currentApiToken();
  let response: Response;
  try {
    response = await fetch(path, {
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(120_000),
    });
  } catch (cause) {
    throw new ApiError('something_went_wrong', 0, String(cause));
  }
  if (!response.ok) {
    const parsed: unknown = await response.json().catch(() => undefined);
    throw (
      apiErrorFromBody(parsed, response.status) ??
      new ApiError(codeForStatus(response.status), response.status, `HTTP ${response.status}`)
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : 'report' };
}
