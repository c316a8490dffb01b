/**
 * The Whitelist tab of My Quiz (spec §2). The spec gives no path of its own; it sits beside the
 * creator's quizzes, as the other tabs do.
 */
export const WHITELISTS_PATH = '/my-quiz/whitelists';

/** Who may join a game opened from `/start-quiz/{id}`: `?admission=feide` or `?admission=whitelist:<id>`. */
export const ADMISSION_PARAM = 'admission';

export type AdmissionChoice = { kind: 'feide' } | { kind: 'whitelist'; whitelist_id: string };

export function admissionParam(choice: AdmissionChoice): string {
  return choice.kind === 'feide' ? 'feide' : `whitelist:${choice.whitelist_id}`;
}

/** The choice in a start page's address, or null for anyone (a malformed one is the server's to refuse). */
export function admissionFromParam(value: string | null): AdmissionChoice | null {
  if (value === 'feide') return { kind: 'feide' };
  if (value?.startsWith('whitelist:'))
    return { kind: 'whitelist', whitelist_id: value.slice('whitelist:'.length) };
  return null;
}
