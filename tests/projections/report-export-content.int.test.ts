import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { generateLog } from '../../bench/reports/generate-log.ts';
import { readLog } from '../../commands/event-store/read-log.ts';
import { reportStatistics } from '../../domain/report/statistics.ts';
import { gameReportsProjection } from '../../projections/game-reports/index.ts';
import { readExportContent, readReportContent, reportsProjection } from '../../projections/reports/index.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { postgresBackends } from '../support/backends.ts';
import { useEventStore } from '../support/event-store-fixture.ts';

/*
 * A report's files read their players in pages and without what each player answered (issue 14): the
 * same players, points, verdicts and times as the report page reads, so the same statistics.
 */
describe.each(postgresBackends())('the content a report file is made from ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  let gameId: string;

  beforeAll(async () => {
    const log = await generateLog(
      fixture.store,
      {
        games: 0,
        playersPerGame: 1,
        questionsPerGame: 1,
        bigGame: { players: 23, questions: 3 },
        playsAlone: 0,
        assignmentPlays: 0,
        whitelists: 0,
      },
      { quizId: randomUUID(), quizCode: 'exports1', quizTitle: 'Exports', hostId: randomUUID() },
    );
    gameId = log.bigGameId!;
    const runner = new ProjectionRunner({
      db: fixture.connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: [gameReportsProjection, reportsProjection],
      publish: () => {},
    });
    await vi.waitFor(async () => {
      await runner.catchUp();
      expect((await readReportContent(fixture.connection.db, gameId))?.report.phase).toBe('finished');
    });
    await runner.stop();
  });

  it('reads every player across pages, with the outcomes of their answers but not the answers', async () => {
    const full = (await readReportContent(fixture.connection.db, gameId))!;
    const paged = (await readExportContent(fixture.connection.db, gameId, { pageSize: 5 }))!;
    expect(paged.players).toHaveLength(23);
    expect(paged.report).toEqual(full.report);
    expect(paged.opens).toEqual(full.opens);
    const byId = new Map(full.players.map((p) => [p.player_id, p]));
    for (const player of paged.players) {
      const same = byId.get(player.player_id)!;
      expect(player.score).toBe(same.score);
      expect(Object.keys(player.answers)).toHaveLength(3);
      for (const [index, answer] of Object.entries(player.answers)) {
        const { answer: _given, ...outcome } = same.answers[index]!;
        expect(answer).toEqual(outcome);
        expect(answer).not.toHaveProperty('answer');
      }
    }
    expect(reportStatistics(paged.questions, paged.players, paged.opens)).toEqual(
      reportStatistics(full.questions, full.players, full.opens),
    );
  });
});
