import Type from 'typebox';

/*
 * Combined leaderboards (spec §1, §3, §5, §9). Numbers' ranges are checked by the rule
 * (domain/leaderboard/rules.ts), so a wrong one gets its own translated message; the shape here
 * refuses anything else, unknown fields included.
 */

const MergeModeSchema = Type.Union([
  Type.Literal('same_name_and_device'),
  Type.Literal('every_response'),
  Type.Literal('best_response'),
  Type.Literal('latest_response'),
]);
const LayoutSchema = Type.Union([Type.Literal('podium'), Type.Literal('list')]);
const StatusSchema = Type.Union([Type.Literal('active'), Type.Literal('inactive')]);
const Uuid = Type.String({ format: 'uuid' });

export const ReportRefSchema = Type.Object(
  { kind: Type.Union([Type.Literal('game'), Type.Literal('play')]), id: Uuid },
  { additionalProperties: false },
);

/** `quiz`: every finished game of the quiz, later ones too (and its play-alone runs if asked); `chosen`: these reports. */
export const LeaderboardSourcesSchema = Type.Union([
  Type.Object(
    { mode: Type.Literal('quiz'), include_play_alone: Type.Boolean() },
    { additionalProperties: false },
  ),
  Type.Object(
    { mode: Type.Literal('chosen'), reports: Type.Array(ReportRefSchema, { maxItems: 500 }) },
    { additionalProperties: false },
  ),
]);
export type LeaderboardSourcesBody = Type.Static<typeof LeaderboardSourcesSchema>;

const settingsFields = {
  name: Type.String({ maxLength: 400 }),
  sources: LeaderboardSourcesSchema,
  merge_mode: MergeModeSchema,
  layout: LayoutSchema,
  page_seconds: Type.Integer({ minimum: -100000, maximum: 100000 }),
  refresh_minutes: Type.Integer({ minimum: -100000, maximum: 100000 }),
  status: StatusSchema,
  display_ranking: Type.Boolean(),
};

export const UpdateLeaderboardBody = Type.Object(settingsFields, { additionalProperties: false });
export type UpdateLeaderboardBody = Type.Static<typeof UpdateLeaderboardBody>;

export const CreateLeaderboardBody = Type.Object(
  { quiz_id: Uuid, ...settingsFields },
  { additionalProperties: false },
);
export type CreateLeaderboardBody = Type.Static<typeof CreateLeaderboardBody>;

export const LeaderboardStatusBody = Type.Object({ status: StatusSchema }, { additionalProperties: false });

export const LeaderboardIdParams = Type.Object({ id: Uuid });
export const QuizIdQuery = Type.Object({ quiz_id: Uuid }, { additionalProperties: false });

export const RankedRowSchema = Type.Object({
  rank: Type.Integer(),
  name: Type.String(),
  score: Type.Integer(),
  correct: Type.Integer(),
  responses: Type.Integer(),
});

/** The owner's view: the settings as saved, and how many players and reports the ranking holds. */
export const LeaderboardView = Type.Object({
  leaderboard_id: Type.String(),
  quiz_id: Type.String(),
  ...settingsFields,
  name: Type.String(),
  players: Type.Integer(),
  reports: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type LeaderboardView = Type.Static<typeof LeaderboardView>;

/** What anyone with the link sees (domain/leaderboard/views.ts), also streamed on `leaderboard/<id>`. */
export const LeaderboardPublicViewSchema = Type.Object({
  leaderboard_id: Type.String(),
  name: Type.String(),
  layout: LayoutSchema,
  page_seconds: Type.Integer(),
  refresh_minutes: Type.Integer(),
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('deleted')]),
  display_ranking: Type.Boolean(),
  players: Type.Integer(),
  reports: Type.Integer(),
  ranking: Type.Array(RankedRowSchema),
  version: Type.Number(),
});
export type LeaderboardPublicView = Type.Static<typeof LeaderboardPublicViewSchema>;
