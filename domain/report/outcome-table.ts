import type { OutcomePlayer } from './statistics.ts';

const NONE = 0;
const WRONG = 1;
const RIGHT = 2;

/** A table as plain data, for another thread (structured clone keeps no class or private field). */
export interface OutcomeTableData {
  questionCount: number;
  ids: string[];
  names: string[];
  scores: number[];
  points: Float64Array<ArrayBuffer>;
  receivedMs: Float64Array<ArrayBuffer>;
  verdicts: Uint8Array<ArrayBuffer>;
}

/**
 * The present players of a run and the outcome of each answer (points, verdict, arrival), kept as
 * numbers in flat typed arrays, one row per player in the order given: a hall of ten thousand players
 * and twenty questions is a few megabytes outside the JavaScript heap instead of two hundred thousand
 * answer objects in it. Statistics (statistics.ts) and the report files (projections/reports/exports)
 * read it; removed players are never added.
 */
export class OutcomeTable {
  readonly questionCount: number;
  readonly #ids: string[] = [];
  readonly #names: string[] = [];
  readonly #scores: number[] = [];
  readonly #rows = new Map<string, number>();
  #points: Float64Array;
  #receivedMs: Float64Array;
  #verdicts: Uint8Array;

  constructor(questionCount: number, expectedPlayers = 16) {
    this.questionCount = questionCount;
    const cells = Math.max(1, expectedPlayers) * questionCount;
    this.#points = new Float64Array(cells);
    this.#receivedMs = new Float64Array(cells);
    this.#verdicts = new Uint8Array(cells);
  }

  /** The present players of `players` (removed ones left out), in their order. */
  static of(questionCount: number, players: readonly OutcomePlayer[]): OutcomeTable {
    const table = new OutcomeTable(questionCount, players.length);
    for (const player of players) {
      if (player.kicked) continue;
      const row = table.addPlayer(player.player_id, player.name, player.score);
      for (const [key, answer] of Object.entries(player.answers)) {
        table.setAnswer(row, Number(key), answer.points, answer.correct, Date.parse(answer.receivedAt));
      }
    }
    return table;
  }

  /** The table as data, its arrays cut to the rows in use (a worker thread makes the report's file). */
  toData(): OutcomeTableData {
    const cells = this.#ids.length * this.questionCount;
    return {
      questionCount: this.questionCount,
      ids: this.#ids,
      names: this.#names,
      scores: this.#scores,
      points: this.#points.slice(0, cells),
      receivedMs: this.#receivedMs.slice(0, cells),
      verdicts: this.#verdicts.slice(0, cells),
    };
  }

  static fromData(data: OutcomeTableData): OutcomeTable {
    const table = new OutcomeTable(data.questionCount, 0);
    data.ids.forEach((id, row) => {
      table.#ids.push(id);
      table.#names.push(data.names[row]!);
      table.#scores.push(data.scores[row]!);
      table.#rows.set(id, row);
    });
    table.#points = data.points;
    table.#receivedMs = data.receivedMs;
    table.#verdicts = data.verdicts;
    return table;
  }

  get size(): number {
    return this.#ids.length;
  }

  /** Adds a player with no answers yet; returns their row. */
  addPlayer(playerId: string, name: string, score: number): number {
    const row = this.#ids.length;
    this.#ids.push(playerId);
    this.#names.push(name);
    this.#scores.push(score);
    this.#rows.set(playerId, row);
    if ((row + 1) * this.questionCount > this.#verdicts.length) this.#grow();
    return row;
  }

  /** An answer's outcome; answers to questions the run does not have are ignored, as statistics ignore them. */
  setAnswer(row: number, questionIndex: number, points: number, correct: boolean, receivedMs: number): void {
    if (!Number.isInteger(questionIndex) || questionIndex < 0 || questionIndex >= this.questionCount) return;
    const cell = row * this.questionCount + questionIndex;
    this.#points[cell] = points;
    this.#receivedMs[cell] = receivedMs;
    this.#verdicts[cell] = correct ? RIGHT : WRONG;
  }

  rowOf(playerId: string): number | undefined {
    return this.#rows.get(playerId);
  }

  playerId(row: number): string {
    return this.#ids[row]!;
  }

  name(row: number): string {
    return this.#names[row]!;
  }

  score(row: number): number {
    return this.#scores[row]!;
  }

  answered(row: number, questionIndex: number): boolean {
    return this.#verdicts[row * this.questionCount + questionIndex] !== NONE;
  }

  correct(row: number, questionIndex: number): boolean {
    return this.#verdicts[row * this.questionCount + questionIndex] === RIGHT;
  }

  /** The answer's points; only meaningful when `answered`. */
  points(row: number, questionIndex: number): number {
    return this.#points[row * this.questionCount + questionIndex]!;
  }

  /** When the answer arrived (ms since the epoch); only meaningful when `answered`. */
  receivedMs(row: number, questionIndex: number): number {
    return this.#receivedMs[row * this.questionCount + questionIndex]!;
  }

  #grow(): void {
    const cells = Math.max(this.#verdicts.length * 2, this.questionCount);
    const points = new Float64Array(cells);
    points.set(this.#points);
    this.#points = points;
    const received = new Float64Array(cells);
    received.set(this.#receivedMs);
    this.#receivedMs = received;
    const verdicts = new Uint8Array(cells);
    verdicts.set(this.#verdicts);
    this.#verdicts = verdicts;
  }
}
