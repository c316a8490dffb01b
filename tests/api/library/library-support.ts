import type { FastifyInstance } from 'fastify';
import type { SchoolRole } from '../../../domain/school/rules.ts';
import type { Role } from '../../../domain/user/rules.ts';
import { LIVE_QUESTIONS, liveQuiz } from '../../support/live-quiz.ts';
import type { TestApp } from '../../support/test-app.ts';
import { type Person, personWithRole } from '../schools/school-support.ts';

/** `count` copies of a quiz question, each with its own id: enough for the library's minimum of 7. */
export const questions = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    ...LIVE_QUESTIONS[0],
    question_id: `q${i}`,
    title: `Question ${i + 1}?`,
  }));

export const libraryQuiz = (app: FastifyInstance, who: Person, count = 7) =>
  liveQuiz(app, who.headers, { questions: questions(count) });

async function ok<R extends { statusCode: number; body: string }>(reply: R, what: string): Promise<R> {
  if (reply.statusCode >= 300) throw new Error(`${what} failed: ${reply.statusCode} ${reply.body}`);
  return reply;
}

/** A member of the school in `role`, let in by the admin after asking (the real write path). */
export async function memberOf(
  t: TestApp,
  schoolId: string,
  admin: Person,
  name: string,
  role: SchoolRole,
  status: 'active' | 'suspended' | 'removed' = 'active',
): Promise<Person> {
  const accountRole: Role = role.startsWith('student') ? 'student' : 'teacher';
  const person = await personWithRole(t, name, accountRole);
  const at = (path: string, headers: Record<string, string>, payload?: unknown) =>
    t.app
      .inject({
        method: 'POST',
        url: `/api/schools/${schoolId}${path}`,
        headers,
        ...(payload ? { payload } : {}),
      })
      .then((reply) => ok(reply, path));
  await at('/request-access', person.headers);
  await at(`/requests/${person.userId}/accept`, admin.headers);
  if (role.endsWith('_plus')) await at(`/users/${person.userId}/role`, admin.headers, { role });
  if (status !== 'active') await at(`/users/${person.userId}/status`, admin.headers, { status });
  return person;
}

export async function addSubject(app: FastifyInstance, schoolId: string, admin: Person, name: string) {
  const reply = await ok(
    await app.inject({
      method: 'POST',
      url: `/api/schools/${schoolId}/subjects`,
      headers: admin.headers,
      payload: { name },
    }),
    'subject',
  );
  return reply.json().data.subject_id as string;
}

export const listing = (quizId: string, subjectId: string, change: Record<string, unknown> = {}) => ({
  quiz_id: quizId,
  level: 'normal',
  age: [10, 12],
  subject_id: subjectId,
  class_grade: [5, 6],
  description: 'Planter, lys og fotosyntese',
  image: '/media/cover.webp',
  show_school_country_list: false,
  ...change,
});
