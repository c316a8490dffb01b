import type { EditingState } from '../../domain/quiz-editing/rules.ts';

/**
 * Where each quiz's editing seat lives (domain/quiz-editing): one node's memory, or Redis when
 * several nodes serve the installation, so two people on two nodes still meet at one seat.
 */
export interface EditingSeats {
  /** The seat of a quiz as it is now (null: nobody has opened its editor lately). */
  read(quizId: string): Promise<EditingState | null>;
  /**
   * Changes the seat atomically: `change` gets the state as it is now and returns the next one (or
   * throws, changing nothing). Concurrent changes never overwrite each other; `change` may run again.
   */
  update(quizId: string, change: (state: EditingState | null) => EditingState): Promise<EditingState>;
}
