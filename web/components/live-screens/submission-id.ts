/**
 * A new submission id for an answer; resends reuse it, so the server takes the answer once. Built from
 * getRandomValues, which (unlike randomUUID) also works on a plain-http classroom server.
 */
export function newSubmissionId(bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
