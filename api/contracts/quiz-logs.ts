import Type from 'typebox';

/** `GET /api/quiz-logs/{id}?page=`: a page of a quiz's audit log, newest first (spec §9). */
export const QuizLogEntry = Type.Object({
  action: Type.String(),
  /**
   * What changed, as the log stored it when it happened: its shape is the action's and the time's (an
   * older entry keeps an older shape, DESIGN §2), so readers check it (web/features/editor/log). It
   * goes out as stored: a schema of today's shapes would let Fastify's serialiser drop an older entry's
   * fields.
   */
  payload: Type.Unsafe<unknown>({
    description: 'What changed, in the shape the action had when it was logged',
  }),
  actor_id: Type.Union([Type.String(), Type.Null()]),
  actor_name: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
});
export type QuizLogEntry = Type.Static<typeof QuizLogEntry>;

export const QuizLogPage = Type.Object({
  items: Type.Array(QuizLogEntry),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
});
export type QuizLogPage = Type.Static<typeof QuizLogPage>;
