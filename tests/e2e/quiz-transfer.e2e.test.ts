import { mkdir, readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/test-server.ts';
import { type Account, newAccount, registerViaApi } from './accounts.ts';
import { launchChromium } from './chromium.ts';

/*
 * Issue 12 item 10: a creator imports Kahoot!'s spreadsheet template, sees every problem of a bad one
 * listed by row, fixes it, imports it, lands in the editor with the questions, and exports the quiz.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
const at = (path: string) => new URL(path, server.url).href;
/** Set TRANSFER_SCREENSHOTS=<dir> to keep pictures of the dialog at phone and desktop widths. */
const screenshots = process.env.TRANSFER_SCREENSHOTS;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ acceptDownloads: true });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: at('/') }]);
});
afterEach(async () => {
  await context.close();
});

async function signIn(page: Page, account: Account, path: string) {
  await page.goto(at(`/login?path=${encodeURIComponent(path)}`));
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Kahoot!'s template as people fill it in: title rows, the header on row 8, a numbering column. */
async function kahootSheet(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.getCell('B1').value = 'Quiz template';
  sheet.getCell('B3').value =
    'Add questions, at least two answer alternatives, time limit and choose correct answers';
  sheet.getRow(8).values = [
    '',
    'Question - max 120 characters',
    'Answer 1 - max 75 characters',
    'Answer 2 - max 75 characters',
    'Answer 3 - max 75 characters',
    'Answer 4 - max 75 characters',
    'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs',
    'Correct answer(s) - choose at least one',
  ];
  rows.forEach((values, i) => {
    sheet.getRow(9 + i).values = [i + 1, ...values];
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function snap(page: Page, name: string) {
  if (!screenshots) return;
  await mkdir(screenshots, { recursive: true });
  for (const width of [375, 1920]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 1080 });
    await page.screenshot({ path: `${screenshots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('importing and exporting a quiz', () => {
  it('lists a bad spreadsheet’s problems by row, imports the fixed one into the editor, and exports it', async () => {
    const account = newAccount('Kahoot Convert');
    await registerViaApi(server.url, account);
    const page = await context.newPage();
    await signIn(page, account, '/my-quiz');
    await page.waitForURL(at('/my-quiz/en'));
    await page.getByText('You have no quizzes yet').waitFor();

    await snap(page, 'my-quiz');
    await page.getByRole('button', { name: 'Import quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import quiz' });
    const bad = await kahootSheet([
      ['Capital of Norway?', 'Oslo', 'Bergen', 'Trondheim', '', 20, '1'],
      ['', 'Stockholm', 'Uppsala', '', '', 20, '1'],
      ['Capital of Denmark?', 'Copenhagen', 'Aarhus', '', '', 20, '5'],
    ]);
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'Nordic capitals.xlsx', mimeType: XLSX, buffer: bad });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const problems = dialog.getByRole('alert');
    await problems.getByText('Nothing was imported').waitFor();
    const lines = await problems.getByRole('listitem').allInnerTexts();
    expect(lines).toEqual([
      'Row 10, column B: Write the question.',
      'Row 11, answer 5: The correct answer names an answer column that does not exist.',
    ]);
    await snap(page, 'import-problems');
    // Nothing was created.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await page.getByText('You have no quizzes yet').waitFor();

    const fixed = await kahootSheet([
      ['Capital of Norway?', 'Oslo', 'Bergen', 'Trondheim', '', 20, '1'],
      ['Capital of Sweden?', 'Stockholm', 'Uppsala', '', '', 20, '1'],
      ['Capital of Denmark?', 'Copenhagen', 'Aarhus', '', '', 240, '1'],
    ]);
    await page.getByRole('button', { name: 'Import quiz' }).click();
    await snap(page, 'import-dialog');
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'Nordic capitals.xlsx', mimeType: XLSX, buffer: fixed });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL(/\/my-quiz\/edit\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Nordic capitals' }).waitFor();
    const first = page.getByRole('article', { name: 'Question 1' });
    await expect.poll(() => first.getByLabel('Question text').inputValue()).toBe('Capital of Norway?');
    await expect
      .poll(() => page.getByRole('article', { name: 'Question 3' }).getByLabel('Question text').inputValue())
      .toBe('Capital of Denmark?');

    await snap(page, 'editor-export');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Nordic capitals.kviss.json');
    const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(file).toMatchObject({ format: 'kviss-quiz', version: 1, quiz: { title: 'Nordic capitals' } });
    expect(
      file.quiz.questions.map((q: { title: string; time_limit: number }) => [q.title, q.time_limit]),
    ).toEqual([
      ['Capital of Norway?', 20],
      ['Capital of Sweden?', 20],
      ['Capital of Denmark?', 240],
    ]);
  });
});
