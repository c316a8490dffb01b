import { DEFAULT_QUIZ_LOOK, type QuizLook } from '../../domain/quiz/look.ts';
import type { QuizzesTable } from './table.ts';

/** The row's look; a quiz whose look never changed (or from before looks) has the spec's defaults. */
export const lookOf = (row: Pick<QuizzesTable, 'look'>): QuizLook => ({ ...DEFAULT_QUIZ_LOOK, ...row.look });
