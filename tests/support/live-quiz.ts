import type { FastifyInstance } from 'fastify';
import { captchaFor } from './captcha.ts';

/** Two questions for live-game tests: a quiz question (20 s) and a poll (10 s). */
export const LIVE_QUESTIONS = [
  {
    question_id: 'capital',
    kind: 'multiple_choice',
    title: 'Capital of Norway?',
    time_limit: 20,
    answers_required: 'one',
    chart_type: 'bar',
    answers: [
      { answer_id: 'oslo', title: 'Oslo', is_correct: true, score: 1000 },
      { answer_id: 'bergen', title: 'Bergen', is_correct: false, score: 0 },
    ],
  },
  {
    question_id: 'pets',
    kind: 'poll',
    title: 'Cats or dogs?',
    time_limit: 10,
    answers_required: 'one',
    chart_type: 'pie',
    answers: [
      { answer_id: 'cats', title: 'Cats', is_correct: false, score: 0 },
      { answer_id: 'dogs', title: 'Dogs', is_correct: false, score: 0 },
    ],
  },
];

/** A quiz ready to host, made through the API of `app` by the signed-in owner of `headers`. */
export async function liveQuiz(
  app: FastifyInstance,
  headers: Record<string, string>,
  options: { questions?: unknown[]; limitPlayer?: number } = {},
): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/quizzes/create',
    headers,
    payload: { title: 'Norway', captcha_response: await captchaFor(app) },
  });
  const quizId: string = created.json().data._id;
  await app.inject({
    method: 'PUT',
    url: `/api/quizzes/id/${quizId}/questions`,
    headers,
    payload: { questions: options.questions ?? LIVE_QUESTIONS },
  });
  if (options.limitPlayer !== undefined) {
    await app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers,
      payload: { _id: quizId, limit_player: options.limitPlayer },
    });
  }
  return quizId;
}

/** The code players type to open the quiz `quizId` (its owner's `headers` may read it). */
export async function quizCode(
  app: FastifyInstance,
  quizId: string,
  headers: Record<string, string>,
): Promise<string> {
  return (await app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}`, headers })).json().data.code;
}
