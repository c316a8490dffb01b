import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { confirmedUser } from '../../support/confirmed-user.ts';
import { playersOnFirstQuestion, roomIn } from '../../support/live-play.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { manualScheduler } from '../../support/manual-scheduler.ts';
import type { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

const mpegFrame = Buffer.from([0xff, 0xfb, 0x90, 0x64]);
const tinyMp3 = Buffer.concat([mpegFrame, Buffer.alloc(413), mpegFrame, Buffer.alloc(413)]);

const musicQuestion = (audio: string, only_master: boolean) => ({
  question_id: 'tune',
  question_type: 'music',
  title: 'Which song is this?',
  time_limit: 20,
  answers_required: 'one',
  answers: [
    { answer_id: 'aha', title: 'Take On Me — a-ha', is_correct: true, score: 1000 },
    { answer_id: 'abba', title: 'Dancing Queen — ABBA', is_correct: false, score: 1000 },
  ],
  song: { audio, start_time: 30, only_master, track: { id: 'trk-9', name: 'Take On Me', artists: ['a-ha'] } },
});

describe.each(postgresBackends())('a music question over the socket ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-23T10:00:00.000Z');
  let host: Awaited<ReturnType<typeof signUp>>;
  let audio: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, scheduler: manualScheduler() });
    host = await confirmedUser(t, 'Music Teacher');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(tinyMp3)], { type: 'audio/mpeg' }), 'clip.mp3');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/upload-audio',
      headers: host.headers,
      payload: form,
    });
    audio = uploaded.json().data.upload_path;
  });
  afterAll(async () => t?.close());

  async function playUntilOpen(onlyMaster: boolean) {
    const quizId = await liveQuiz(t.app, host.headers, { questions: [musicQuestion(audio, onlyMaster)] });
    const { gameId, master, phones, answer } = await playersOnFirstQuestion(t.app, host, quizId, ['Anna']);
    return { gameId, master, phone: phones[0]!, answer, open: await roomIn(phones[0]!, 'question') };
  }

  it('shows phones the choices and the clip from its start time, never the key or the song’s name', async () => {
    const { phone, open, answer: send } = await playUntilOpen(false);
    expect(open.question).toMatchObject({
      screen: {
        question_type: 'music',
        answers: [
          { answer_id: 'aha', title: 'Take On Me — a-ha' },
          { answer_id: 'abba', title: 'Dancing Queen — ABBA' },
        ],
        song: { audio, start_time: 30, only_master: false },
      },
    });
    expect(JSON.stringify(open)).not.toMatch(/is_correct|trk-9/);

    clock.set('2026-11-23T10:00:05.000Z');
    const answer = (answerIds: string[], who: string) => send(phone, 0, { kind: 'choice', answerIds }, who);
    expect(await send(phone, 0, { kind: 'text', text: 'a-ha' }, 'anna-text')).toMatchObject({
      type: 'game.error',
      code: 'answer_invalid',
    });
    expect(await answer(['nope'], 'anna-unknown')).toMatchObject({
      type: 'game.error',
      code: 'answer_invalid',
    });
    expect(await answer(['aha'], 'anna-right')).toMatchObject({ type: 'game.ack' });

    // Everyone answered: the result names the song (the quiz shows correct answers by default).
    const closed = await roomIn(phone, 'question_closed');
    expect(closed.results).toMatchObject({
      summary: {
        question_type: 'music',
        correct_answer_ids: ['aha'],
        distribution: { aha: 1, abba: 0 },
        track: { id: 'trk-9', name: 'Take On Me', artists: ['a-ha'] },
      },
    });
    // Scored as multiple choice: 1000 weighted by speed, 5 s into 20.
    expect(await phone.next((m) => m.type === 'game.you')).toMatchObject({
      you: { answer: { points: 875 } },
    });
  });

  it('with only_master, phones are not told where the clip is', async () => {
    const { open } = await playUntilOpen(true);
    expect(open.question).toMatchObject({
      screen: { song: { audio: null, only_master: true } },
    });
    expect(JSON.stringify(open)).not.toContain(audio);
  });
});
