import type { EditingState } from '../../domain/quiz-editing/rules.ts';
import type { EditingSeats } from './port.ts';

/** One node's seats. Entries of editors long gone are dropped on the next change of that quiz. */
export function inMemoryEditingSeats(): EditingSeats {
  const seats = new Map<string, EditingState>();
  return {
    async read(quizId) {
      return seats.get(quizId) ?? null;
    },
    async update(quizId, change) {
      // Single-threaded: read, change and write happen without another update in between.
      const next = change(seats.get(quizId) ?? null);
      if (next.editor === null && next.request === null && next.answer === null) seats.delete(quizId);
      else seats.set(quizId, next);
      return next;
    },
  };
}
