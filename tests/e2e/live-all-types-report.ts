import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { fill } from './live-all-types-editor.ts';
import { type LiveBrowsers, PHONE } from './live-browser.ts';

/*
 * After the all-types game: what the quizmaster finds in the report and the replay, per question type.
 * Each question's players' answers are put in words by the type's views (answerText), never raw JSON.
 */

/** What a teacher should read for one question: each player's answer in words, and the right one. */
export interface LookBack {
  title: string;
  /** In words, as the type's answerText puts it; a pattern where the exact words depend on a tap. */
  anna: string | RegExp;
  bert: string | RegExp;
  /** Right or wrong at all (no points column for a word cloud or a slide). */
  scored: boolean;
  /** The right answer, as the report's "Correct answer" line puts it. */
  correct?: string;
  /** Bert did not answer (his row reads "–" and "No answer"). */
  bertSilent?: boolean;
  /** Shown, not answered: no table of answers in the report, nothing in the replay. */
  slide?: boolean;
}

/** The rows a player gets in a question's table: the row whose header is their name. */
const rowOf = (table: Locator, name: string) =>
  table.locator('tbody tr').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });

/** The answer cell reads the player's answer (the replay's also has a ✓ or ✗ before it). */
async function expectAnswer(row: Locator, wanted: string | RegExp, title: string, whole: boolean) {
  const text = (await row.locator('td').first().textContent()) ?? '';
  if (wanted instanceof RegExp) expect.soft(text, title).toMatch(wanted);
  else if (whole) expect.soft(text, title).toBe(wanted);
  else expect.soft(text.endsWith(wanted), `${title}: "${text}"`).toBe(true);
}

type Shot = LiveBrowsers['shot'];

const pointsOf = async (row: Locator) => Number((await row.locator('td').last().textContent())?.trim());

/** From My Quiz to the game's report: every question with each player's answer, points and verdict. */
export async function checkReport(
  host: Page,
  at: (p: string) => string,
  shot: Shot,
  questions: readonly LookBack[],
) {
  await host.goto(at('/my-quiz/en'));
  await host.locator('.quiz-card').getByRole('link', { name: en.my_quiz.reports }).click();
  await host.waitForURL(/\/report\/[0-9a-f-]{36}$/);
  // The list of games is a projection: the game just played may take a moment to appear in it.
  const game = host.getByTestId('report-item').first();
  const loaded = game.or(host.getByText(en.reports.no_reports));
  for (let tries = 0; tries < 20; tries++) {
    await loaded.waitFor();
    if ((await game.count()) > 0) break;
    await host.waitForTimeout(500);
    await host.reload();
  }
  await game.click();
  await host.getByRole('heading', { name: en.reports.questions_heading }).waitFor();
  expect.soft(await host.locator('section.question-report').count()).toBe(questions.length);

  for (const q of questions) {
    const card = host
      .locator('section.question-report')
      .filter({ has: host.getByRole('heading', { name: q.title }) });
    const table = card.locator('table');
    if (q.slide) {
      expect.soft(await table.count(), q.title).toBe(0);
      continue;
    }
    const anna = rowOf(table, 'Anna');
    const bert = rowOf(table, 'Bert');
    await expectAnswer(anna, q.anna, q.title, true);
    await expectAnswer(bert, q.bert, q.title, true);
    expect.soft(await card.textContent(), q.title).not.toContain('"kind"');
    if (q.scored) {
      expect.soft(await pointsOf(anna), q.title).toBeGreaterThan(0);
      expect.soft(await pointsOf(bert), q.title).toBe(0);
      expect.soft(await anna.getByText(en.reports.outcome_correct).count(), q.title).toBe(1);
      const bertOutcome = q.bertSilent ? en.reports.outcome_no_answer : en.reports.outcome_incorrect;
      expect.soft(await bert.getByText(bertOutcome).count(), q.title).toBe(1);
    } else {
      expect.soft(await table.locator('thead th').allTextContents()).not.toContain(en.reports.points);
    }
    if (q.correct) {
      expect
        .soft(await card.getByTestId('report-correct').textContent(), q.title)
        .toBe(fill(en.reports.correct_answer, { answer: q.correct }));
    }
  }
  // On a phone nothing on the page is wider than the screen: wide content scrolls inside its card.
  const original = host.viewportSize();
  await host.setViewportSize(PHONE);
  expect
    .soft(await host.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
  if (original) await host.setViewportSize(original);
  await shot(host, 'report', { fullPage: true });
}

/** The replay from the report: each question's closed screen, with who answered what and their points. */
export async function checkReplay(host: Page, shot: Shot, questions: readonly LookBack[]) {
  await host.getByRole('link', { name: en.reports.replay }).click();
  await host.waitForURL(/\/replay\/[0-9a-f-]{36}$/);
  const screen = host.getByTestId('replay-screen');
  await screen.waitFor();
  const resultOf = async (title: string) => {
    for (let step = 0; step < 60; step++) {
      // A closed phase with no question yet (the game just started) has no result on screen.
      const result = host.locator('.host-result__title');
      const closed = (await screen.getAttribute('data-phase')) === 'question_closed';
      if (closed && (await result.count()) > 0 && (await result.textContent()) === title) return;
      await host.getByRole('button', { name: en.live.replay_next_screen }).click();
    }
    throw new Error(`The replay never showed the result of "${title}"`);
  };

  for (const q of questions.filter((question) => !question.slide)) {
    await resultOf(q.title);
    const table = host.getByTestId('replay-answers').locator('table');
    await expectAnswer(rowOf(table, 'Anna'), q.anna, q.title, false);
    if (q.bertSilent) expect.soft(await rowOf(table, 'Bert').count(), q.title).toBe(0);
    else await expectAnswer(rowOf(table, 'Bert'), q.bert, q.title, false);
    if (q.scored) {
      expect.soft(await pointsOf(rowOf(table, 'Anna')), q.title).toBeGreaterThan(0);
      if (!q.bertSilent) expect.soft(await pointsOf(rowOf(table, 'Bert')), q.title).toBe(0);
    }
    if (q === questions[0]) await shot(host, 'replay-basic-result');
  }
  await shot(host, 'replay-last-result');
}
