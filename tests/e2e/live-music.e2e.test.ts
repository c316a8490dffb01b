import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { newAccount, registerConfirmedViaApi } from './accounts.ts';
import { answerTaken, type LiveBrowsers, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';
import { toneWav } from './test-media.ts';

/*
 * A music question live (issue 11): the clip plays on the quizmaster's screen and on phones, with a
 * play/pause button for browsers that wait for a gesture; with only_master the phones stay silent and
 * say so. After the close the song is named.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers('music-');
});
afterAll(async () => {
  await live?.close();
});

async function uploadClip(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(toneWav())], { type: 'audio/wav' }), 'tone.wav');
  const response = await fetch(at('/api/quizzes/upload-audio'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { upload_path: string } }).data.upload_path;
}

const choice = (answer_id: string, title: string, is_correct: boolean) => ({
  answer_id,
  title,
  is_correct,
  score: 1000,
});

const music = (question_id: string, title: string, audio: string, only_master: boolean) => ({
  question_id,
  question_type: 'music',
  title,
  time_limit: 60,
  answers_required: 'one',
  answers: [
    choice(`${question_id}-right`, 'Take On Me — a-ha', true),
    choice(`${question_id}-wrong`, 'Dancing Queen — ABBA', false),
  ],
  song: {
    audio,
    start_time: 1,
    only_master,
    track: { id: 'track-1', name: 'Take On Me', artists: ['a-ha'] },
  },
});

const clipOf = (page: Page) => page.locator('.music-clip');

describe('a music question', () => {
  it('plays its clip on the big screen and phones, or on the big screen only', async () => {
    const session = await registerConfirmedViaApi(live.server, newAccount('Music Teacher'));
    const audio = await uploadClip(session.token);
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Name that tune',
      questions: [
        music('everyone', 'Which song is this?', audio, false),
        music('master', 'And this one?', audio, true),
      ],
    });
    const host = await (await live.signedInContext(session)).newPage();
    await host.goto(at(`/start-quiz/${quizId}`));
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    const phone = await live.joinedPhone(pin, 'Anna');

    await host.getByRole('button', { name: 'Start the game' }).click();
    await host.waitForURL(at('/question'));
    await host.getByRole('heading', { name: 'Which song is this?' }).waitFor();
    // The clip is on both screens, with its button: playing, or waiting for a tap the browser asks for.
    await clipOf(host).waitFor();
    await clipOf(phone).waitFor();
    const button = host.getByRole('button', { name: /^(Play|Pause) the music$/ });
    await button.waitFor();
    await host.locator('.music-clip:not([data-clip-status="loading"])').waitFor();
    const status = await clipOf(host).getAttribute('data-clip-status');
    expect(['playing', 'blocked', 'paused']).toContain(status);
    if (status === 'playing') {
      await host.getByRole('button', { name: en.music_question.pause }).click();
      await host.locator('.music-clip[data-clip-status="paused"]').waitFor();
    }
    await host.getByRole('button', { name: en.music_question.play }).click();
    await host.locator('.music-clip[data-clip-status="playing"]').waitFor();
    await live.shot(host, 'host-question');
    await live.shot(phone, 'phone-question');

    await phone.getByRole('button', { name: 'Take On Me — a-ha', exact: true }).click();
    await answerTaken(phone);
    await host.waitForURL(at('/master-result'));
    await host.getByText('The song: Take On Me — a-ha').waitFor();
    await phone.locator('[data-testid="player-result"][data-verdict="correct"]').waitFor();
    await live.shot(host, 'host-result');

    // Only on the quizmaster's screen: the phone is told where to listen, and gets no clip.
    await host.getByRole('button', { name: 'Next question' }).click();
    await host.getByRole('heading', { name: 'And this one?' }).waitFor();
    // The big screen has the clip the phones do not get.
    await clipOf(host).waitFor();
    await phone.getByText(en.music_question.listen_big_screen).waitFor();
    expect(await clipOf(phone).count()).toBe(0);
    expect(await phone.locator('audio').count()).toBe(0);
    await live.shot(phone, 'phone-question-only-master');
    await phone.getByRole('button', { name: 'Dancing Queen — ABBA', exact: true }).click();
    await answerTaken(phone);
    await host.waitForURL(at('/master-result'));
    await phone.locator('[data-testid="player-result"][data-verdict="wrong"]').waitFor();
  }, 120_000);
});

describe('the music question in the editor', () => {
  it('shows the clip, its start and who hears it; music search says it is not available; a new clip uploads', async () => {
    const session = await registerConfirmedViaApi(live.server, newAccount('Music Editor'));
    const audio = await uploadClip(session.token);
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Name that tune',
      questions: [music('only', 'Which song is this?', audio, true)],
    });
    const page = await (await live.signedInContext(session)).newPage();
    await page.goto(at(`/my-quiz/edit/${quizId}`));
    const card = page.locator('[data-question-id="only"]');
    await card.getByLabel(en.music_question.audio_replace).waitFor();
    expect(await card.locator('audio').getAttribute('src')).toBe(`${audio}#t=1`);
    expect(await card.getByLabel(en.music_question.start_time_label).inputValue()).toBe('1');
    expect(await card.getByRole('switch', { name: en.music_question.only_master_label }).isChecked()).toBe(
      true,
    );
    expect(await card.getByLabel('Answer 1', { exact: true }).inputValue()).toBe('Take On Me — a-ha');

    await card.getByLabel(en.music_question.search_label).fill('a-ha');
    await card.getByRole('button', { name: en.music_question.search_button, exact: true }).click();
    await card.getByText(en.errors.music_search_not_available).waitFor();

    await card.getByLabel(en.music_question.audio_replace).setInputFiles({
      name: 'tone.wav',
      mimeType: 'audio/wav',
      buffer: toneWav(2),
    });
    await card.locator(`audio:not([src="${audio}#t=1"])`).waitFor();
    expect(await card.locator('audio').getAttribute('src')).toMatch(/^\/media\/quiz-audio\/.+\.wav#t=1$/);
    await live.shot(page, 'editor');
  }, 120_000);
});
