import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { newAccount, registerViaApi } from './accounts.ts';
import { type LiveBrowsers, PROJECTOR, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * Spec Quiz `type`, as a creator meets it in the editor: making a quiz a poll names the question that
 * would still score and keeps it from being saved, the add buttons offer only questions without right
 * answers, and once every question is a poll question the poll is saved and stays one.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers('quiz-type-');
});
afterAll(async () => {
  await live?.close();
});

const lunch = (id: string, kind: 'multiple_choice' | 'poll') => ({
  question_id: id,
  question_type: 'basic',
  kind,
  title: `What for lunch on ${id}?`,
  time_limit: 30,
  answers_required: 'one',
  chart_type: 'pie',
  answers: [
    { answer_id: `${id}-a`, title: 'Pizza', is_correct: kind !== 'poll', score: kind === 'poll' ? 0 : 1000 },
    { answer_id: `${id}-b`, title: 'Soup', is_correct: false, score: 0 },
  ],
});

const addButtons = (page: Page) =>
  page.locator('.add-question__button').evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim()));

describe('making a quiz a poll', () => {
  it('names a question that would score, offers only poll questions, and saves once none scores', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Poll Teacher'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Lunch vote',
      questions: [lunch('monday', 'poll'), lunch('friday', 'multiple_choice')],
    });
    const page = await (await live.signedInContext(session)).newPage();
    await page.setViewportSize(PROJECTOR);
    await page.goto(at(`/my-quiz/edit/${quizId}`));
    const status = page.getByTestId('save-status');
    await status.getByText('All changes saved').waitFor();
    const type = page.getByTestId('quiz-type');
    expect(await type.getByLabel(en.editor.quiz_type_quiz).isChecked()).toBe(true);
    expect(await addButtons(page)).toHaveLength(12 + 2);

    await type.getByLabel(en.editor.quiz_type_poll).check();
    await type.getByText(en.editor.quiz_type_poll_hint).waitFor();
    // Friday's question still has a right answer: it is named, and nothing is saved.
    const friday = page.locator('[data-question-id="friday"]');
    await friday.getByText(en.errors.poll_quiz_scored_question).waitFor();
    expect(
      await page
        .locator('[data-question-id="monday"]')
        .getByText(en.errors.poll_quiz_scored_question)
        .count(),
    ).toBe(0);
    expect(await addButtons(page)).toEqual(
      ['Poll', 'Slide', 'Word cloud'].map((label) => expect.stringContaining(label)),
    );
    await live.shot(page, 'editor-poll-refused', { fullPage: true });

    // The creator makes Friday a poll question too: the poll is saved, and stays one after a reload.
    await friday.getByLabel(en.editor.kind_label).selectOption('poll');
    await status.getByText('All changes saved').waitFor();
    await page.reload();
    await page.getByTestId('quiz-type').getByLabel(en.editor.quiz_type_poll).waitFor();
    expect(await page.getByTestId('quiz-type').getByLabel(en.editor.quiz_type_poll).isChecked()).toBe(true);
    const saved = await fetch(at(`/api/quizzes/id/${quizId}`), {
      headers: { authorization: `Bearer ${session.token}` },
    }).then((r) => r.json());
    expect(saved.data.type).toBe('poll');
    await live.shot(page.getByTestId('quiz-type').page(), 'editor-poll-saved');
  }, 120_000);
});
