import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { answerTaken, type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

const run = promisify(execFile);

/*
 * A teacher's reports (issue 14) in real browsers: after a live game the teacher opens the quiz's
 * reports, reads who may need help, renames the report, downloads its XLSX and PDF, makes it public,
 * and a signed-out browser opens the read-only link.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

const CAPITAL = {
  question_id: 'capital',
  kind: 'multiple_choice',
  title: 'Capital of Norway?',
  time_limit: 60,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: 'oslo', title: 'Oslo', is_correct: true, score: 1000 },
    { answer_id: 'bergen', title: 'Bergen', is_correct: false, score: 0 },
  ],
};

beforeAll(async () => {
  live = await startLiveBrowsers('reports-');
});

afterAll(async () => {
  await live?.close();
});

async function send(phone: Page, title: string) {
  // A question with one right answer is sent with the tap itself.
  await phone.getByRole('button', { name: title, exact: true }).click();
  await answerTaken(phone);
}

/** Saves the download the click starts, and returns its path and suggested name. */
async function download(page: Page, button: string, dir: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const saved = path.join(dir, file.suggestedFilename());
  await file.saveAs(saved);
  return saved;
}

describe('reports of a quiz', () => {
  it('lets a teacher read, rename, export and share a game’s report, and a stranger read it from the link', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Quiz Master'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Capitals',
      questions: [CAPITAL],
    });
    const teacher = await (await live.signedInContext(session)).newPage();
    await teacher.goto(at(`/my-quiz/edit/${quizId}`));
    await teacher.getByRole('link', { name: 'Host live' }).click();
    const pin = ((await teacher.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    const ase = await live.joinedPhone(pin, 'Åse Ødegård');
    const li = await live.joinedPhone(pin, '李小龙');
    await teacher.getByRole('button', { name: 'Start the game' }).click();
    await teacher.waitForURL(at('/question'));
    await send(ase, 'Oslo');
    await send(li, 'Bergen');
    await teacher.waitForURL(at('/master-result'));

    // The quiz's reports: the game is there (the list is a projection: it may take a moment).
    await teacher.goto(at(`/report/${quizId}`));
    const item = teacher.getByTestId('report-item').first();
    for (let tries = 0; tries < 20 && (await item.count()) === 0; tries++) {
      await teacher.waitForTimeout(500);
      await teacher.reload();
      await teacher.getByTestId('reports-list').waitFor();
    }
    expect(await item.textContent()).toContain('Live');
    expect(await item.textContent()).toContain('Players: 2');
    await item.click();
    await teacher.getByTestId('report-view').waitFor();

    // What a teacher looks for: half got it right, and 李 may need help, with the reason.
    const stats = teacher.getByTestId('report-question-stats');
    await stats.getByRole('row', { name: /Capital of Norway\?.*50%/ }).waitFor();
    const help = teacher.getByTestId('report-needs-help');
    await help.getByText('李小龙').waitFor();
    await help.getByText('0 of 1 right').waitFor();
    expect(await help.getByText('Åse Ødegård').count()).toBe(0);

    // Renamed, in the report and in the list.
    await teacher.getByTestId('report-name-input').fill('Klasse 7B – mandag');
    await teacher.getByRole('button', { name: 'Save name' }).click();
    await teacher.getByTestId('report-name').getByText('Klasse 7B – mandag').waitFor();
    await teacher.getByTestId('report-item').getByText('Klasse 7B – mandag').waitFor();

    // The files, in the teacher's language, named after the report.
    const dir = await mkdtemp(path.join(tmpdir(), 'kviss-report-e2e-'));
    const xlsx = await download(teacher, 'Download XLSX', dir);
    expect(path.basename(xlsx)).toBe('Klasse 7B – mandag.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(xlsx)) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Players', 'Answers']);
    const players: unknown[][] = [];
    workbook.worksheets[1]!.eachRow((row) => players.push((row.values as unknown[]).slice(1, 6)));
    expect(players.slice(1).map((row) => [row[1], row[3]])).toEqual([
      ['Åse Ødegård', 1],
      ['李小龙', 0],
    ]);
    const pdf = await download(teacher, 'Download PDF', dir);
    const { stdout: text } = await run('pdftotext', [pdf, '-']);
    expect(text).toContain('Klasse 7B – mandag');
    expect(text).toContain('李小龙');
    if (process.env.LIVE_SCREENSHOTS)
      await run('pdftoppm', [
        '-png',
        '-r',
        '80',
        pdf,
        path.join(process.env.LIVE_SCREENSHOTS, 'reports-pdf'),
      ]);

    // Google Drive is not set up here: the page says so instead of failing.
    await teacher.getByText('Saving to Google Drive is not available here').waitFor();

    // Public: a read-only link that a signed-out browser opens.
    await teacher.getByLabel('Public: anyone with the link can read it').click();
    const link = await teacher.getByTestId('report-public-link').inputValue();
    expect(link).toMatch(/\/report\/[0-9a-f-]{36}\/shared\/[0-9a-f-]{36}$/);
    await live.shot(teacher, 'teacher', { fullPage: true });

    const stranger = await (await live.newVisitorContext(PHONE, true)).newPage();
    await stranger.goto(link);
    await stranger.getByTestId('report-name').getByText('Klasse 7B – mandag').waitFor();
    await stranger.getByTestId('report-needs-help').getByText('李小龙').waitFor();
    expect(await stranger.getByTestId('report-settings').count()).toBe(0);
    await live.shot(stranger, 'shared', { fullPage: true });

    // Private again: the same link now says it is not available.
    await teacher.getByLabel('Private: only you').click();
    await teacher.getByTestId('report-public-link').waitFor({ state: 'detached' });
    await stranger.reload();
    await stranger.getByText('This report is not available.').waitFor();
  }, 180_000);
});
