import { describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { appWithQuiz, type Phone, roomIn, strangersCopy } from '../../support/live-play.ts';
import { manualScheduler } from '../../support/manual-scheduler.ts';
import { fixedClock } from '../../support/test-app.ts';

/** A slider, a hotspot and a slide, saved through the API and played live: number and point answers end to end. */
const QUESTIONS = [
  {
    question_id: 'moon',
    question_type: 'slider',
    title: 'When did Apollo 11 land on the Moon?',
    time_limit: 20,
    min: 1900,
    max: 2000,
    step: 1,
    correct_value: 1969,
    tolerance: 2,
    score: 1000,
    unit: '',
  },
  {
    question_id: 'map',
    question_type: 'hotspot',
    title: 'Tap the capital',
    time_limit: 20,
    image: '/media/quiz-images/norway.png',
    answers: [
      {
        answer_id: 'oslo',
        title: 'Oslo',
        is_correct: true,
        score: 2000,
        region: { x: 0.5, y: 0.7, width: 0.1, height: 0.1 },
      },
      {
        answer_id: 'bergen',
        title: '',
        is_correct: false,
        score: 1000,
        region: { x: 0.1, y: 0.6, width: 0.1, height: 0.1 },
      },
    ],
  },
  {
    question_id: 'break',
    question_type: 'slide',
    title: 'Break',
    time_limit: 30,
    content: 'Back in five minutes',
  },
];

describe.each(postgresBackends())(
  'sliders, hotspots and slides played live ($name PostgreSQL)',
  (backend) => {
    const clock = fixedClock('2026-11-24T10:00:00.000Z');
    const live = appWithQuiz(backend, QUESTIONS, { clock, scheduler: manualScheduler() });

    it('keeps the correct number and the boxes from someone who may not edit the quiz', async () => {
      const { questions, body } = await strangersCopy(live.t.app, live.quizId);
      expect(questions.map((q) => q.question_type)).toEqual(['slider', 'hotspot', 'slide']);
      expect(questions[0]).toMatchObject({ min: 1900, max: 2000, step: 1 });
      expect(body).not.toContain('1969');
      expect(body).not.toContain('region');
      expect(body).not.toContain('Oslo');
      expect(questions[2]).toMatchObject({ content: 'Back in five minutes' });
    });

    it('scores guesses by closeness and taps inside the correct box; refuses what no phone could send', async () => {
      const { master, gameId, phones, answer: send } = await live.play(['Anna', 'Bert', 'Mallory']);
      const [anna, bert, mallory] = phones as [Phone, Phone, Phone];

      const open = await roomIn(anna, 'question');
      expect(open.question!.screen).toEqual({
        question_type: 'slider',
        min: 1900,
        max: 2000,
        step: 1,
        unit: '',
      });

      const answer = (phone: Phone, given: Record<string, unknown>, who: string, index: number) =>
        send(phone, index, given, who);

      // Between two steps, and off the range: refused, and Mallory may still answer properly.
      expect(await answer(mallory, { kind: 'number', value: 1969.5 }, 'mallory-half', 0)).toMatchObject({
        type: 'game.error',
        code: 'answer_invalid',
      });
      expect(await answer(mallory, { kind: 'number', value: 2001 }, 'mallory-high', 0)).toMatchObject({
        type: 'game.error',
      });
      expect(await answer(anna, { kind: 'number', value: 1969 }, 'anna', 0)).toMatchObject({
        type: 'game.ack',
      });
      // The refusals appended nothing: Mallory's real guess is taken (19 years off: no points).
      expect(await answer(mallory, { kind: 'number', value: 1950 }, 'mallory', 0)).toMatchObject({
        type: 'game.ack',
      });
      // Seven years off: five past the margin of two, half of the way to nothing (a tenth of 100).
      expect(await answer(bert, { kind: 'number', value: 1976 }, 'bert', 0)).toMatchObject({
        type: 'game.ack',
      });
      await master.request({ type: 'game.control', gameId, action: 'skip' });

      const closed = await roomIn(anna, 'question_closed');
      expect(closed.results!.summary).toMatchObject({
        question_type: 'slider',
        correct_value: 1969,
        average: 1965,
        median: 1969,
        guesses: 3,
      });
      expect(await anna.next((m) => m.type === 'game.you')).toMatchObject({ you: { score: 1000 } });
      expect(await bert.next((m) => m.type === 'game.you')).toMatchObject({ you: { score: 500 } });

      await master.request({ type: 'game.control', gameId, action: 'next' });
      const map = await roomIn(anna, 'question', 'hotspot');
      expect(map.question!.screen).toEqual({
        question_type: 'hotspot',
        image: '/media/quiz-images/norway.png',
      });
      expect(await answer(mallory, { kind: 'point', x: 1.5, y: 0.5 }, 'mallory-off', 1)).toMatchObject({
        type: 'game.error',
      });
      expect(await answer(anna, { kind: 'point', x: 0.55, y: 0.75 }, 'anna', 1)).toMatchObject({
        type: 'game.ack',
      });
      expect(await answer(bert, { kind: 'point', x: 0.15, y: 0.65 }, 'bert', 1)).toMatchObject({
        type: 'game.ack',
      });
      await master.request({ type: 'game.control', gameId, action: 'skip' });
      const tapped = await roomIn(anna, 'question_closed', 'hotspot');
      expect(tapped.results!.summary).toMatchObject({
        taps: 2,
        points: [
          { x: 0.55, y: 0.75 },
          { x: 0.15, y: 0.65 },
        ],
        regions: [
          { answer_id: 'oslo', is_correct: true, count: 1 },
          { answer_id: 'bergen', is_correct: false, count: 1 },
        ],
      });
      expect(await anna.next((m) => m.type === 'game.you')).toMatchObject({ you: { score: 3000 } });
      expect(await bert.next((m) => m.type === 'game.you')).toMatchObject({ you: { score: 500 } });

      // The slide: shown to everyone, nothing to answer.
      await master.request({ type: 'game.control', gameId, action: 'next' });
      const slide = await roomIn(anna, 'question', 'slide');
      expect(slide.question!.screen).toMatchObject({ content: 'Back in five minutes' });
      expect(await answer(anna, { kind: 'number', value: 1 }, 'anna', 2)).toMatchObject({
        type: 'game.error',
      });
    });
  },
);
