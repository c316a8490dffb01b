import { ApiError, apiErrorFromBody, codeForStatus } from './api-error.ts';

/** Long enough for a slow school network, short enough that a stuck request is reported. */
const DEFAULT_TIMEOUT_MS = 15_000;

export interface RequestOptions {
  timeoutMs?: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls the API on the same origin and returns the `data` of its `{ data }` reply.
 * Every failure becomes an ApiError whose code is an `errors.` key.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  { timeoutMs = DEFAULT_TIMEOUT_MS }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    throw new ApiError(timedOut ? 'request_timeout' : 'something_went_wrong', 0, String(cause));
  }

  const parsed: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw (
      apiErrorFromBody(parsed, response.status) ??
      new ApiError(codeForStatus(response.status), response.status, `HTTP ${response.status}`)
    );
  }
  if (typeof parsed !== 'object' || parsed === null || !('data' in parsed)) {
    throw new ApiError('something_went_wrong', response.status, `reply to ${method} ${path} has no data`);
  }
  return parsed.data as T;
}

export function apiGet<T>(path: string, options?: RequestOptions): Promise<T> {
  return apiRequest<T>('GET', path, undefined, options);
}
