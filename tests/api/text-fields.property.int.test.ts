import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TextRuleOptions, textProblem } from '../../domain/shared/text.ts';
import { postgresBackends } from '../support/backends.ts';
import { captchaFor } from '../support/captcha.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Characters that have broken or fooled text handling: unstorable, control, bidi, zero-width. */
const HOSTILE = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u0007',
  '\u001B',
  '\u0085',
  '\n',
  '\r',
  '\t',
  '\u202E',
  '\u2066',
  '\u200E',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
];
const ORDINARY = ['a', 'Z', 'é', 'ø', 'Å', 'ß', '日', 'م', '😀', '👩‍💻', ' ', '-', '1'];
const hostileText = fc
  .array(fc.oneof({ arbitrary: fc.constantFrom(...ORDINARY), weight: 3 }, fc.constantFrom(...HOSTILE)), {
    minLength: 1,
    maxLength: 24,
  })
  .map((chars) => chars.join(''));

interface Command {
  name: string;
  rule: TextRuleOptions;
  /** Sends the text; on success, reads back what was stored (null when nothing is readable). */
  send(
    text: string,
    run: number,
  ): Promise<{ response: LightMyRequestResponse; stored: () => Promise<string | null> }>;
}

describe.each(postgresBackends())(
  'every command that takes text, with hostile text ($name PostgreSQL)',
  (backend) => {
    let t: TestApp;
    let owner: Awaited<ReturnType<typeof signUp>>;
    let quizId: string;
    beforeAll(async () => {
      t = await createTestApp(backend);
      owner = await signUp(t.app);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/quizzes/create',
        headers: owner.headers,
        payload: { title: 'Property quiz', captcha_response: await captchaFor(t.app) },
      });
      quizId = created.json().data._id;
    });
    afterAll(async () => t?.close());

    const readQuiz = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}`, headers: owner.headers })).json()
        .data;
    const question = (title: string, answer: string) => ({
      question_id: 'q1',
      kind: 'multiple_choice',
      title,
      time_limit: 20,
      answers_required: 'one',
      chart_type: 'bar',
      answers: [
        { answer_id: 'a1', title: answer, is_correct: true, score: 1000 },
        { answer_id: 'a2', title: 'Other', is_correct: false, score: 0 },
      ],
    });

    const commands: Command[] = [
      {
        name: 'register: name',
        rule: {},
        async send(name, run) {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            remoteAddress: `10.1.${run >> 8}.${run & 255}`,
            payload: { name, email: `p-${randomUUID()}@example.org`, password: 'correct horse battery' },
          });
          return { response, stored: async () => response.json().data.user.name };
        },
      },
      {
        name: 'register: password',
        rule: { secret: true },
        async send(password, run) {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            remoteAddress: `10.2.${run >> 8}.${run & 255}`,
            payload: {
              name: 'Pass Word',
              email: `p-${randomUUID()}@example.org`,
              password: `${password}long enough`,
            },
          });
          return { response, stored: async () => null };
        },
      },
      {
        name: 'profile: name',
        rule: {},
        async send(name) {
          const response = await t.app.inject({
            method: 'PATCH',
            url: '/api/users/me',
            headers: owner.headers,
            payload: { name },
          });
          return {
            response,
            stored: async () =>
              (
                await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: owner.headers })
              ).json().data.name,
          };
        },
      },
      {
        name: 'quiz: title',
        rule: {},
        async send(title) {
          const response = await t.app.inject({
            method: 'PUT',
            url: '/api/quizzes/update',
            headers: owner.headers,
            payload: { _id: quizId, title },
          });
          return { response, stored: async () => (await readQuiz()).title };
        },
      },
      {
        name: 'quiz: description',
        rule: { multiline: true },
        async send(description) {
          const response = await t.app.inject({
            method: 'PUT',
            url: '/api/quizzes/update',
            headers: owner.headers,
            payload: { _id: quizId, description },
          });
          return { response, stored: async () => (await readQuiz()).description };
        },
      },
      {
        name: 'quiz: question and answer texts',
        rule: {},
        async send(text) {
          const response = await t.app.inject({
            method: 'PUT',
            url: `/api/quizzes/id/${quizId}/questions`,
            headers: owner.headers,
            payload: { questions: [question(`Q ${text}`, text)] },
          });
          return { response, stored: async () => (await readQuiz()).questions[0].answers[0].title };
        },
      },
      {
        name: 'quiz: code in the path',
        rule: {},
        async send(code) {
          // A lone surrogate has no UTF-8 form: a hostile client sends its CESU-8 bytes instead.
          const path = [...code]
            .map((c) => (c.isWellFormed() ? encodeURIComponent(c) : '%ED%BF%BF'))
            .join('');
          const response = await t.app.inject({ method: 'GET', url: `/api/quizzes/code/${path}` });
          return { response, stored: async () => null };
        },
      },
    ];

    for (const command of commands) {
      it(`${command.name}: never a 500; refused with text_invalid_characters exactly when the rule says so`, async () => {
        let run = 0;
        await fc.assert(
          fc.asyncProperty(hostileText, async (text) => {
            const { response, stored } = await command.send(text, run++);
            expect(response.statusCode, response.body).toBeLessThan(500);
            const problem = textProblem(
              command.name === 'register: password' ? `${text}long enough` : text,
              command.rule,
            );
            if (problem !== null && command.name === 'quiz: code in the path') {
              // Bytes that are not UTF-8 are refused by the router before the text rule sees them.
              expect([400, 404]).toContain(response.statusCode);
              return;
            }
            if (problem !== null) {
              expect(response.statusCode).toBe(400);
              expect(response.json().error.code).toBe('text_invalid_characters');
              return;
            }
            expect(response.json().error?.code).not.toBe('text_invalid_characters');
            if (response.statusCode < 300) {
              const value = await stored();
              if (value !== null) expect(textProblem(value, command.rule)).toBeNull();
            }
          }),
          { numRuns: 40 },
        );
      });
    }
  },
);
