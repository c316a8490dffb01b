import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../api/database/connect.ts';
import { handleUserCommand } from '../../commands/accounts/user-decider.ts';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store.ts';
import { systemClock } from '../../commands/ports/clock.ts';
import { cryptoRandom } from '../../commands/ports/random.ts';
import { newAccount, registerViaApi, sessionCookies } from './accounts.ts';
import { type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';
import { NORWAY_QUESTIONS } from './norway-questions.ts';

/*
 * Issue 28, item 7 ("words that mislead"), where a teacher or a pupil sees them: a PIN of six digits no
 * game can have is not "Enter the 6-digit Game PIN"; a room that admits only a list's names does not
 * offer to make a name up; the quiz page's "Play alone" looks like a button one can press; and the
 * quiz's Share page leads to sharing it with the school library.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers('words-');
});

afterAll(async () => {
  await live?.close();
});

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(at(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** As an operator makes someone a teacher beside the running server (only teachers create schools). */
async function makeTeacher(userId: string) {
  const connection = connect<unknown>(live.server.databaseUrl);
  try {
    const store = new PostgresEventStore(connection.db, { connectionString: live.server.databaseUrl });
    await handleUserCommand(
      { store, clock: systemClock, random: cryptoRandom },
      userId,
      { type: 'ChangeRole', data: { to: 'teacher' } },
      { actorId: null, correlationId: 'misleading-words-test' },
    );
  } finally {
    await connection.close();
  }
}

/** WCAG's contrast ratio of two CSS `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = css
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const linear = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour behind an element: the first ancestor's that is not transparent. */
const backdropOf = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return 'rgb(255, 255, 255)';
  });

describe('words and looks that misled (issue 28, item 7)', () => {
  let session: Awaited<ReturnType<typeof registerViaApi>>;
  let token = '';
  let quizId = '';
  let code = '';

  beforeAll(async () => {
    session = await registerViaApi(live.server.url, newAccount('Teacher Tove'));
    token = session.token;
    quizId = await quizReadyToHost(live.server.url, token, {
      title: 'Norway',
      questions: NORWAY_QUESTIONS.slice(0, 1),
    });
    code = (await api<{ code: string }>('GET', `/api/quizzes/id/${quizId}`, token)).code;
  });

  it('says no game has a PIN of six digits that starts with 0, not to type six digits', async () => {
    const phone = await (await live.newContext(PHONE, true)).newPage();
    await phone.goto(at('/join'));
    await phone.getByLabel('Game PIN').fill('000000');
    await phone.getByLabel('Your name').fill('Nora');
    await phone.getByRole('button', { name: 'Join', exact: true }).click();
    await phone.getByText('There is no live game with that PIN.').waitFor();
    expect(await phone.getByText('Enter the 6-digit Game PIN.').count()).toBe(0);
    await live.shot(phone, 'pin-000000');
  });

  it('offers to make a name up only where any name may join', async () => {
    const list = await api<{ id: string }>('POST', '/api/whitelists/create', token, {
      title: '7B',
      names: ['Nora Berg', 'Ali Khan'],
    });
    const listed = await api<{ pin: string }>('POST', '/api/games', token, {
      quiz_id: quizId,
      admission: { kind: 'whitelist', whitelist_id: list.id },
    });
    const open = await api<{ pin: string }>('POST', '/api/games', token, { quiz_id: quizId });

    const phone = await (await live.newContext(PHONE, true)).newPage();
    // The open room first: the offer is there, so its absence below is the room's doing.
    await phone.goto(at(`/join?pin=${open.pin}`));
    await phone.getByRole('button', { name: 'Suggest a name' }).waitFor();

    await phone.goto(at(`/join?pin=${listed.pin}`));
    await phone.getByLabel('Your name').waitFor();
    // The page asks the server whom the room admits; the offer must not appear once it has answered.
    await expect
      .poll(() =>
        phone.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('/api/quizzes/join-quiz-validation')),
        ),
      )
      .toBe(true);
    await phone.waitForLoadState('networkidle');
    expect(await phone.getByRole('button', { name: 'Suggest a name' }).count()).toBe(0);
    await live.shot(phone, 'join-whitelisted');
    // A listed name still gets in.
    await phone.getByLabel('Your name').fill('Nora Berg');
    await phone.getByRole('button', { name: 'Join', exact: true }).click();
    await phone.getByTestId('player-lobby').getByText('Nora Berg').waitFor();
  });

  it('shows "Play alone" on the quiz page as a button that stands out from the red', async () => {
    const page = await (await live.newContext(PHONE, true)).newPage();
    await page.goto(at(`/${code}`));
    const button = page.getByTestId('quiz-code-play-alone');
    await button.getByText('Play alone').waitFor();
    const look = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, border: style.borderTopColor, text: style.color };
    });
    const behind = await backdropOf(page, 'quiz-code-play-alone');
    // Its edge (a filled background or an outline) stands out from the page by WCAG's 3:1 for controls.
    const edge = look.background === 'rgba(0, 0, 0, 0)' ? look.border : look.background;
    expect(contrast(edge, behind)).toBeGreaterThanOrEqual(3);
    await live.shot(page, 'quiz-page');
  });

  it('leads from the quiz’s Share page to sharing it with the school library', async () => {
    await makeTeacher(session.user._id);
    const create = () =>
      api<{ token: string }>('POST', '/api/schools/create', token, {
        school_name: 'Nordstrand skole',
        name: 'Kari Nordmann',
        phone: '+47 912 34 567',
        email: 'post@nordstrand.no',
        district: 'Oslo',
        country: 'NO',
        slug: `nordstrand-${Date.now().toString(36)}`,
      });
    // The role reaches the read side a moment after the command: ask until the server sees a teacher.
    let school = await create().catch(() => null);
    for (let i = 0; !school && i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      school = await create().catch(() => null);
    }
    if (!school) throw new Error('the school was never created');
    // The school's token carries the school in its claims, as the app holds it after creating one.
    const context = await live.newContext({ width: 1920, height: 1080 }, false);
    await context.addCookies(
      sessionCookies(live.server.url, school.token, session.refresh_token!, session.user._id),
    );
    const page = await context.newPage();
    await page.goto(at(`/my-quiz/share/${quizId}`));
    const section = page.getByRole('region', { name: 'School library' });
    await section.getByText('Let the teachers and pupils at your school find this quiz').waitFor();
    await live.shot(page, 'share-page', { fullPage: true });
    await section.getByRole('link', { name: 'Share to school' }).click();
    await page.waitForURL(at(`/schools/share-quiz/${quizId}`));
  });
});
