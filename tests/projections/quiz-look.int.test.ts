import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readLog } from '../../commands/event-store/read-log.ts';
import type { QuizEvent } from '../../domain/quiz/events.ts';
import { DEFAULT_QUIZ_LOOK, type QuizLook } from '../../domain/quiz/look.ts';
import { findQuizById } from '../../projections/quizzes/index.ts';
import { quizzesProjection } from '../../projections/quizzes/projection.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { postgresBackends } from '../support/backends.ts';
import { metadata, useEventStore } from '../support/event-store-fixture.ts';

/*
 * A quiz's look on the read side: a quiz that never changed it (every quiz from before looks) shows the
 * spec's defaults; a changed look is shown whole, the latest one wins; a rebuild writes the same rows.
 */

const OLD = '00000000-0000-4000-8000-00000000c001';
const THEMED = '00000000-0000-4000-8000-00000000c002';
const created = (quizId: string, code: string): QuizEvent => ({
  type: 'QuizCreated',
  data: { quizId, code, title: 'Fjords', ownerId: 'owner-1' },
});
const looked = (quizId: string, look: QuizLook): QuizEvent => ({
  type: 'QuizLookChanged',
  data: { quizId, look },
});
const FIRST: QuizLook = { ...DEFAULT_QUIZ_LOOK, theme_name: 'theme_3' };
const LATEST: QuizLook = {
  ...DEFAULT_QUIZ_LOOK,
  theme_name: 'theme_2',
  theme_colors: { button_color: '#00aa55' },
  background_type: 'image',
  background_image: '/media/quiz-images/a.screen.webp',
  background_image_blur: 5,
};

describe.each(postgresBackends())("a quiz's look in the read model ($name PostgreSQL)", (backend) => {
  const fixture = useEventStore(backend);
  const runner = () =>
    new ProjectionRunner({
      db: fixture.connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: [quizzesProjection],
      publish: () => {},
      batchSize: 1,
    });
  const rows = async () =>
    (
      await sql<{
        id: string;
        look: unknown;
        version: number;
      }>`select id, look, version from rm_quizzes order by id`.execute(fixture.connection.db)
    ).rows;

  beforeAll(async () => {
    await fixture.store.append(
      [{ streamName: `quiz-${OLD}`, expectedVersion: 0, events: [created(OLD, 'oldquiz2')] }],
      metadata(),
    );
    await fixture.store.append(
      [
        {
          streamName: `quiz-${THEMED}`,
          expectedVersion: 0,
          events: [created(THEMED, 'themed23'), looked(THEMED, FIRST), looked(THEMED, LATEST)],
        },
      ],
      metadata(),
    );
    const live = runner();
    await vi.waitFor(async () => {
      await live.catchUp();
      expect((await rows()).map((r) => r.version)).toEqual([1, 3]);
    });
    await live.stop();
  });

  it('shows the defaults for a quiz that never chose a look, and the latest look whole', async () => {
    expect((await findQuizById(fixture.connection.db as never, OLD))?.look).toEqual(DEFAULT_QUIZ_LOOK);
    expect((await findQuizById(fixture.connection.db as never, THEMED))?.look).toEqual(LATEST);
  });

  it('writes the same rows when rebuilt from the log', async () => {
    const before = await rows();
    const again = runner();
    await again.rebuild('quizzes');
    expect(await rows()).toEqual(before);
    await again.stop();
  });
});
