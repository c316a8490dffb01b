import type { LiveGame } from '../../../commands/live-game/live-game.ts';
import type { LiveGames } from '../../../commands/live-game/live-games.ts';
import type { Clock } from '../../../commands/ports/clock.ts';
import type { Random } from '../../../commands/ports/random.ts';
import type { GameCommand } from '../../../domain/game/decide.ts';
import { roomLimitCeiling } from '../../../domain/game/events.ts';
import { JOIN_PATTERN_LENGTH, joinPatternFrom } from '../../../domain/game/room-access.ts';
import { playerView, roomView } from '../../../domain/game/views.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import type { GameClientMessage } from '../../contracts/game-socket.ts';
import { SOCKET_PROTOCOL_VERSION } from '../../contracts/socket-version.ts';
import type { JoinLimits } from '../../rate-limit/join-limits.ts';
import { encode } from '../messages.ts';
import { RateBudget } from '../rate-budget.ts';
import type { Recipient } from '../topic-hub.ts';
import { deviceKey } from './device-key.ts';
import type { GameRoom } from './game-room.ts';
import type { GameRooms } from './game-rooms.ts';
import { isScreenToken, playerOfToken, playerToken } from './game-tokens.ts';

export interface GameSessionDeps {
  liveGames: LiveGames;
  rooms: GameRooms;
  clock: Clock;
  random: Random;
  tokenKey: Buffer;
  /** The active account behind an access token (null when invalid, suspended or deleted): asked on every host message. */
  accountOf: (token: string) => Promise<{ id: string; provider?: string } | null>;
  /** The access token in the upgrade request's `token` cookie (the web app's session), if any. */
  cookieToken?: string | null;
  onError: (error: unknown) => void;
  joinLimits: JoinLimits;
  /** The client's address as rate limits key it (addressKey). */
  address: string;
}

/** Refusals that mean the join was a guess that missed: each is charged to the address. */
const WRONG_GUESSES = new Set(['join_not_live', 'join_pattern_wrong']);

type Control = Extract<GameClientMessage, { type: 'game.control' }>;
type JoinMessage = Extract<GameClientMessage, { type: 'game.join' }>;

/**
 * One socket's part in live games: as a player (join, resume, answer), a
 * host (controls) or a secondary screen. Every request is checked here and
 * again by the game's rules; a refused one gets `game.error` with an i18n
 * code and changes nothing.
 */
export class GameSession {
  readonly #deps: GameSessionDeps;
  readonly #socket: Recipient;
  readonly #rooms = new Map<string, GameRoom>();
  /** Which player this socket is, per game it joined. */
  readonly #playerIn = new Map<string, string>();
  /** The quizmaster's access token, per game this socket hosts: each control checks the account again. */
  readonly #hostToken = new Map<string, string>();
  /** Joins are few per phone; a flood from one connection is refused (DESIGN §5: per connection, not per IP). */
  readonly #joinBudget: RateBudget;

  constructor(deps: GameSessionDeps, socket: Recipient) {
    this.#deps = deps;
    this.#socket = socket;
    this.#joinBudget = new RateBudget(5, 0.2, deps.clock.now().getTime());
  }

  async handle(message: GameClientMessage): Promise<void> {
    try {
      await this.#dispatch(message);
    } catch (error) {
      if (!(error instanceof DomainError)) this.#deps.onError(error);
      const code = error instanceof DomainError ? error.code : 'something_went_wrong';
      const retryAfterMs = error instanceof DomainError ? error.params.retryAfterMs : undefined;
      this.#send({
        v: SOCKET_PROTOCOL_VERSION,
        type: 'game.error',
        ref: message.ref,
        code,
        ...(typeof retryAfterMs === 'number' ? { retryAfterMs } : {}),
      });
    }
  }

  close(): void {
    for (const room of this.#rooms.values()) {
      room.detach(this.#socket);
      this.#deps.rooms.leftBy(room);
    }
    this.#rooms.clear();
  }

  async #dispatch(message: GameClientMessage): Promise<void> {
    switch (message.type) {
      case 'game.join':
        return this.#join(message, message.ref);
      case 'game.resume':
        return this.#resume(message.gameId, message.playerToken, message.ref);
      case 'game.answer':
        return this.#answer(message);
      case 'game.host':
        await this.#attachHost(message.gameId, message.token);
        return this.#ack(message.gameId, message.ref);
      case 'game.control':
        return this.#control(message);
      case 'game.team':
        await this.#team(message);
        return this.#ack(message.gameId, message.ref);
      case 'game.screen':
        await this.#attachScreen(message.gameId, message.screenToken);
        return this.#ack(message.gameId, message.ref);
    }
  }

  /**
   * Limited per client address as well as per socket: a fresh socket buys no fresh guesses. The
   * address's join pace comes first, so a phone told to wait and try again (join_network_busy)
   * spends none of its own socket's budget.
   */
  async #join({ pin, name, pattern, device, token }: JoinMessage, ref: string | undefined): Promise<void> {
    const { joinsPerAddress, wrongGuessesPerAddress } = this.#deps.joinLimits;
    const address = this.#deps.address;
    const pace = await joinsPerAddress.take(address);
    if (!pace.allowed) throw new DomainError('join_network_busy', { retryAfterMs: pace.retryAfterMs });
    if (!this.#joinBudget.take(this.#deps.clock.now().getTime())) throw new DomainError('too_many_requests');
    // Checked before the PIN is looked at: once an address has no wrong guesses left, right PINs wait
    // too, or the reply would tell a guesser which PIN is right. Only misses are charged, so a class
    // joining all at once is not held back.
    const guess = await wrongGuessesPerAddress.peek(address);
    if (!guess.allowed) throw new DomainError('join_too_many_attempts', { retryAfterMs: guess.retryAfterMs });
    try {
      const gameId = await this.#deps.liveGames.gameIdForPin(pin.trim());
      if (!gameId) throw new DomainError('join_not_live');
      const { host, room } = await this.#open(gameId);
      const playerId = this.#deps.random.uuid();
      const fromDevice = device ? { deviceKey: deviceKey(gameId, device) } : {};
      // Asked only of a Feide-only room: the account behind the token, never the browser's say-so.
      const feide = host.state.phase !== 'absent' && host.state.opened.admission?.kind === 'feide';
      const fromFeide = feide ? { feide: await this.#isFeideAccount(token) } : {};
      const at = this.#deps.clock.now().toISOString();
      await host
        .execute({ type: 'JoinGame', data: { playerId, name, pattern, at, ...fromDevice, ...fromFeide } })
        .catch((error: unknown) => {
          if (error instanceof DomainError && error.code === 'join_player_limit_reached')
            this.#turnedAway(host, at);
          throw error;
        });
      this.#welcomePlayer(room, host.state, playerId, ref);
    } catch (error) {
      if (error instanceof DomainError && WRONG_GUESSES.has(error.code))
        await wrongGuessesPerAddress.charge(address).catch(this.#deps.onError);
      throw error;
    }
  }

  /**
   * Tells the quizmaster a phone was turned away by the full room: one event, which reaches only the
   * quizmaster's screens (their view, refreshed at most every 200 ms), never the phones. Not awaited:
   * the phone hears its refusal at once.
   */
  #turnedAway(host: LiveGame, at: string): void {
    host.execute({ type: 'NoteTurnedAway', data: { at } }).catch((error: unknown) => {
      if (!(error instanceof DomainError)) this.#deps.onError(error);
    });
  }

  async #isFeideAccount(token: string | undefined): Promise<boolean> {
    const presented = token ?? this.#deps.cookieToken;
    if (!presented) return false;
    return (await this.#deps.accountOf(presented))?.provider === 'feide';
  }

  async #resume(gameId: string, token: string, ref: string | undefined): Promise<void> {
    const playerId = playerOfToken(this.#deps.tokenKey, gameId, token);
    if (!playerId) throw new DomainError('join_link_invalid');
    const { host, room } = await this.#open(gameId);
    const state = host.state;
    if (state.phase === 'absent') throw new DomainError('join_not_live');
    if (state.kicked.has(playerId)) throw new DomainError('kicked_by_quizmaster');
    if (!state.players.has(playerId)) throw new DomainError('join_link_invalid');
    this.#welcomePlayer(room, state, playerId, ref);
  }

  #welcomePlayer(
    room: GameRoom,
    state: Parameters<typeof roomView>[0],
    playerId: string,
    ref: string | undefined,
  ): void {
    room.attachPlayer(playerId, this.#socket);
    this.#playerIn.set(room.gameId, playerId);
    this.#send({
      v: SOCKET_PROTOCOL_VERSION,
      type: 'game.joined',
      ref,
      gameId: room.gameId,
      playerToken: playerToken(this.#deps.tokenKey, room.gameId, playerId),
      room: roomView(state)!,
      you: playerView(state, playerId)!,
    });
  }

  async #answer(message: Extract<GameClientMessage, { type: 'game.answer' }>): Promise<void> {
    const { gameId, index, submissionId, ref } = message;
    const answer =
      message.answer ??
      (message.answerIds ? { kind: 'choice' as const, answerIds: message.answerIds } : null);
    if (!answer) throw new DomainError('answer_invalid');
    const room = this.#rooms.get(gameId);
    const playerId = this.#playerIn.get(gameId);
    // A tab that another tab took over no longer answers for the player.
    if (!room || !playerId || !room.isPlayer(this.#socket, playerId))
      throw new DomainError('player_not_in_game');
    const host = await this.#deps.liveGames.get(gameId);
    if (!host) throw new DomainError('join_not_live');
    const receivedAt = this.#deps.clock.now().toISOString();
    await host.execute({
      type: 'SubmitAnswer',
      data: { playerId, index, answer, receivedAt, submissionId },
    });
    // Sent only now, after the commit: an acknowledged answer is never lost.
    this.#send({ v: SOCKET_PROTOCOL_VERSION, type: 'game.ack', ref, gameId, submissionId });
  }

  async #team(message: Extract<GameClientMessage, { type: 'game.team' }>): Promise<void> {
    const { host, playerId } = await this.#asPlayer(message.gameId);
    await host.execute(
      message.action === 'create'
        ? {
            type: 'CreateTeam',
            data: { playerId, teamId: this.#deps.random.uuid(), name: message.name ?? '' },
          }
        : { type: 'JoinTeam', data: { playerId, teamId: message.teamId ?? '' } },
    );
  }

  /** This socket's player in the game, unless another tab has taken over. */
  async #asPlayer(gameId: string) {
    const room = this.#rooms.get(gameId);
    const playerId = this.#playerIn.get(gameId);
    if (!room || !playerId || !room.isPlayer(this.#socket, playerId))
      throw new DomainError('player_not_in_game');
    const host = await this.#deps.liveGames.get(gameId);
    if (!host) throw new DomainError('join_not_live');
    return { host, playerId };
  }

  async #attachHost(gameId: string, token: string): Promise<void> {
    const account = await this.#deps.accountOf(token);
    if (!account) throw new DomainError('session_expired');
    const { host, room } = await this.#open(gameId);
    if (host.state.phase === 'absent' || host.state.opened.hostId !== account.id)
      throw new DomainError('no_permission');
    room.attachHost(this.#socket);
    this.#hostToken.set(gameId, token);
  }

  /**
   * A suspended or deleted quizmaster loses the game's controls at once,
   * not when the token runs out: the account is read again for each control.
   */
  async #ensureHostAccount(gameId: string, hostId: string): Promise<void> {
    const token = this.#hostToken.get(gameId);
    const account = token ? await this.#deps.accountOf(token) : null;
    if (!account || account.id !== hostId) {
      this.#rooms.get(gameId)?.detach(this.#socket);
      this.#hostToken.delete(gameId);
      throw new DomainError('no_permission');
    }
  }

  async #attachScreen(gameId: string, token: string): Promise<void> {
    if (!isScreenToken(this.#deps.tokenKey, gameId, token)) throw new DomainError('join_link_invalid');
    const { room } = await this.#open(gameId);
    room.attachScreen(this.#socket);
  }

  async #control(message: Control): Promise<void> {
    const room = this.#rooms.get(message.gameId);
    const host = await this.#deps.liveGames.get(message.gameId);
    if (!host || !room?.isHost(this.#socket) || host.state.phase === 'absent')
      throw new DomainError('no_permission');
    const { opened, index } = host.state;
    await this.#ensureHostAccount(message.gameId, opened.hostId);
    await host.execute(this.#commandFor(message, opened.hostId, roomLimitCeiling(host.state), index));
    this.#ack(message.gameId, message.ref);
  }

  #commandFor(message: Control, hostId: string, maxLimit: number, index: number): GameCommand {
    switch (message.action) {
      case 'start':
        return { type: 'StartGame', data: { hostId } };
      case 'next':
        return { type: 'NextQuestion', data: { hostId, at: this.#deps.clock.now().toISOString() } };
      case 'skip':
        return { type: 'CloseQuestion', data: { index, reason: 'skipped', hostId } };
      case 'end':
        return { type: 'EndGame', data: { hostId, reason: 'ended_by_host' } };
      case 'cancel':
        return { type: 'EndGame', data: { hostId, reason: 'cancelled' } };
      case 'kick':
        return { type: 'KickPlayer', data: { hostId, playerId: message.playerId ?? '' } };
      case 'let_in':
        return { type: 'LetPlayerBackIn', data: { hostId, playerId: message.playerId ?? '' } };
      case 'set_limit':
        return { type: 'SetPlayerLimit', data: { hostId, playerLimit: message.playerLimit ?? 0, maxLimit } };
      case 'team_mode':
        return { type: 'SetTeamMode', data: { hostId, enabled: message.enabled ?? false } };
      case 'lock_room':
        return { type: 'LockRoom', data: { hostId, locked: message.enabled ?? true } };
      case 'two_step': {
        // A fresh pattern each time it is turned on: one seen earlier (a photo of the screen) stops working.
        const pattern = message.enabled
          ? joinPatternFrom(this.#deps.random.bytes(JOIN_PATTERN_LENGTH))
          : null;
        return { type: 'SetTwoStepJoin', data: { hostId, pattern } };
      }
      case 'settings':
        if (!message.live) throw new DomainError('live_settings_invalid');
        return { type: 'ChangeLiveSettings', data: { hostId, live: message.live } };
      default:
        throw new DomainError('socket_message_invalid');
    }
  }

  async #open(gameId: string) {
    const opened = await this.#deps.rooms.open(gameId);
    if (!opened) throw new DomainError('join_not_live');
    this.#rooms.set(gameId, opened.room);
    return opened;
  }

  #ack(gameId: string, ref: string | undefined): void {
    this.#send({ v: SOCKET_PROTOCOL_VERSION, type: 'game.ack', ref, gameId });
  }

  #send(message: Parameters<typeof encode>[0]): void {
    this.#socket.send(encode(message));
  }
}
