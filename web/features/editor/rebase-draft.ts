import type { QuizDraft } from './quiz-draft.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Per key: the author's value where they changed it since `base`, otherwise the other version's. */
function pick<T extends object>(base: T, mine: T, theirs: T): T {
  const merged = { ...theirs };
  for (const key of Object.keys(mine) as (keyof T)[]) {
    if (!same(mine[key], base[key])) merged[key] = mine[key];
  }
  return merged;
}

/**
 * After a conflict, "keep my changes": the author's draft laid over the version now on the server, a
 * three-way merge from the copy they started from (`base`). What only the other side changed is kept;
 * where the author changed a field (a setting, a title, the question list as a whole) theirs wins.
 */
export function rebaseDraft(base: QuizDraft, mine: QuizDraft, theirs: QuizDraft): QuizDraft {
  const merged = pick(base, mine, theirs);
  return {
    ...merged,
    settings: pick(base.settings, mine.settings, theirs.settings),
    audience: pick(base.audience, mine.audience, theirs.audience),
    picture: pick(base.picture, mine.picture, theirs.picture),
    clones: mine.clones,
  };
}
