import Type from 'typebox';
import type { HostView, PlayerView, RoomView } from '../../domain/game/views.ts';
import { LiveSettingsSchema } from './live-settings.ts';
import { PlayerAnswerSchema } from './player-answer.ts';
import { SOCKET_PROTOCOL_VERSION } from './socket-version.ts';

/*
 * Live game messages on `/ws` (DESIGN §4). A request may carry `ref`, a
 * string the client chooses; the reply to it (ack, joined or error) echoes it.
 * Room-wide messages are serialised once and the same bytes go to everyone.
 */

const V = Type.Literal(SOCKET_PROTOCOL_VERSION);
const Ref = Type.Optional(Type.String({ maxLength: 40 }));
const GameId = Type.String({ format: 'uuid' });
const Token = Type.String({ minLength: 10, maxLength: 2000 });

export const GameJoinMessage = Type.Object({
  v: V,
  type: Type.Literal('game.join'),
  ref: Ref,
  pin: Type.String({ maxLength: 12 }),
  name: Type.String({ maxLength: 100 }),
  /** The two-step join's shapes, in order, when the room asks for them (join_pattern_required). */
  pattern: Type.Optional(Type.Array(Type.String({ maxLength: 16 }), { maxItems: 8 })),
  /**
   * The browser's own random id, kept in its storage: one player per browser per game, and a removed
   * browser stays out. Not an identity (a cleared storage is a new browser). Optional for older pages.
   */
  device: Type.Optional(Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  /** The player's access token when signed in: a Feide-only room (spec §6) lets in only Feide accounts. */
  token: Type.Optional(Token),
});
/** A reload, a second tab or a reconnect: the same player, score intact. */
export const GameResumeMessage = Type.Object({
  v: V,
  type: Type.Literal('game.resume'),
  ref: Ref,
  gameId: GameId,
  playerToken: Token,
});
export const GameAnswerMessage = Type.Object({
  v: V,
  type: Type.Literal('game.answer'),
  ref: Ref,
  gameId: GameId,
  index: Type.Integer({ minimum: 0, maximum: 1000 }),
  /** The answer, by the kind the question's type asks for; the game checks it against the question. */
  answer: Type.Optional(PlayerAnswerSchema),
  /** Pages from before question types sent choices only, as this; read as a choice answer. */
  answerIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 10 })),
  /** Chosen by the phone; resending with the same id after a lost ack is safe. */
  submissionId: Type.String({ minLength: 8, maxLength: 64 }),
});
/** The quizmaster's screen; `token` is their sign-in token. */
export const GameHostMessage = Type.Object({
  v: V,
  type: Type.Literal('game.host'),
  ref: Ref,
  gameId: GameId,
  token: Token,
});
export const GameControlMessage = Type.Object({
  v: V,
  type: Type.Literal('game.control'),
  ref: Ref,
  gameId: GameId,
  // Written out: a mapped list of literals would widen the action's type.
  action: Type.Union([
    Type.Literal('start'),
    Type.Literal('next'),
    Type.Literal('skip'),
    Type.Literal('end'),
    Type.Literal('cancel'),
    Type.Literal('kick'),
    // With `playerId`: a removed player's browser may join again.
    Type.Literal('let_in'),
    Type.Literal('set_limit'),
    Type.Literal('team_mode'),
    Type.Literal('settings'),
    // With `enabled`: lock the room to new players, or ask phones for the two-step join's pattern.
    Type.Literal('lock_room'),
    Type.Literal('two_step'),
  ]),
  playerId: Type.Optional(Type.String({ maxLength: 64 })),
  playerLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  /** For `team_mode`, `lock_room` and `two_step`: on or off. */
  enabled: Type.Optional(Type.Boolean()),
  /** For `settings`: the quizmaster's live settings, whole. */
  live: Type.Optional(LiveSettingsSchema),
});
/** In team mode, in the lobby: a player starts a team (with `name`) or joins one (`teamId`). */
export const GameTeamMessage = Type.Object({
  v: V,
  type: Type.Literal('game.team'),
  ref: Ref,
  gameId: GameId,
  action: Type.Union([Type.Literal('create'), Type.Literal('join')]),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  teamId: Type.Optional(Type.String({ maxLength: 64 })),
});
/** A secondary shared screen (projector), opened with the token the host hands it. */
export const GameScreenMessage = Type.Object({
  v: V,
  type: Type.Literal('game.screen'),
  ref: Ref,
  gameId: GameId,
  screenToken: Token,
});

export const GameClientMessage = Type.Union([
  GameJoinMessage,
  GameResumeMessage,
  GameAnswerMessage,
  GameHostMessage,
  GameControlMessage,
  GameScreenMessage,
  GameTeamMessage,
]);
export type GameClientMessage = Type.Static<typeof GameClientMessage>;

export type GameServerMessage =
  | {
      v: 1;
      type: 'game.joined';
      ref?: string;
      gameId: string;
      playerToken: string;
      room: RoomView;
      you: PlayerView;
    }
  | { v: 1; type: 'game.room'; gameId: string; room: RoomView }
  | { v: 1; type: 'game.you'; gameId: string; you: PlayerView }
  | { v: 1; type: 'game.host'; gameId: string; host: HostView; screenToken: string | null }
  /**
   * Only answers came in since the last `game.host`: the count rising on the quizmaster's screen,
   * without resending every player (a room of 10,000 is a megabyte per view).
   */
  | { v: 1; type: 'game.host.answered'; gameId: string; index: number; answeredCount: number }
  | { v: 1; type: 'game.ack'; ref?: string; gameId: string; submissionId?: string }
  /** `retryAfterMs`: for refusals that pass with time (a limit), when trying again may succeed. */
  | { v: 1; type: 'game.error'; ref?: string; code: string; retryAfterMs?: number }
  | { v: 1; type: 'game.kicked'; gameId: string }
  /** This player opened the game in another tab; this tab steps back. */
  | { v: 1; type: 'game.replaced'; gameId: string };
