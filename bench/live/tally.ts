/**
 * Counters every player bumps as its messages arrive, so "has everyone got
 * it yet?" is a comparison, not a walk over thousands of players.
 */
export class Tally {
  joined = 0;
  joinFailed = 0;
  /** Players that saw the room leave the lobby (the game started). */
  started = 0;
  readonly questionReceived: number[];
  readonly answersSent: number[];
  readonly acked: number[];
  readonly answerErrors: number[];
  /** Players that got their own results (`game.you`) after the question closed. */
  readonly results: number[];
  finished = 0;
  disconnects = 0;
  /** Everything that should not happen in a clean run, by what it was (error code, replaced, kicked). */
  readonly surprises = new Map<string, number>();

  constructor(questions: number) {
    const perQuestion = () => new Array<number>(questions).fill(0);
    this.questionReceived = perQuestion();
    this.answersSent = perQuestion();
    this.acked = perQuestion();
    this.answerErrors = perQuestion();
    this.results = perQuestion();
  }

  surprise(kind: string): void {
    this.surprises.set(kind, (this.surprises.get(kind) ?? 0) + 1);
  }
}
