import Type from 'typebox';
import { AdmissionBody } from './whitelists.ts';

/*
 * Homework (issue 13): a quiz's owner sets it as an assignment with an opening time, a deadline and
 * an optional attempt limit; students play it alone from a link. Times are ISO 8601. The attempt
 * limit's range is checked by the rule (domain/assignment/rules.ts), so a wrong one gets its own
 * translated message rather than a generic validation error.
 */

export const CreateAssignmentBody = Type.Object(
  {
    quiz_id: Type.String({ minLength: 1, maxLength: 64 }),
    /** Empty or left out: the quiz's title. */
    title: Type.Optional(Type.String({ maxLength: 400 })),
    opens_at: Type.String({ maxLength: 40 }),
    deadline: Type.String({ maxLength: 40 }),
    /** Null: unlimited. */
    attempt_limit: Type.Union([Type.Integer({ minimum: -1000, maximum: 1000 }), Type.Null()]),
    random_order: Type.Boolean(),
    show_correct_answer: Type.Boolean(),
    /** Who may start an attempt (spec §6): one of your whitelists, or Feide users only. */
    admission: Type.Optional(AdmissionBody),
  },
  { additionalProperties: false },
);
export type CreateAssignmentBody = Type.Static<typeof CreateAssignmentBody>;

export const ExtendAssignmentBody = Type.Object(
  { deadline: Type.String({ maxLength: 40 }) },
  { additionalProperties: false },
);
export type ExtendAssignmentBody = Type.Static<typeof ExtendAssignmentBody>;

export const AssignmentIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const Time = Type.String();
const MaybeTime = Type.Union([Type.String(), Type.Null()]);
export const AssignmentStatusSchema = Type.Union([
  Type.Literal('upcoming'),
  Type.Literal('open'),
  Type.Literal('closed'),
]);

/** What a student sees before starting: enough to know whether and until when they may play. */
export const AssignmentPublicView = Type.Object({
  assignment_id: Type.String(),
  quiz_id: Type.String(),
  title: Type.String(),
  opens_at: Time,
  /** When attempts stop: the deadline, or the early close. */
  ends_at: Time,
  status: AssignmentStatusSchema,
  attempt_limit: Type.Union([Type.Integer(), Type.Null()]),
});
export type AssignmentPublicView = Type.Static<typeof AssignmentPublicView>;

/** The owner's view of an assignment. */
export const AssignmentView = Type.Object({
  ...AssignmentPublicView.properties,
  deadline: Time,
  closed_at: MaybeTime,
  random_order: Type.Boolean(),
  show_correct_answer: Type.Boolean(),
  created_at: Time,
  /** Counted attempts started by all students. */
  attempts: Type.Integer(),
});
export type AssignmentView = Type.Static<typeof AssignmentView>;

export const AssignmentRunSchema = Type.Object({
  play_id: Type.String(),
  retry: Type.Boolean(),
  score: Type.Integer(),
  correct: Type.Integer(),
  questions: Type.Integer(),
  started_at: Time,
  finished_at: MaybeTime,
});

export const AssignmentPlayerSchema = Type.Object({
  name: Type.String(),
  signed_in: Type.Boolean(),
  attempts: Type.Integer(),
  best_score: Type.Union([Type.Integer(), Type.Null()]),
  best_correct: Type.Union([Type.Integer(), Type.Null()]),
  questions: Type.Integer(),
  last_finished_at: MaybeTime,
  on_time: Type.Boolean(),
  runs: Type.Array(AssignmentRunSchema),
});
export type AssignmentPlayer = Type.Static<typeof AssignmentPlayerSchema>;

/** Who has done it: one report for the assignment, with every run of every student. */
export const AssignmentReport = Type.Object({
  assignment: AssignmentView,
  players: Type.Array(AssignmentPlayerSchema),
});
export type AssignmentReport = Type.Static<typeof AssignmentReport>;
