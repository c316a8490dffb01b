import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { captchaFrom } from '../support/captcha.ts';
import { LIVE_QUESTIONS } from '../support/live-quiz.ts';
import { linkIn } from '../support/smtp-sink.ts';
import { newAccount, registerViaApi } from './accounts.ts';
import { logInWith } from './page-session.ts';
import { createSchoolInBrowser, either, schoolWorld, screenshots } from './school-world.ts';
import { quarteredPng } from './test-media.ts';

/*
 * Issue 15, the school library: a school admin (a Feide teacher, through a local OpenID Connect provider
 * acting as Feide) invites a teacher by e-mail (a real local SMTP server); the teacher joins through the
 * link and shares a quiz of 7 questions to the library; a pupil of the school, signed in through Feide,
 * finds it in the library and may only preview it: no copy button, and a copy through the API is refused.
 */

const world = schoolWorld();
const { at, freshPage } = world;
const signInWithFeide = (page: Page, org: string, affiliation: 'faculty' | 'student' = 'faculty') =>
  world.signInWithFeide(page, { org, affiliation });

/** A call to the API as the browser's signed-in user (the session's token cookie). */
async function apiAs(page: Page, method: string, path: string, body?: unknown) {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const response = await fetch(at(`/api${path}`), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: each caller reads the reply of its own call.
    json: (await response.json()) as { data: any; error?: { code: string } },
  };
}

/** A quiz of 7 questions (the spec's minimum to share), made through the API by `token`'s owner. */
async function quizOfSeven(token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(at('/api/quizzes/create'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Fotosyntese', captcha_response: await captchaFrom(world.server.url) }),
  });
  const quizId = ((await created.json()) as { data: { _id: string } }).data._id;
  const questions = Array.from({ length: 7 }, (_, i) => ({
    ...LIVE_QUESTIONS[0],
    question_id: `q${i}`,
    title: `Spørsmål ${i + 1}?`,
  }));
  const saved = await fetch(at(`/api/quizzes/id/${quizId}/questions`), {
    method: 'PUT',
    headers,
    body: JSON.stringify({ questions }),
  });
  expect(saved.status).toBe(200);
  return quizId;
}

describe('the school library', () => {
  it('a teacher invited by e-mail shares a quiz; a Feide pupil finds it and may only preview it', async () => {
    const org = `nordstrand-${randomUUID().slice(0, 6)}.no`;
    const admin = await freshPage();
    await signInWithFeide(admin.page, org);
    const slug = `nordstrand-${randomUUID().slice(0, 6)}`;
    const schoolName = `Nordstrand skole ${slug}`;
    await createSchoolInBrowser(admin.page, at, { slug, name: schoolName });

    // A subject for the library, then an invitation to the teacher's address.
    await admin.page.getByRole('link', { name: either((l) => l.school.tab_subjects) }).click();
    await admin.page.getByLabel(either((l) => l.school.subjects_add_label)).fill('Naturfag');
    await admin.page.getByRole('button', { name: either((l) => l.school.subjects_add) }).click();
    await admin.page.getByText('Naturfag').first().waitFor();
    await admin.page.getByRole('link', { name: either((l) => l.school.tab_users) }).click();
    const teacher = newAccount('Tore Teacher');
    const teacherSession = await registerViaApi(world.server.url, teacher);
    await admin.page.getByLabel(either((l) => l.school.invite_email)).fill(teacher.email);
    await admin.page.getByRole('button', { name: either((l) => l.school.invite_send) }).click();
    await admin.page.getByText(teacher.email).waitFor();
    const link = linkIn(
      await world.mailTo(teacher.email, '/invitation/'),
      `${world.server.url}/school/${slug}/invitation/`,
    );

    // The teacher confirms the address, joins through the link and shares a quiz of 7 questions from its editor.
    const invited = await freshPage();
    await world.confirmEmail(invited.page, teacher.email);
    await invited.page.goto(link);
    await invited.page.getByRole('link', { name: en.school.invite_login }).click();
    await logInWith(invited.page, teacher.email, teacher.password);
    await invited.page.waitForURL(link);
    await invited.page.getByRole('button', { name: en.school.invite_accept }).click();
    await invited.page.getByText(`Welcome! You are now a member of ${schoolName}.`).waitFor();
    const quizId = await quizOfSeven(teacherSession.token);
    await invited.page.goto(at(`/my-quiz/edit/${quizId}`));
    await invited.page.getByTestId('editor-share-to-school').click();
    const form = invited.page.getByTestId('share-to-school');
    await form.getByLabel(en.library.subject).selectOption({ label: 'Naturfag' });
    await form.getByLabel('6', { exact: true }).check();
    await form.getByLabel('7', { exact: true }).check();
    await form.getByLabel(en.library.description).fill('Planter, lys og fotosyntese for mellomtrinnet');
    await form.locator('input[type=file]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: quarteredPng(),
    });
    await form.locator('img.library-share__image').waitFor();
    await form.getByRole('button', { name: en.library.share_submit }).click();
    await form.getByRole('status').getByText(en.library.share_done).waitFor();
    await screenshots(invited.page, 'library-share');
    // The quiz's log says who shared it, and when.
    const log = await apiAs(invited.page, 'GET', `/quiz-logs/${quizId}?page=1`);
    expect(log.json.data.items[0]).toMatchObject({
      action: 'set_quiz_to_school',
      actor_name: 'Tore Teacher',
    });
    // My Quiz's "School Quizzes" tab leads the teacher to the school's library, where the quiz now is.
    await invited.page.goto(at('/my-quiz'));
    await invited.page.getByTestId('my-quiz-school-quizzes').click();
    await invited.page.waitForURL(at(`/school/${slug}/library`));
    await invited.page.getByTestId('library-card').filter({ hasText: 'Fotosyntese' }).waitFor();
    await invited.context.close();

    // Manage School's Quizzes tab lists it for the admin.
    await admin.page.goto(at(`/school/${slug}/manage/quizzes`));
    await admin.page.getByTestId('manage-quizzes').getByText('Fotosyntese').waitFor();
    await screenshots(admin.page, 'manage-school-quizzes');
    await admin.context.close();

    // A pupil of the school signs in through Feide, finds the quiz and may only preview it.
    const pupil = await freshPage();
    await signInWithFeide(pupil.page, org, 'student');
    await pupil.page.goto(at(`/school/${slug}/library`));
    await pupil.page.getByRole('heading', { name: either((l) => l.library.title) }).waitFor();
    await pupil.page.getByPlaceholder(either((l) => l.library.search)).fill('fotosyntese');
    await pupil.page.getByRole('button', { name: either((l) => l.library.search_button) }).click();
    const card = pupil.page.getByTestId('library-card').filter({ hasText: 'Fotosyntese' });
    await card.waitFor();
    expect(await card.getByRole('button', { name: either((l) => l.library.copy) }).count()).toBe(0);
    await screenshots(pupil.page, 'library');
    await card.getByRole('link', { name: either((l) => l.library.preview) }).click();
    await pupil.page.getByTestId('library-preview').waitFor();
    await pupil.page.getByText('Spørsmål 1?').waitFor();
    await screenshots(pupil.page, 'library-preview');
    // Answering shows the verdict the server decided; the next question follows.
    await pupil.page.getByRole('button', { name: 'Oslo' }).click();
    await pupil.page.locator('[data-verdict="correct"]').waitFor();
    await pupil.page.locator('[data-verdict="correct"]').getByRole('button').first().click();
    await pupil.page.getByText('Spørsmål 2?').waitFor();
    // The answer key stays on the server until the question is answered.
    const step = await apiAs(pupil.page, 'GET', `/schools/slug/${slug}`);
    const schoolId = step.json.data.school_id as string;
    const shown = await apiAs(pupil.page, 'POST', `/schools/${schoolId}/library/${quizId}/preview`, {
      answers: [],
      reveal: false,
    });
    expect(JSON.stringify(shown.json.data.play.question)).not.toContain('is_correct');
    const copy = await apiAs(pupil.page, 'POST', `/copyToMyQuiz/${quizId}`, {
      captcha_response: await captchaFrom(world.server.url),
    });
    expect(copy.status).toBe(403);
    expect(copy.json.error?.code).toBe('no_permission');
    await pupil.context.close();
  }, 180_000);
});
