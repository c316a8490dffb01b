import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { generateLog } from '../../bench/reports/generate-log.ts';
import { readLog } from '../../commands/event-store/read-log.ts';
import { reportStatistics, tableStatistics } from '../../domain/report/statistics.ts';
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
    // Both read models caught up: the report's row (reports) and the game's players (game-reports),
    // which may be a pass behind it while another transaction holds the log's horizon back.
    await vi.waitFor(async () => {
      await runner.catchUp();
      const content = await readReportContent(fixture.connection.db, gameId);
      expect(content?.report.phase).toBe('finished');
      expect(content?.players).toHaveLength(23);
    });
    await runner.stop();
  });

  it('reads every present player across pages, with the outcomes of their answers', async () => {
    const full = (await readReportContent(fixture.connection.db, gameId))!;
    const paged = (await readExportContent(fixture.connection.db, gameId, { pageSize: 5 }))!;
    const present = full.players.filter((p) => !p.kicked);
    expect(paged.outcomes.size).toBe(present.length);
    expect(present.length).toBeGreaterThan(5);
    expect(paged.report).toEqual(full.report);
    expect(paged.opens).toEqual(full.opens);
    const { outcomes } = paged;
    for (const player of present) {
      const row = outcomes.rowOf(player.player_id)!;
      expect(outcomes.name(row)).toBe(player.name);
      expect(outcomes.score(row)).toBe(player.score);
      for (let index = 0; index < 3; index++) {
        const answer = player.answers[String(index)];
        expect(outcomes.answered(row, index)).toBe(answer !== undefined);
        if (!answer) continue;
        expect(outcomes.points(row, index)).toBe(answer.points);
        expect(outcomes.correct(row, index)).toBe(answer.correct);
        expect(outcomes.receivedMs(row, index)).toBe(Date.parse(answer.receivedAt));
      }
    }
    expect(tableStatistics(paged.questions, outcomes, paged.opens)).toEqual(
      reportStatistics(full.questions, full.players, full.opens),
    );
  });
});
