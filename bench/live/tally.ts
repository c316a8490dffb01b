import { QUESTION_COUNT } from './quiz-setup.ts';

const perQuestion = () => new Array<number>(QUESTION_COUNT).fill(0);

/**
 * Counters every player bumps as its messages arrive, so "has everyone got
 * it yet?" is a comparison, not a walk over thousands of players.
 */
export class Tally {
  joined = 0;
  joinFailed = 0;
  /** Players that saw the room leave the lobby (the game started). */
  started = 0;
  questionReceived = perQuestion();
  answersSent = perQuestion();
  acked = perQuestion();
  answerErrors = perQuestion();
  /** Players that got their own results (`game.you`) after the question closed. */
  results = perQuestion();
  finished = 0;
  disconnects = 0;
  /** Everything that should not happen in a clean run, by what it was (error code, replaced, kicked). */
  readonly surprises = new Map<string, number>();

  surprise(kind: string): void {
    this.surprises.set(kind, (this.surprises.get(kind) ?? 0) + 1);
  }
}
