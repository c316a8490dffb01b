import { randomUUID } from 'node:crypto';
import { captchaFrom } from '../../tests/support/captcha.ts';
import { call } from '../live/quiz-setup.ts';

/** As large as a quiz may be: every question and answer at its longest (a few hundred kilobytes as JSON). */
const QUESTIONS = 200;
const ANSWERS = 10;

export interface LargeQuiz {
  token: string;
  quizId: string;
}

/** A quizmaster and one quiz at the size limits, made through the public API. */
export async function prepareLargeQuiz(baseUrl: string, maxPlayers: number): Promise<LargeQuiz> {
  const registered = await call(baseUrl, 'POST', '/api/auth/register', null, {
    name: 'Bench Master',
    email: `bench-${randomUUID()}@example.org`,
    password: 'correct horse battery staple',
  });
  const token = registered.token as string;
  const quizId = (
    await call(baseUrl, 'POST', '/api/quizzes/create', token, {
      title: 'Large quiz',
      captcha_response: await captchaFrom(baseUrl),
    })
  )._id as string;
  const questions = Array.from({ length: QUESTIONS }, (_, q) => ({
    question_id: `q${q}`,
    kind: 'multiple_choice',
    title: `Question ${q + 1} `.padEnd(250, 'x'),
    time_limit: 120,
    answers_required: 'one',
    chart_type: 'bar',
    answers: Array.from({ length: ANSWERS }, (_, a) => ({
      answer_id: `q${q}-a${a}`,
      title: `Answer ${a + 1} `.padEnd(100, 'y'),
      is_correct: a === 0,
      score: a === 0 ? 1000 : 0,
    })),
  }));
  await call(baseUrl, 'PUT', `/api/quizzes/id/${quizId}/questions`, token, { questions });
  await call(baseUrl, 'PUT', '/api/quizzes/update', token, { _id: quizId, limit_player: maxPlayers });
  return { token, quizId };
}
