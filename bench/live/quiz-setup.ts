import type { QuestionTypeName } from '../../domain/question-types/registry.ts';
import { captchaFrom } from '../../tests/support/captcha.ts';
import { confirmedAccount } from '../support/confirmed-account.ts';
import { uploadBenchMedia } from './bench-media.ts';
import { TYPE_SAMPLES } from './type-samples.ts';

export interface Quizmaster {
  token: string;
  quizId: string;
}

/**
 * One account and one quiz for every run, made through the public API as a
 * teacher would (registration is limited to 30 per address and hour; the
 * address is confirmed from the server's outbox, as uploads need).
 */
export async function prepareQuiz(
  server: { url: string; dataDir: string },
  maxPlayers: number,
  types: readonly QuestionTypeName[],
): Promise<Quizmaster> {
  const baseUrl = server.url;
  const { token, confirm } = await confirmedAccount(server, 'Bench Master');
  await confirm();
  const quizId = (
    await call(baseUrl, 'POST', '/api/quizzes/create', token, {
      title: 'Load test',
      captcha_response: await captchaFrom(baseUrl),
    })
  )._id as string;
  const media = await uploadBenchMedia(baseUrl, token);
  const questions = types.map((type, q) => TYPE_SAMPLES[type].question(q, media));
  await call(baseUrl, 'PUT', `/api/quizzes/id/${quizId}/questions`, token, { questions });
  // A game plays at most show_number_question questions (default 10): this one plays them all.
  await call(baseUrl, 'PUT', '/api/quizzes/update', token, {
    _id: quizId,
    show_number_question: Math.max(1, types.length),
  });
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
