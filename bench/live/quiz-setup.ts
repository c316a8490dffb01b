import { randomUUID } from 'node:crypto';
import { captchaFrom } from '../../tests/support/captcha.ts';

export const QUESTION_COUNT = 5;
export const ANSWERS_PER_QUESTION = 4;
export const TIME_LIMIT_SECONDS = 20;

/** The answer ids of question `q`, as the bench writes them; players pick among these. */
export const answerIdsOf = (q: number) =>
  Array.from({ length: ANSWERS_PER_QUESTION }, (_, a) => `q${q}-a${a}`);

export interface Quizmaster {
  token: string;
  quizId: string;
}

/**
 * One account and one quiz for every run, made through the public API as a
 * teacher would (registration is limited to 30 per address and hour).
 */
export async function prepareQuiz(baseUrl: string, maxPlayers: number): Promise<Quizmaster> {
  const registered = await call(baseUrl, 'POST', '/api/auth/register', null, {
    name: 'Bench Master',
    email: `bench-${randomUUID()}@example.org`,
    password: 'correct horse battery staple',
  });
  const token = registered.token as string;
  const quizId = (
    await call(baseUrl, 'POST', '/api/quizzes/create', token, {
      title: 'Load test',
      captcha_response: await captchaFrom(baseUrl),
    })
  )._id as string;
  await call(baseUrl, 'PUT', `/api/quizzes/id/${quizId}/questions`, token, { questions: questions() });
  await call(baseUrl, 'PUT', '/api/quizzes/update', token, { _id: quizId, limit_player: maxPlayers });
  return { token, quizId };
}

/** A fresh room of the quiz: each run plays a game of its own. */
export async function openGame(
  baseUrl: string,
  master: Quizmaster,
): Promise<{ gameId: string; pin: string }> {
  const opened = await call(baseUrl, 'POST', '/api/games', master.token, { quiz_id: master.quizId });
  return { gameId: opened.game_id as string, pin: opened.pin as string };
}

function questions() {
  return Array.from({ length: QUESTION_COUNT }, (_, q) => ({
    question_id: `q${q}`,
    kind: 'multiple_choice',
    title: `Question ${q + 1}: which one?`,
    time_limit: TIME_LIMIT_SECONDS,
    answers_required: 'one',
    chart_type: 'bar',
    answers: answerIdsOf(q).map((answerId, a) => ({
      answer_id: answerId,
      title: `Answer ${a + 1}`,
      is_correct: a === 0,
      score: a === 0 ? 1000 : 0,
    })),
  }));
}

export async function call(
  baseUrl: string,
  method: string,
  route: string,
  token: string | null,
  body: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data?: Record<string, unknown> }).data ?? {};
}
