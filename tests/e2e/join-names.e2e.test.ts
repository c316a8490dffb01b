import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import no from '../../locales/no.json' with { type: 'json' };
import { newAccount, registerViaApi } from './accounts.ts';
import { joinAs, type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/* The join page tells a player, in their language, why a name that is invisible or a look-alike is refused. */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers();
});
afterAll(async () => {
  await live?.close();
});

async function tryName(page: Page, pin: string, name: string, words: typeof en = en) {
  await page.goto(at(`/join?pin=${pin}`));
  await page.getByLabel(words.live.name_label).fill(name);
  await page.getByRole('button', { name: words.live.join_button, exact: true }).click();
}

describe('player names on the join page', () => {
  it('shows the translated reason for an invisible name and for a look-alike of a player in the room', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Quiz Master'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Names',
      questions: [
        {
          question_id: 'q',
          kind: 'poll',
          title: 'Cats or dogs?',
          time_limit: 60,
          answers_required: 'one',
          chart_type: 'pie',
          answers: [
            { answer_id: 'c', title: 'Cats', is_correct: false, score: 0 },
            { answer_id: 'd', title: 'Dogs', is_correct: false, score: 0 },
          ],
        },
      ],
    });
    const host = await (await live.signedInContext(session)).newPage();
    await host.goto(at(`/start-quiz/${quizId}`));
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    await joinAs(await (await live.newContext(PHONE, true)).newPage(), at, pin, 'Anna');

    const phone = await (await live.newContext(PHONE, true)).newPage();
    // Hangul fillers: letters that draw nothing.
    await tryName(phone, pin, '\u3164\u3164\u3164');
    await phone.getByText(en.errors.join_name_invisible).waitFor();
    // Cyrillic А and а: the server refuses a twin of Anna.
    await tryName(phone, pin, '\u0410nn\u0430');
    await phone.getByText(en.errors.join_name_unavailable).waitFor();

    const norwegianContext = await live.newContext(PHONE, true);
    await norwegianContext.addCookies([{ name: 'language', value: 'no', url: at('/') }]);
    const norwegian = await norwegianContext.newPage();
    await tryName(norwegian, pin, 'An\u200Bna', no);
    await norwegian.getByText(no.errors.join_name_invisible).waitFor();
    expect(await norwegian.getByText(en.errors.join_name_invisible).count()).toBe(0);
  });
});
