import type { FastifyInstance } from 'fastify';
import { solveCaptcha } from '../../web/http/solve-captcha.ts';

/** A solved captcha for a quiz creation through app.inject (tests run with little work per challenge). */
export async function captchaFor(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha' });
  return solveCaptcha(response.json().data);
}

/** The same against a server listening at `baseUrl`. */
export async function captchaFrom(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/captcha`);
  return solveCaptcha(((await response.json()) as { data: Parameters<typeof solveCaptcha>[0] }).data);
}
