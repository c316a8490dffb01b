import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import no from '../../locales/no.json' with { type: 'json' };
import { tinyMovie } from '../support/tiny-movie.ts';
import { confirmFromMail, newAccount, registerViaApi } from './accounts.ts';
import { type LiveBrowsers, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * Issue 28 item 10, in the editor: a teacher whose e-mail address is not confirmed yet is told, in
 * their language, to confirm it before uploading a video; once confirmed, a file that only starts like
 * a video is refused as damaged, and a real one is taken.
 */

let live: LiveBrowsers;

beforeAll(async () => {
  live = await startLiveBrowsers('uploads-');
});
afterAll(async () => {
  await live?.close();
});

/** What the incident uploaded: a 24-byte `ftyp` header, then padding. */
function headerAndPadding(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex').copy(bytes);
  return bytes;
}

describe('uploading a question video in the editor', () => {
  it('asks an unconfirmed teacher to confirm first, refuses a fake video and takes a real one, in Norwegian', async () => {
    const account = newAccount('Video Teacher');
    const session = await registerViaApi(live.server.url, account);
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Fjorder på film',
      questions: [
        {
          question_id: 'film',
          question_type: 'basic',
          kind: 'multiple_choice',
          title: 'Hvilken fjord er i filmen?',
          time_limit: 60,
          answers_required: 'one',
          chart_type: 'bar',
          answers: [
            { answer_id: 'a', title: 'Geirangerfjorden', is_correct: true, score: 1000 },
            { answer_id: 'b', title: 'Lysefjorden', is_correct: false, score: 1000 },
          ],
        },
      ],
    });
    const context = await live.signedInContext(session);
    await context.addCookies([{ name: 'language', value: 'no', url: live.server.url }]);
    const page = await context.newPage();
    await page.goto(live.at(`/my-quiz/edit/${quizId}`));
    const video = page.locator('[data-question-id="film"]').getByTestId('question-video');
    await video.getByLabel(no.video.source_upload).check();
    const choose = (name: string, buffer: Buffer) =>
      video.getByTestId('question-video-file').setInputFiles({ name, mimeType: 'video/mp4', buffer });

    await choose('fjord.mp4', tinyMovie());
    await video.getByText(no.errors.upload_email_unconfirmed).waitFor();
    // The way to have the link sent again is one click away.
    const toProfile = video.getByRole('link', { name: no.account.open_profile });
    expect(await toProfile.getAttribute('href')).toBe('/me');

    await confirmFromMail(live.server, account.email);
    await choose('fjord.mp4', headerAndPadding(2 * 1024 * 1024));
    await video.getByText(no.errors.upload_video_broken).waitFor();
    expect(await video.getByText(no.errors.upload_email_unconfirmed).count()).toBe(0);

    await choose('fjord.mp4', tinyMovie());
    await video.getByRole('button', { name: no.pictures.replace }).waitFor();
    expect(await video.getByText(no.errors.upload_video_broken).count()).toBe(0);
  });
});
