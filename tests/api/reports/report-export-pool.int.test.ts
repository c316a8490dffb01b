import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyWork } from '../../../api/heavy-work/pool.ts';
import { postgresBackends } from '../../support/backends.ts';
import { liveQuiz, quizCode } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/*
 * Issue 28 item 11: a report's file is made off the event loop, in the heavy-work pool (DESIGN §7).
 * One thread and no queue here, and two seconds a job: while a file takes seconds of CPU the server
 * still answers, a second file finds the pool full ("busy", with Retry-After), and the slow one is
 * stopped at its limit with a clear error. The pool is read from the environment when first used.
 */
process.env.KVISS_HEAVY_WORK_THREADS = '1';
process.env.KVISS_HEAVY_WORK_QUEUE = '0';
process.env.KVISS_HEAVY_WORK_TIME_LIMIT_MS = '2000';

/** The worst text for the PDF writer: U+FDFA, Noto's widest ligature, cut to fit again and again. */
const heavyQuestions = Array.from({ length: 40 }, (_, i) => ({
  question_id: `q${i}`,
  kind: 'multiple_choice',
  title: '\uFDFA'.repeat(250),
  time_limit: 20,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: 'a', title: 'A', is_correct: true, score: 1000 },
    { answer_id: 'b', title: 'B', is_correct: false, score: 0 },
  ],
}));

describe.each(postgresBackends())('report files in the heavy-work pool ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let heavyReport: string;
  let lightReport: string;

  /** A report of one play of a new quiz with these questions. */
  async function reportOf(questions?: unknown[]): Promise<string> {
    const quizId = await liveQuiz(t.app, owner.headers, questions ? { questions } : {});
    await t.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers: owner.headers,
      payload: { _id: quizId, show_number_question: questions?.length ?? 2 },
    });
    const code = await quizCode(t.app, quizId, owner.headers);
    const started = await t.app.inject({ method: 'POST', url: '/api/plays', payload: { code, name: 'Zoë' } });
    const reportId: string = started.json().data.play.playId;
    for (let i = 0; i < 200; i++) {
      if ((await get(`/api/reports/id/${reportId}`)).statusCode === 200) return reportId;
      await sleep(25);
    }
    throw new Error('the report never showed');
  }

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: owner.headers });

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'Report Owner');
    heavyReport = await reportOf(heavyQuestions);
    lightReport = await reportOf();
  });
  afterAll(async () => {
    await heavyWork().close();
    await t?.close();
  });

  it('answers other requests while a heavy file is made, says busy when full, and stops a job past its limit', async () => {
    let finished = false;
    const heavy = get(`/api/reports/id/${heavyReport}/export/pdf`).then((response) => {
      finished = true;
      return response;
    });
    // Until the job has reached the pool (its report read first).
    while (heavyWork().load === 0 && !finished) await sleep(5);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(finished).toBe(false);

    const busy = await get(`/api/reports/id/${lightReport}/export/pdf`);
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error.code).toBe('server_busy');
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);

    const stopped = await heavy;
    expect(stopped.statusCode).toBe(422);
    expect(stopped.json().error.code).toBe('work_too_heavy');
  });

  it('makes files again once the stopped job is gone: its thread was replaced', async () => {
    const pdf = await get(`/api/reports/id/${lightReport}/export/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await get(`/api/reports/id/${lightReport}/export/xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
