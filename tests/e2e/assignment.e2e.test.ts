import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';
import { NORWAY_QUESTIONS } from './norway-questions.ts';

/*
 * Homework (issue 13), as a teacher and a guest student meet it: the teacher sets the quiz as homework
 * with one attempt from its reports, the student opens the link on a phone and plays to the summary,
 * a second attempt is refused with the reason, and the teacher sees the student in the report.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

/** The capital question alone: a homework of one question. */
const QUESTIONS = NORWAY_QUESTIONS.slice(0, 1);

beforeAll(async () => {
  live = await startLiveBrowsers('assignment-');
});

afterAll(async () => {
  await live?.close();
});

describe('homework', () => {
  it('is set by the teacher, played once by a guest, refused the second time, and reported', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Teacher Tove'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Norway',
      questions: QUESTIONS,
    });

    // The teacher: from the quiz's reports to its homework, a new assignment with one attempt.
    const teacher = await (await live.signedInContext(session)).newPage();
    await teacher.goto(at(`/report/${quizId}`));
    await teacher.getByTestId('homework-link').click();
    await teacher.waitForURL(at(`/report/${quizId}/assignments`));
    await teacher.getByText('No homework yet.').waitFor();
    await teacher.getByTestId('assignment-title').fill('Norway homework');
    // Bad input is refused in place, and nothing is created.
    await teacher.getByTestId('assignment-deadline').fill('2020-01-01T10:00');
    await teacher.getByRole('button', { name: 'Create homework' }).click();
    await teacher.getByText('The deadline must come after the opening time.').waitFor();
    await live.shot(teacher, 'create-refused', { fullPage: true });
    await teacher.getByTestId('assignment-deadline').fill('2099-06-01T10:00');
    await teacher.getByTestId('assignment-attempts').selectOption('1');
    await teacher.getByRole('button', { name: 'Create homework' }).click();
    await teacher.waitForURL(/\/assignments\/[0-9a-f-]{36}$/);
    await teacher.getByTestId('assignment-title-heading').getByText('Norway homework').waitFor();
    await teacher.getByTestId('assignment-status').getByText('Open').waitFor();
    await teacher.getByText('Nobody has played it yet.').waitFor();
    const link = await teacher.getByTestId('assignment-link').inputValue();
    expect(link).toMatch(/\/play\/[a-z0-9]+\/start\?assignment=[0-9a-f-]{36}$/);
    await teacher.getByRole('img', { name: 'QR code for the homework link' }).waitFor();
    await live.shot(teacher, 'assignment', { fullPage: true });

    // The student: a guest on a phone given only the quiz code finds the homework on the quiz's page,
    // and plays it to the summary.
    const code = /\/play\/([a-z0-9]+)\/start/.exec(link)![1]!;
    const student = await (await live.newVisitorContext(PHONE, true)).newPage();
    await student.goto(at(`/${code}`));
    const homework = student.getByTestId('quiz-code-homework');
    await homework.getByText('Homework on this quiz').waitFor();
    await live.shot(student, 'quiz-page-homework');
    await homework.getByRole('link', { name: 'Norway homework' }).click();
    await student.waitForURL(link);
    await student.getByTestId('assignment-facts').getByText('Norway homework').waitFor();
    await student.getByLabel('Your name').fill('Nora');
    await live.shot(student, 'start');
    await student.getByRole('button', { name: 'Start' }).click();
    await student.waitForURL(/\/play\/[a-z0-9]+$/);
    await student.getByTestId('play-question').getByRole('button', { name: /Oslo/ }).click();
    await student.getByTestId('play-outcome').getByText('Correct!').waitFor();
    await student.getByRole('button', { name: 'See my results' }).click();
    await student.waitForURL(/\/summary$/);
    const summary = student.getByTestId('play-summary');
    await summary.getByText('Well played, Nora!').waitFor();
    // The summary speaks of the homework, ranks her among its attempts, and says her one attempt is
    // used: no "Play again" (it would be refused), no "played this quiz alone".
    await summary.getByText('Homework', { exact: true }).waitFor();
    await student.getByTestId('play-summary-title').getByText('Norway homework').waitFor();
    await summary.getByText('You are number 1 of 1 who did this homework').waitFor();
    await student
      .getByTestId('play-attempts')
      .getByText('You have used every attempt at this homework (attempts allowed: 1).')
      .waitFor();
    expect(await summary.getByText('Play alone').count()).toBe(0);
    expect(await summary.getByText(/played this quiz alone/).count()).toBe(0);
    expect(await student.getByTestId('play-again').count()).toBe(0);
    await live.shot(student, 'summary');

    // A second attempt, beyond the limit of one: refused, saying why.
    await student.goto(link);
    await student.getByTestId('assignment-facts').waitFor();
    await student.getByLabel('Your name').fill('nora');
    await student.getByRole('button', { name: 'Start' }).click();
    await student
      .getByRole('alert')
      .getByText('You have used every attempt at this homework (attempts allowed: 1).')
      .waitFor();
    expect(student.url()).toBe(link);
    await live.shot(student, 'refused');

    // The teacher sees Nora: one attempt, a score, on time, and her run's report one click away.
    await teacher.reload();
    const row = teacher.getByTestId('assignment-players').getByRole('row', { name: /Nora/ });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toBe('1');
    expect(Number(cells[1])).toBeGreaterThan(500);
    expect(cells[2]).toBe('1 of 1');
    expect(cells[4]).toBe('Yes');
    await live.shot(teacher, 'report', { fullPage: true });
    await row.getByRole('link', { name: 'Run 1' }).click();
    await teacher.waitForURL(/\/report\/[0-9a-f-]{36}\?report=/);
    await teacher.getByText('What is the capital of Norway?').first().waitFor();

    // The quiz's homework list shows it open.
    await teacher.goto(at(`/report/${quizId}/assignments`));
    await teacher.getByTestId('assignment-list').getByText('Norway homework').waitFor();
    await teacher.getByTestId('assignment-list').getByText('Open').waitFor();
    await live.shot(teacher, 'list', { fullPage: true });

    // Closed early: the link says so at once, and nobody can start.
    await teacher.getByTestId('assignment-list').getByText('Norway homework').click();
    await teacher.getByRole('button', { name: 'Close now' }).click();
    await teacher.getByTestId('assignment-status').getByText('Closed').waitFor();
    const late = await (await live.newVisitorContext(PHONE, true)).newPage();
    await late.goto(link);
    await late
      .getByRole('alert')
      .getByText(/The deadline for this homework was .+\. It can no longer be played\./)
      .waitFor();
    expect(await late.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
    await live.shot(late, 'closed');
  });

  it('offers another attempt from the summary while attempts are left, counting it', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Teacher Tuva'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Norway',
      questions: QUESTIONS,
    });
    const created = await fetch(at('/api/assignments'), {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        quiz_id: quizId,
        title: 'Capitals, week 3',
        opens_at: new Date(Date.now() - 60_000).toISOString(),
        deadline: '2099-06-01T10:00:00.000Z',
        attempt_limit: 2,
        random_order: false,
        show_correct_answer: true,
      }),
    });
    expect(created.status).toBe(201);
    const { assignment_id: assignmentId } = ((await created.json()) as { data: { assignment_id: string } })
      .data;
    const code = (
      (await fetch(at(`/api/quizzes/id/${quizId}`)).then((r) => r.json())) as { data: { code: string } }
    ).data.code;
    const link = at(`/play/${code}/start?assignment=${assignmentId}`);

    const student = await (await live.newContext(PHONE, true)).newPage();
    async function attempt(answer: RegExp) {
      await student.getByTestId('assignment-facts').getByText('Capitals, week 3').waitFor();
      await student.getByLabel('Your name').fill('Ola');
      await student.getByRole('button', { name: 'Start' }).click();
      await student.waitForURL(/\/play\/[a-z0-9]+$/);
      await student.getByTestId('play-question').getByRole('button', { name: answer }).click();
      await student.getByRole('button', { name: 'See my results' }).click();
      await student.waitForURL(/\/summary$/);
    }
    await student.goto(link);
    await attempt(/Oslo/);
    await student.getByTestId('play-summary-title').getByText('Capitals, week 3').waitFor();
    await student
      .getByTestId('play-attempts')
      .getByText('You have 1 attempt left at this homework.')
      .waitFor();
    await live.shot(student, 'summary-attempt-left');
    // Another attempt starts from the homework's own link, so it counts.
    await student.getByRole('button', { name: 'Try the homework again' }).click();
    await student.waitForURL(link);
    await attempt(/Bergen/);
    await student
      .getByTestId('play-attempts')
      .getByText('You have used every attempt at this homework (attempts allowed: 2).')
      .waitFor();
    expect(await student.getByTestId('play-again').count()).toBe(0);

    // A retry of the wrong answer is practice: its summary still speaks of the homework, and offers
    // no free "Play again" that would look like a third attempt.
    await student.getByTestId('play-retry').click();
    await student.getByTestId('play-question').getByRole('button', { name: /Oslo/ }).click();
    await student.getByTestId('play-next').click();
    await student.waitForURL(/\/summary$/);
    await student.getByText('Retry of the wrong answers').waitFor();
    await student.getByTestId('play-summary-title').getByText('Capitals, week 3').waitFor();
    await student
      .getByTestId('play-attempts')
      .getByText('You have used every attempt at this homework (attempts allowed: 2).')
      .waitFor();
    expect(await student.getByTestId('play-again').count()).toBe(0);
    await live.shot(student, 'summary-retry');
  });
});
