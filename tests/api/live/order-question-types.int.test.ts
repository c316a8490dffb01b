import { describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { appWithQuiz, type Phone, roomIn, strangersCopy } from '../../support/live-play.ts';
import { manualScheduler } from '../../support/manual-scheduler.ts';
import { fixedClock } from '../../support/test-app.ts';

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

describe.each(postgresBackends())('sorting lists and puzzles played live ($name PostgreSQL)', (backend) => {
  const clock = fixedClock('2026-11-24T10:00:00.000Z');
  const live = appWithQuiz(backend, QUESTIONS, { clock, scheduler: manualScheduler() });

  it('keeps the order key from someone who may not edit the quiz', async () => {
    const { questions, body } = await strangersCopy(live.t.app, live.quizId);
    expect(questions.map((q) => q.question_type)).toEqual(['sorting_list', 'puzzle']);
    expect(body).not.toContain('is_correct');
    expect(body).not.toContain('Mona Lisa');
    const items = (questions[0]!.items as Array<{ answer_id: string }>).map((i) => i.answer_id);
    expect(items).not.toEqual(['mercury', 'venus', 'earth', 'mars']);
    expect([...items].sort()).toEqual(['earth', 'mars', 'mercury', 'venus']);
  });

  it('scores a sorting list by place and a puzzle when whole; refuses an order with duplicates', async () => {
    const { master, gameId, phones, answer: send } = await live.play(['Anna', 'Bert', 'Mallory']);
    const [anna, bert, mallory] = phones as [Phone, Phone, Phone];

    const open = await roomIn(anna, 'question');
    const screen = open.question!.screen;
    expect(screen).toMatchObject({ question_type: 'sorting_list' });
    expect(JSON.stringify(open)).not.toContain('is_correct');

    const answer = (phone: Phone, answerIds: string[], who: string, index = 0) =>
      send(phone, index, { kind: 'order', answerIds }, who);

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

    const closed = await roomIn(anna, 'question_closed');
    expect(closed.results!.summary).toMatchObject({
      question_type: 'sorting_list',
      fully_correct: 1,
      in_place: { mercury: 2, venus: 2, earth: 1, mars: 1 },
    });
    expect(await anna.next((m) => m.type === 'game.you')).toMatchObject({ you: { score: 1000 } });
    expect(await bert.next((m) => m.type === 'game.you')).toMatchObject({ you: { score: 500 } });

    await master.request({ type: 'game.control', gameId, action: 'next' });
    const puzzle = await roomIn(anna, 'question', 'puzzle');
    const pieces = puzzle.question!.screen.pieces as string[];
    expect(pieces).not.toEqual(['0', '1', '2', '3']);
    expect(await answer(anna, ['0', '1', '2', '3'], 'anna', 1)).toMatchObject({ type: 'game.ack' });
    expect(await answer(bert, pieces, 'bert', 1)).toMatchObject({ type: 'game.ack' });
    expect(await answer(mallory, ['0', '1', '2', '4'], 'mallory', 1)).toMatchObject({
      type: 'game.error',
      code: 'answer_order_invalid',
    });
    await master.request({ type: 'game.control', gameId, action: 'skip' });
    const done = await roomIn(anna, 'question_closed', 'puzzle');
    expect(done.results!.summary).toMatchObject({ solved: 1, caption: 'Mona Lisa' });
    expect(await anna.next((m) => m.type === 'game.you')).toMatchObject({ you: { score: 2000 } });
  });
});
