/*
 * A title a signed-out visitor asked to create a quiz with, kept in this tab while they sign up or log
 * in, so the quiz is made the moment they are back — they type and submit it once. In sessionStorage,
 * not the URL: a link someone else sends can pre-fill a title, but never make a quiz by itself.
 */
const KEY = 'kviss.pending-quiz-title';

export function rememberPendingQuizTitle(title: string): void {
  try {
    sessionStorage.setItem(KEY, title);
  } catch {
    // Storage blocked: the visitor submits once more when back, as before.
  }
}

/** The pending title, if it is the one on the page; taken once, so a reload does not make a second quiz. */
export function takePendingQuizTitle(title: string): boolean {
  try {
    const pending = sessionStorage.getItem(KEY);
    if (pending === null) return false;
    sessionStorage.removeItem(KEY);
    return pending === title;
  } catch {
    return false;
  }
}
