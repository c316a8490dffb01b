import type { ClientLogBody } from '../../api/contracts/settings.ts';

// A page stuck in an error loop must not flood the server log.
const MAX_REPORTS_PER_PAGE_LOAD = 10;

let reportsSent = 0;

/** The log entry for an error, cut to the lengths `POST /api/logs` accepts. */
export function clientLogBody(error: unknown, url: string, userAgent: string): ClientLogBody {
  const message = (error instanceof Error ? error.message : String(error)) || 'unknown error';
  const stack = error instanceof Error ? error.stack : undefined;
  return {
    level: 'error',
    message: message.slice(0, 2000),
    ...(stack ? { stack: stack.slice(0, 8000) } : {}),
    url: url.slice(0, 2000),
    userAgent: userAgent.slice(0, 500),
  };
}

/** Sends a browser error to the server log; reporting never throws, so it cannot cause errors of its own. */
export function reportClientError(error: unknown): void {
  if (reportsSent >= MAX_REPORTS_PER_PAGE_LOAD) return;
  reportsSent++;
  fetch('/api/logs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(clientLogBody(error, location.href, navigator.userAgent)),
    keepalive: true,
  }).catch(() => {});
}
