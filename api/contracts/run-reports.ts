import Type from 'typebox';
import type { ReplayAnswer } from '../../domain/game/replay-answers.ts';
import type { HostView } from '../../domain/game/views.ts';
import type { PlayerAnswer } from '../../domain/question-types/player-answer.ts';
import type { QuizQuestion } from '../../domain/question-types/registry.ts';
import { mirror } from './mirror.ts';

/*
 * The reports of a run: a live game's (`GET /api/reports/games/{id}`), a play alone's
 * (`GET /api/reports/plays/{id}`), a report of either (`GET /api/reports/id/{id}`, reports.ts) and a
 * game's replay (`GET /api/games/{id}/replay`). Each route checks its schema against the type it
 * returns (mirror.ts).
 */

/**
 * What a run froze goes out as it was stored: the question as authored then, the answer as the phone
 * sent it. These carry their domain type but, on purpose, no JSON schema: Fastify writes a reply with
 * fast-json-stringify, which drops what a schema does not name and fails the whole reply on a value no
 * branch of a union takes, and a report must still open when an old question or answer no longer fits
 * today's closed shapes (DESIGN §2: old events stay readable forever).
 */
export const FrozenQuestion = Type.Unsafe<QuizQuestion>({
  description: 'A question as the run played it: the authored shape of its type (domain/question-types)',
});
export const FrozenAnswer = Type.Unsafe<PlayerAnswer>({
  description: "A player's answer as the run took it, by kind (domain/question-types/player-answer.ts)",
});

/** An answer with the points and the verdict the run froze when it took it. */
export const RunAnswer = Type.Object({
  answer: FrozenAnswer,
  points: Type.Number(),
  correct: Type.Boolean(),
  receivedAt: Type.String(),
});

/**
 * A player of a report (`GET /api/reports/id/{id}`, projections/reports `ReportPlayer`): what statistics
 * read (domain/report/statistics.ts `StatPlayer`); a play alone's answers also say when their question
 * opened to the player.
 */
export const ReportPlayer = Type.Object({
  player_id: Type.String(),
  name: Type.String(),
  score: Type.Number(),
  kicked: Type.Boolean(),
  /** By the question's position in the run (`"0"`, `"1"`, …). */
  answers: Type.Record(
    Type.String(),
    Type.Object({ ...RunAnswer.properties, opensAt: Type.Optional(Type.String()) }),
  ),
});

/** `GET /api/reports/games/{id}` (projections/game-reports `GameReport`): players ranked, and every answer. */
export const GameReport = Type.Object({
  game_id: Type.String(),
  quiz_id: Type.String(),
  host_id: Type.String(),
  quiz_title: Type.String(),
  phase: Type.String(),
  opened_at: Type.String(),
  ended_at: Type.Union([Type.String(), Type.Null()]),
  end_reason: Type.Union([Type.String(), Type.Null()]),
  questions: Type.Array(FrozenQuestion),
  /** Null when the game was not played in teams. */
  teams: Type.Union([
    Type.Array(
      Type.Object({
        team_id: Type.String(),
        name: Type.String(),
        score: Type.Number(),
        members: Type.Number(),
      }),
    ),
    Type.Null(),
  ]),
  players: Type.Array(
    Type.Object({
      rank: Type.Number(),
      player_id: Type.String(),
      name: Type.String(),
      score: Type.Number(),
      team_id: Type.Union([Type.String(), Type.Null()]),
      kicked: Type.Boolean(),
      answers: Type.Record(Type.String(), RunAnswer),
    }),
  ),
});
export type GameReport = Type.Static<typeof GameReport>;

/** `GET /api/reports/plays/{id}` (projections/play-reports `PlayReport`): a solo play, every answer with its points. */
export const PlayReport = Type.Object({
  play_id: Type.String(),
  quiz_id: Type.String(),
  player_name: Type.String(),
  retry: Type.Boolean(),
  questions: Type.Array(FrozenQuestion),
  /** By the question's position in the play; `opensAt` is when the question opened to the player. */
  answers: Type.Record(Type.String(), Type.Object({ ...RunAnswer.properties, opensAt: Type.String() })),
  score: Type.Number(),
  coins: Type.Number(),
  started_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
});
export type PlayReport = Type.Static<typeof PlayReport>;

/**
 * The quizmaster screen as it was (domain/game/views.ts `HostView`, what the socket's `game.host` sends),
 * or null before the game opened. Typed, not described: it is made of every question type's screen and
 * result summary, which are TypeScript types of their modules (domain/question-types/registry.ts
 * `QuestionScreen`, `QuestionSummary`) with no JSON schema, so it goes out as the game built it.
 */
const ReplayHost = Type.Unsafe<HostView | null>({
  description: 'The quizmaster screen right after the step (domain/game/views.ts HostView), or null',
});

/** `GET /api/games/{id}/replay`: one step per event of the game. */
export const ReplayStep = Type.Object({
  type: Type.String(),
  at: Type.String(),
  host: ReplayHost,
  /** The answers in to the question on screen, points as the game froze them (domain/game/replay-answers.ts). */
  answers: Type.Array(
    mirror<ReplayAnswer>()(
      Type.Object({
        playerId: Type.String(),
        name: Type.String(),
        answer: FrozenAnswer,
        points: Type.Number(),
        correct: Type.Boolean(),
      }),
    ),
  ),
});
export type ReplayStep = Type.Static<typeof ReplayStep>;
