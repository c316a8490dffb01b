import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { openHostedRoom } from '../../support/live-room.ts';
import { manualScheduler } from '../../support/manual-scheduler.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

/** A sorting list and a puzzle, saved through the API and played live: the order answers end to end. */
const QUESTIONS = [
  {
    question_id: 'planets',
    question_type: 'sorting_list',
    title: 'Order the planets from the sun',
    time_limit: 20,
    answers: [
      { answer_id: 'mercury', title: 'Mercury', is_correct: true, score: 1000 },
      { answer_id: 'venus', title: 'Venus', is_correct: false, score: 1000 },
      { answer_id: 'earth', title: 'Earth', is_correct: false, score: 1000 },
      { answer_id: 'mars', title: 'Mars', is_correct: false, score: 1000 },
    ],
  },
  {
    question_id: 'painting',
    question_type: 'puzzle',
    title: 'Rebuild the painting',
    time_limit: 20,
    image: '/media/quiz-images/painting.png',
    puzzle_block: 4,
    answers: [{ answer_id: 'only', title: 'Mona Lisa', is_correct: true, score: 1000 }],
  },
];

type Room = {
  phase: string;
  question?: { screen: Record<string, unknown> };
  results?: { summary?: { question_type: string } };
};

describe.each(postgresBackends())('sorting lists and puzzles played live ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-24T10:00:00.000Z');
  const scheduler = manualScheduler();
  let host: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, scheduler });
    host = await signUp(t.app, 'Quiz Master');
    quizId = await liveQuiz(t.app, host.headers, { questions: QUESTIONS });
  });
  afterAll(async () => t?.close());

  it('keeps the order key from someone who may not edit the quiz', async () => {
    const stranger = await signUp(t.app, 'Stranger');
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/quizzes/id/${quizId}`,
      headers: stranger.headers,
    });
    const questions = reply.json().data.questions as Array<Record<string, unknown>>;
    expect(questions.map((q) => q.question_type)).toEqual(['sorting_list', 'puzzle']);
    expect(reply.body).not.toContain('is_correct');
    expect(reply.body).not.toContain('Mona Lisa');
    const items = (questions[0]!.items as Array<{ answer_id: string }>).map((i) => i.answer_id);
    expect(items).not.toEqual(['mercury', 'venus', 'earth', 'mars']);
    expect([...items].sort()).toEqual(['earth', 'mars', 'mercury', 'venus']);
  });

  it('scores a sorting list by place and a puzzle when whole; refuses an order with duplicates', async () => {
    const { gameId, pin, master } = await openHostedRoom(t.app, host, quizId);
    const [anna, bert, mallory] = await Promise.all([
      gameSocket(t.app),
      gameSocket(t.app),
      gameSocket(t.app),
    ]);
    for (const [phone, name] of [
      [anna, 'Anna'],
      [bert, 'Bert'],
      [mallory, 'Mallory'],
    ] as const)
      await phone.request({ type: 'game.join', pin, name });
    await master.request({ type: 'game.control', gameId, action: 'start' });
    await master.request({ type: 'game.control', gameId, action: 'next' });

    const open = await anna.next((m) => m.type === 'game.room' && (m.room as Room).phase === 'question');
    const screen = (open.room as Room).question!.screen;
    expect(screen).toMatchObject({ question_type: 'sorting_list' });
    expect(JSON.stringify(open)).not.toContain('is_correct');

    const answer = (phone: typeof anna, answerIds: string[], who: string, index = 0) =>
      phone.request({
        type: 'game.answer',
        gameId,
        index,
        answer: { kind: 'order', answerIds },
        submissionId: `${who}-question-${index}`,
      });

    expect(await answer(mallory, ['mercury', 'mercury', 'earth', 'mars'], 'mallory-dup')).toMatchObject({
      type: 'game.error',
      code: 'answer_order_invalid',
    });
    expect(await answer(mallory, ['mercury', 'venus', 'earth'], 'mallory-short')).toMatchObject({
      type: 'game.error',
      code: 'answer_order_invalid',
    });
    expect(await answer(anna, ['mercury', 'venus', 'earth', 'mars'], 'anna')).toMatchObject({
      type: 'game.ack',
    });
    // Earth and Mars swapped: half the items in place, half the points, not correct.
    expect(await answer(bert, ['mercury', 'venus', 'mars', 'earth'], 'bert')).toMatchObject({
      type: 'game.ack',
    });
    await master.request({ type: 'game.control', gameId, action: 'skip' });

    const closed = await anna.next(
      (m) => m.type === 'game.room' && (m.room as Room).phase === 'question_closed',
    );
    expect((closed.room as Room).results!.summary).toMatchObject({
      question_type: 'sorting_list',
      fully_correct: 1,
      in_place: { mercury: 2, venus: 2, earth: 1, mars: 1 },
    });
    expect(await anna.next((m) => m.type === 'game.you')).toMatchObject({ you: { score: 1000 } });
    expect(await bert.next((m) => m.type === 'game.you')).toMatchObject({ you: { score: 500 } });

    await master.request({ type: 'game.control', gameId, action: 'next' });
    const puzzle = await anna.next(
      (m) =>
        m.type === 'game.room' &&
        (m.room as Room).phase === 'question' &&
        (m.room as Room).question?.screen.question_type === 'puzzle',
    );
    const pieces = (puzzle.room as Room).question!.screen.pieces as string[];
    expect(pieces).not.toEqual(['0', '1', '2', '3']);
    expect(await answer(anna, ['0', '1', '2', '3'], 'anna', 1)).toMatchObject({ type: 'game.ack' });
    expect(await answer(bert, pieces, 'bert', 1)).toMatchObject({ type: 'game.ack' });
    expect(await answer(mallory, ['0', '1', '2', '4'], 'mallory', 1)).toMatchObject({
      type: 'game.error',
      code: 'answer_order_invalid',
    });
    await master.request({ type: 'game.control', gameId, action: 'skip' });
    const done = await anna.next(
      (m) =>
        m.type === 'game.room' &&
        (m.room as Room).phase === 'question_closed' &&
        (m.room as Room).results?.summary?.question_type === 'puzzle',
    );
    expect((done.room as Room).results!.summary).toMatchObject({ solved: 1, caption: 'Mona Lisa' });
    expect(await anna.next((m) => m.type === 'game.you')).toMatchObject({ you: { score: 2000 } });
  });
});
