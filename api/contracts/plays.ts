import Type from 'typebox';
import type { PlayView } from '../../domain/play/views.ts';
import { PlayerAnswerSchema } from './player-answer.ts';

/*
 * Play alone (spec §1, §2 `/play/{code}`): HTTP calls of a solo run. A guest proves a play is theirs
 * with the play token from the start reply (spec "play-alone report token"), sent as `x-play-token`;
 * a signed-in player's bearer token is enough.
 */

export const PLAY_TOKEN_HEADER = 'x-play-token';

export const StartPlayBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 32, description: 'The quiz code' }),
    name: Type.String({ maxLength: 200, description: 'The name shown on the summary and in reports' }),
    /** Play again only the questions answered wrongly in this earlier play (spec `/play/{code}/retry`). */
    retry_of: Type.Optional(
      Type.Object(
        {
          play_id: Type.String({ format: 'uuid' }),
          play_token: Type.Optional(Type.String({ maxLength: 200 })),
        },
        { additionalProperties: false },
      ),
    ),
    /** Play as an attempt at this homework (the link's `?assignment=`); counted against its limit. */
    assignment_id: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type StartPlayBody = Type.Static<typeof StartPlayBody>;

export const PlayAnswerBody = Type.Object(
  {
    index: Type.Integer({ minimum: 0, maximum: 1000 }),
    answer: PlayerAnswerSchema,
    submission_id: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type PlayAnswerBody = Type.Static<typeof PlayAnswerBody>;

export const PlayIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The play as its player sees it (domain/play/views.ts): never an answer key before it is earned. */
export const PlayViewSchema = Type.Unsafe<PlayView>(
  Type.Object({ playId: Type.String() }, { additionalProperties: true }),
);

/**
 * Every reply carries the play and the server's clock, so the browser counts a question's time down
 * against the server's (scoring uses the server's receive time). A start also gives the play token.
 */
export const PlayReply = Type.Object({
  play: PlayViewSchema,
  server_now: Type.String(),
  play_token: Type.Optional(Type.String()),
});
export type PlayReply = { play: PlayView; server_now: string; play_token?: string };

/** The homework a play was an attempt at, as its summary speaks of it. */
export const PlayHomework = Type.Object({
  assignment_id: Type.String(),
  title: Type.String(),
  status: Type.Union([Type.Literal('upcoming'), Type.Literal('open'), Type.Literal('closed')]),
  attempt_limit: Type.Union([Type.Integer(), Type.Null()]),
  /** Counted attempts this student has left now (domain/assignment/rules.ts attemptsLeft); null: unlimited. */
  attempts_left: Type.Union([Type.Integer(), Type.Null()]),
});
export type PlayHomework = Type.Static<typeof PlayHomework>;

/**
 * Versus (issue 13): where a play ranks among everyone's first plays of the quiz (of its assignment,
 * for homework), and the best run's pace; for homework, also the homework's title and attempts left.
 */
export const VersusReply = Type.Object({
  standing: Type.Union([Type.Object({ rank: Type.Integer(), players: Type.Integer() }), Type.Null()]),
  homework: Type.Union([PlayHomework, Type.Null()]),
  leaders: Type.Array(Type.Object({ name: Type.String(), score: Type.Integer() })),
  ghost: Type.Union([
    Type.Object({ name: Type.String(), cumulative: Type.Array(Type.Integer()) }),
    Type.Null(),
  ]),
});
export type VersusReply = Type.Static<typeof VersusReply>;
