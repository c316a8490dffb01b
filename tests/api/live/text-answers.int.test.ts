import { describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { appWithQuiz, type Phone, roomIn } from '../../support/live-play.ts';
import { manualScheduler } from '../../support/manual-scheduler.ts';
import { fixedClock } from '../../support/test-app.ts';

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

describe.each(postgresBackends())('typed answers in a live game ($name PostgreSQL)', (backend) => {
  const clock = fixedClock('2026-11-24T10:00:00.000Z');
  const live = appWithQuiz(backend, QUESTIONS, { clock, scheduler: manualScheduler() });

  it('scores typed answers, refuses what does not fit, and sums up each question', async () => {
    const { master, gameId, phones, answer: send } = await live.play(['Anna', 'Bert']);
    const [anna, bert] = phones as [Phone, Phone];
    const answer = (phone: Phone, index: number, text: string, id: string) =>
      send(phone, index, { kind: 'text', text }, id);
    const openQuestion = async () => {
      await master.request({ type: 'game.control', gameId, action: 'next' });
      return roomIn(anna, 'question');
    };
    const closed = () => roomIn(anna, 'question_closed');

    // The typing question: phones see a field, never an accepted answer.
    const typing = await roomIn(anna, 'question');
    expect(JSON.stringify(typing)).not.toMatch(/Oslo|Kristiania/);
    expect(typing).toMatchObject({
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
    expect(await closed()).toMatchObject({
      results: {
        summary: {
          question_type: 'typing_question',
          accepted: ['Oslo', 'Kristiania'],
          correct: 1,
          wrong: [{ text: 'Bergen', count: 1 }],
        },
      },
    });
    expect(await anna.next((m) => m.type === 'game.you')).toMatchObject({ you: { score: 1000 } });

    // The scramble: the letters shuffled, never the phrase in order.
    const scramble = await openQuestion();
    expect(JSON.stringify(scramble).toLowerCase()).not.toContain('cream');
    expect(scramble).toMatchObject({
      question: { screen: { question_type: 'scramble', word_lengths: [3, 5] } },
    });
    expect(await answer(anna, 1, 'ICE CREAM', 'anna-2')).toMatchObject({ type: 'game.ack' });
    expect(await answer(bert, 1, 'ice crema', 'bert-2')).toMatchObject({ type: 'game.ack' });
    expect(await closed()).toMatchObject({
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
    expect(await closed()).toMatchObject({
      results: { summary: { question_type: 'word_cloud', words: [{ text: 'fun', count: 2 }], total: 2 } },
    });

    // Nothing refused was appended: one answer per player per question.
    const answers = (await live.t.rawStore.readStream(`game-${gameId}`)).filter(
      (e) => e.type === 'AnswerSubmitted',
    );
    expect(answers).toHaveLength(6);
    for (const s of [master, anna, bert]) s.close();
  });
});
