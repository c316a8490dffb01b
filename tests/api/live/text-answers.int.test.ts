import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { openHostedRoom } from '../../support/live-room.ts';
import { manualScheduler } from '../../support/manual-scheduler.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

/* Typed answers over the socket (issue 11): a typing question, a scramble and a word cloud, played live. */

const QUESTIONS = [
  {
    question_id: 'capital',
    question_type: 'typing_question',
    title: 'Capital of Norway?',
    time_limit: 20,
    answers: [
      {
        answer_id: 'oslo',
        title: 'Oslo',
        is_correct: true,
        score: 1000,
        data: { accepted_percentage: 100, completely_correct: true },
      },
      {
        answer_id: 'kristiania',
        title: 'Kristiania',
        is_correct: true,
        score: 1000,
        data: { accepted_percentage: 80, completely_correct: false },
      },
    ],
  },
  {
    question_id: 'dessert',
    question_type: 'scramble',
    title: 'Rebuild the dessert',
    time_limit: 20,
    answers: [{ answer_id: 'phrase', title: 'Ice cream', is_correct: true, score: 1000 }],
  },
  { question_id: 'lesson', question_type: 'word_cloud', title: 'One word for today?', time_limit: 20 },
];

type Message = Record<string, unknown> & { type: string };
const phase = (m: Message) => (m.room as { phase?: string } | undefined)?.phase;

describe.each(postgresBackends())('typed answers in a live game ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-24T10:00:00.000Z');
  const scheduler = manualScheduler();

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, scheduler });
  });
  afterAll(async () => t?.close());

  it('scores typed answers, refuses what does not fit, and sums up each question', async () => {
    const host = await signUp(t.app, 'Quiz Master');
    const quizId = await liveQuiz(t.app, host.headers, { questions: QUESTIONS });
    const { gameId, pin, master } = await openHostedRoom(t.app, host, quizId);
    const anna = await gameSocket(t.app);
    const bert = await gameSocket(t.app);
    await anna.request({ type: 'game.join', pin, name: 'Anna' });
    await bert.request({ type: 'game.join', pin, name: 'Bert' });
    await master.request({ type: 'game.control', gameId, action: 'start' });
    const answer = (phone: typeof anna, index: number, text: string, id: string) =>
      phone.request({
        type: 'game.answer',
        gameId,
        index,
        answer: { kind: 'text', text },
        submissionId: `${id}-submission`,
      });
    const openQuestion = async () => {
      await master.request({ type: 'game.control', gameId, action: 'next' });
      return anna.next((m: Message) => phase(m) === 'question');
    };
    const closed = () => anna.next((m: Message) => phase(m) === 'question_closed');

    // The typing question: phones see a field, never an accepted answer.
    const typing = await openQuestion();
    expect(JSON.stringify(typing)).not.toMatch(/Oslo|Kristiania/);
    expect(typing.room).toMatchObject({
      question: { screen: { question_type: 'typing_question', max_length: 100 } },
    });
    expect(await answer(bert, 0, 'x'.repeat(101), 'bert-long')).toMatchObject({
      type: 'game.error',
      code: 'answer_text_too_long',
    });
    expect(await answer(bert, 0, '   ', 'bert-empty')).toMatchObject({
      type: 'game.error',
      code: 'answer_text_required',
    });
    expect(await answer(anna, 0, '  kristianna ', 'anna-1')).toMatchObject({ type: 'game.ack' });
    expect(await answer(bert, 0, 'Bergen', 'bert-1')).toMatchObject({ type: 'game.ack' });
    expect((await closed()).room).toMatchObject({
      results: {
        summary: {
          question_type: 'typing_question',
          accepted: ['Oslo', 'Kristiania'],
          correct: 1,
          wrong: [{ text: 'Bergen', count: 1 }],
        },
      },
    });
    expect(await anna.next((m: Message) => m.type === 'game.you')).toMatchObject({ you: { score: 1000 } });

    // The scramble: the letters shuffled, never the phrase in order.
    const scramble = await openQuestion();
    expect(JSON.stringify(scramble).toLowerCase()).not.toContain('cream');
    expect(scramble.room).toMatchObject({
      question: { screen: { question_type: 'scramble', word_lengths: [3, 5] } },
    });
    expect(await answer(anna, 1, 'ICE CREAM', 'anna-2')).toMatchObject({ type: 'game.ack' });
    expect(await answer(bert, 1, 'ice crema', 'bert-2')).toMatchObject({ type: 'game.ack' });
    expect((await closed()).room).toMatchObject({
      results: { summary: { question_type: 'scramble', solution: 'Ice cream', correct: 1 } },
    });

    // The word cloud: an offensive word is refused and the player may send another.
    await openQuestion();
    expect(await answer(bert, 2, 'f u c k', 'bert-3-bad')).toMatchObject({
      type: 'game.error',
      code: 'answer_word_unavailable',
    });
    expect(await answer(bert, 2, 'x'.repeat(31), 'bert-3-long')).toMatchObject({
      type: 'game.error',
      code: 'answer_word_too_long',
    });
    expect(await answer(bert, 2, 'Fun', 'bert-3')).toMatchObject({ type: 'game.ack' });
    expect(await answer(anna, 2, ' fun ', 'anna-3')).toMatchObject({ type: 'game.ack' });
    expect((await closed()).room).toMatchObject({
      results: { summary: { question_type: 'word_cloud', words: [{ text: 'fun', count: 2 }], total: 2 } },
    });

    // Nothing refused was appended: one answer per player per question.
    const answers = (await t.rawStore.readStream(`game-${gameId}`)).filter(
      (e) => e.type === 'AnswerSubmitted',
    );
    expect(answers).toHaveLength(6);
    for (const s of [master, anna, bert]) s.close();
  });
});
