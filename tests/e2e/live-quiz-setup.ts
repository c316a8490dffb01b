import { captchaFrom } from '../support/captcha.ts';

async function api<T>(
  baseUrl: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A quiz ready to host, made through the API; resolves once the read side
 * shows all its questions (and the player limit, when one is set).
 */
export async function quizReadyToHost(
  baseUrl: string,
  token: string,
  quiz: { title: string; questions: unknown[]; limitPlayer?: number; customMessage?: string },
): Promise<string> {
  const { _id: quizId } = await api<{ _id: string }>(baseUrl, 'POST', '/api/quizzes/create', token, {
    title: quiz.title,
    captcha_response: await captchaFrom(baseUrl),
  });
  await api(baseUrl, 'PUT', `/api/quizzes/id/${quizId}/questions`, token, { questions: quiz.questions });
  if (quiz.limitPlayer !== undefined) {
    await api(baseUrl, 'PUT', '/api/quizzes/update', token, { _id: quizId, limit_player: quiz.limitPlayer });
  }
  if (quiz.customMessage !== undefined) {
    await api(baseUrl, 'PUT', '/api/quizzes/update', token, {
      _id: quizId,
      custom_message: quiz.customMessage,
    });
  }
  const deadline = Date.now() + 10_000;
  for (;;) {
    const shown = await api<{ questions: unknown[]; limit_player: number; custom_message: string }>(
      baseUrl,
      'GET',
      `/api/quizzes/id/${quizId}`,
      token,
    );
    const limitShown = quiz.limitPlayer === undefined || shown.limit_player === quiz.limitPlayer;
    const messageShown = quiz.customMessage === undefined || shown.custom_message === quiz.customMessage;
    if (shown.questions.length === quiz.questions.length && limitShown && messageShown) return quizId;
    if (Date.now() > deadline) throw new Error('the quiz never showed its questions');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
