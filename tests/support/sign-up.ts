import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Registers a fresh account through the API and returns its session: for tests that need someone signed in. */
export async function signUp(app: FastifyInstance, name = 'Quiz Master') {
  const email = `user-${randomUUID()}@example.org`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password: 'correct horse battery' },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const { token, user } = response.json().data;
  return { token, userId: user._id as string, email, headers: { authorization: `Bearer ${token}` } };
}
