import { SESSION_COOKIE_HEADER } from '../../api/contracts/session-cookie.ts';
import { ApiError, apiErrorFromBody, codeForStatus } from './api-error.ts';

/** Long enough for a slow school network, short enough that a stuck request is reported. */
const DEFAULT_TIMEOUT_MS = 15_000;

export interface RequestOptions {
  timeoutMs?: number;
  /**
   * Send the signed-in user's token, and on a 401 renew it once and retry (the default). The sign-in
   * calls turn it off: their 401 means "wrong password", not "token expired".
   */
  authenticate?: boolean;
  /** Send exactly this token and never renew it (checking a token is not using it). */
  bearer?: string;
  /** Let the request finish even if the page is left at once (logging out, then closing the tab). */
  keepalive?: boolean;
  /** Extra headers (a guest's play token). */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the client gets the signed-in user's token; the session installs it when the app starts. */
export interface ApiAuthentication {
  /** The token to send (renewed first when it is about to run out); null when nobody is signed in. */
  tokenForRequest(): Promise<string | null>;
  /** After the server refused `rejected` with 401: a renewed token to retry with, or null. */
  renewAfterRejection(rejected: string): Promise<string | null>;
}

let authentication: ApiAuthentication | null = null;

export function setApiAuthentication(next: ApiAuthentication | null): void {
  authentication = next;
}

/**
 * Calls the API on the same origin and returns the `data` of its `{ data }` reply.
 * Every failure becomes an ApiError whose code is an `errors.` key.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  {
    timeoutMs = DEFAULT_TIMEOUT_MS,
    authenticate = true,
    bearer,
    keepalive = false,
    headers = {},
  }: RequestOptions = {},
): Promise<T> {
  const auth = authenticate && bearer === undefined ? authentication : null;
  const token = bearer ?? (auth ? await auth.tokenForRequest() : null);
  let response = await send(method, path, body, token, { timeoutMs, keepalive, extra: headers });
  if (response.status === 401 && auth && token !== null) {
    // Renew once and retry once: the server refused the request before doing anything, so a retry is safe.
    const renewed = await auth.renewAfterRejection(token);
    if (renewed !== null)
      response = await send(method, path, body, renewed, { timeoutMs, keepalive, extra: headers });
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

async function send(
  method: Method,
  path: string,
  body: unknown,
  token: string | null,
  { timeoutMs, keepalive, extra }: { timeoutMs: number; keepalive: boolean; extra: Record<string, string> },
): Promise<Response> {
  // The web app keeps refresh tokens in HttpOnly cookies, out of reach of the page's scripts.
  const headers: Record<string, string> = {
    ...extra,
    accept: 'application/json',
    [SESSION_COOKIE_HEADER]: '1',
  };
  // A file upload goes as multipart: the browser writes its content type, with the boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  if (token !== null) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
      keepalive,
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    throw new ApiError(timedOut ? 'request_timeout' : 'something_went_wrong', 0, String(cause));
  }
}

export function apiGet<T>(path: string, options?: RequestOptions): Promise<T> {
  return apiRequest<T>('GET', path, undefined, options);
}

/** The signed-in user's token for a call this client does not make itself (web/http/api-download.ts). */
export const currentApiToken = (): Promise<string | null> =>
  authentication ? authentication.tokenForRequest() : Promise.resolve(null);
