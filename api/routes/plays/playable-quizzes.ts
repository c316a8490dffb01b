import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { QuizQuestion } from '../../../domain/quiz/rules.ts';
import { deepFreeze } from '../../../domain/shared/deep-freeze.ts';
import type { QuizzesTable, QuizzesTables } from '../../../projections/quizzes/index.ts';
import { BatchedLookup } from '../../database/batched-lookup.ts';

/** Quizzes whose questions are kept at most; the least recently started is dropped first. */
const CACHE_LIMIT = 1_000;

type Row = Omit<QuizzesTable, 'questions'>;

/**
 * The quiz a new play starts from, read from `rm_quizzes` by its code. Every start copies the quiz's
 * questions into its PlayStarted event, and when a class starts at once the same few kilobytes were
 * read and parsed hundreds of times a second. The questions are now kept per quiz version: a start
 * reads the row without them, and reads them again only when the version moved on. Kept questions
 * are frozen, so no play can change another's copy (and the log's text check can trust them once).
 * The rows themselves are read in batches: a class starting at once sends one read, not one each.
 */
export class PlayableQuizzes {
  readonly #db: Kysely<QuizzesTables>;
  readonly #questions = new LRUCache<string, { version: number; questions: readonly QuizQuestion[] }>({
    max: CACHE_LIMIT,
  });

  readonly #byCode: BatchedLookup<string, Row>;
  readonly #byId: BatchedLookup<string, Row>;

  constructor(db: Kysely<QuizzesTables>) {
    this.#db = db;
    this.#byCode = new BatchedLookup(async (codes) => {
      const rows = await this.#withoutQuestions().where('code', 'in', codes).execute();
      return new Map(rows.map((row) => [row.code, row]));
    });
    this.#byId = new BatchedLookup(async (ids) => {
      const rows = await this.#withoutQuestions().where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row]));
    });
  }

  async byCode(code: string): Promise<QuizzesTable | undefined> {
    const row = await this.#byCode.get(code);
    return row && this.#complete(row);
  }

  async byId(id: string): Promise<QuizzesTable | undefined> {
    const row = await this.#byId.get(id);
    return row && this.#complete(row);
  }

  #withoutQuestions() {
    return this.#db
      .selectFrom('rm_quizzes')
      .select([
        'id',
        'code',
        'title',
        'owner_id',
        'description',
        'active',
        'settings',
        'picture',
        'audience',
        'custom_message',
        'look',
        'version',
        'created_at',
        'updated_at',
      ]);
  }

  async #complete(row: Row): Promise<QuizzesTable | undefined> {
    const kept = this.#questions.get(row.id);
    if (kept?.version === row.version) return { ...row, questions: kept.questions as QuizQuestion[] };
    // Read with its version: a quiz edited between the two reads is read whole, as it is now.
    const full = await this.#db
      .selectFrom('rm_quizzes')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirst();
    if (!full) return undefined;
    const questions = deepFreeze(full.questions);
    this.#questions.set(full.id, { version: full.version, questions });
    return { ...full, questions: questions as QuizQuestion[] };
  }
}
