import type { GameCommand } from '../../domain/game/decide.ts';
import {
  evolve,
  type GameEvent,
  type GameState,
  gameStreamName,
  initialState,
} from '../../domain/game/events.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Bus } from '../bus/bus.ts';
import type { CommandDeps } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';
import type { GameLeases } from '../ports/game-leases.ts';
import { after, every, type Scheduler } from '../ports/scheduler.ts';
import { GameHost } from './game-host.ts';
import {
  type CommandReply,
  commandTopic,
  eventsTopic,
  type ForwardedCommand,
  payloadFromOthers,
  type RelayedEvents,
  type ReplyInbox,
  relayMessage,
} from './game-relay.ts';

export interface LeaseTiming {
  /** A lease lasts this long unless renewed; a dead owner's games move on within about this long. */
  ttlMs: number;
  /** How often an owner renews, and a follower looks whether the owner's lease has lapsed. */
  checkMs: number;
  /** How long a forwarded command waits for the owner before this node tries to take the game over. */
  forwardTimeoutMs: number;
}

export const DEFAULT_LEASE_TIMING: LeaseTiming = { ttlMs: 10_000, checkMs: 3_000, forwardTimeoutMs: 5_000 };
/** How long a follower waits for the owner's events to arrive before reading them from the store. */
const CATCH_UP_MS = 1_000;
/** A look just after a lease's end finds it gone, not about to go. */
const LAPSE_MARGIN_MS = 20;

export interface LiveGameDeps extends CommandDeps {
  /** The game's own moments (a question's deadline). */
  scheduler: Scheduler;
  /** This node's housekeeping (lease checks, waits for the owner); tests may drive it apart from the game's. */
  timers: Scheduler;
  bus: Bus;
  leases: GameLeases;
  nodeId: string;
  inbox: ReplyInbox;
  onError: (error: unknown) => void;
  leaseTiming?: LeaseTiming;
}

/** Told of every change to the game, whichever node committed it. */
export type LiveGameListener = (state: GameState, events: GameEvent[]) => void;

/**
 * One live game as this node sees it (DESIGN §3, §4). On the node holding the game's lease it is the
 * owner: a GameHost decides every command, and the committed events are relayed to the other nodes.
 * Elsewhere it is a follower: it keeps a copy of the state from the relayed events (reading the
 * stream when one was missed), and forwards commands to the owner, answering only once the owner has
 * committed them. If the owner goes quiet and its lease lapses, a follower takes the game over from
 * its stream. Sockets never notice which role their node plays.
 */
export class LiveGame {
  readonly gameId: string;
  readonly #deps: LiveGameDeps;
  readonly #listeners = new Set<LiveGameListener>();
  #host: GameHost | null = null;
  /** The follower's copy; the owner's state lives in its host. */
  #state: GameState = initialState;
  #version = 0;
  #waiting: Array<{ version: number; resolve: () => void }> = [];
  /** Answers forwarded to an owner and not yet answered: woken when this node takes the game over. */
  readonly #forwardedAnswers = new Set<() => void>();
  #unsubscribeEvents: (() => Promise<void>) | null = null;
  #unsubscribeCommands: (() => Promise<void>) | null = null;
  #cancelLeaseChecks: (() => void) | null = null;
  /** A follower's look at the very moment the owner's lease would lapse, sooner than its next check. */
  #cancelLapseLook: (() => void) | null = null;
  #switching: Promise<void> = Promise.resolve();
  #stopped = false;
  readonly #timing: LeaseTiming;
  /** Until when this node's lease surely holds (from before the last renewal was asked for). */
  #leaseUntil = 0;

  constructor(gameId: string, deps: LiveGameDeps) {
    this.gameId = gameId;
    this.#deps = deps;
    this.#timing = deps.leaseTiming ?? DEFAULT_LEASE_TIMING;
  }

  get state(): GameState {
    return this.#host?.state ?? this.#state;
  }

  get isOwner(): boolean {
    return this.#host !== null;
  }

  onChange(listener: LiveGameListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async start(): Promise<void> {
    // Owner or not, this node hears the game's relayed events: a follower keeps its copy by them, and an
    // owner learns of another node's writes should the lease have moved for a moment.
    this.#unsubscribeEvents = await this.#deps.bus.subscribe(eventsTopic(this.gameId), (message) => {
      const payload = payloadFromOthers<RelayedEvents | OwnerLeft>(message, this.#deps.nodeId);
      if (payload) this.#relayed(payload);
    });
    if (await this.#claim()) await this.#becomeOwner();
    else await this.#reload();
    this.#cancelLeaseChecks = every(this.#deps.timers, this.#deps.clock, this.#timing.checkMs, () => {
      void this.#checkLease();
    });
  }

  /** Resolves with the events the command caused, once committed (by this node or the owner); rejects with the rule it broke. */
  async execute(command: GameCommand): Promise<GameEvent[]> {
    await this.#switching;
    if (this.#host) return this.#runHere(this.#host, command);
    try {
      return await this.#forward(command);
    } catch (error) {
      if (!(error instanceof OwnerSilent)) throw error;
      // Nobody answered for the game: take it over if its lease has lapsed, else ask the phone to retry.
      if (!(await this.#claim())) throw new DomainError('game_busy');
      await this.#switchTo(() => this.#becomeOwner());
      if (!this.#host) throw new DomainError('game_busy');
      return this.#runHere(this.#host as GameHost, command);
    }
  }

  /**
   * Runs a command on this node's host. A write refused for its version means another node wrote to
   * the game: this node may have lost it, so it checks its lease, and the phone is asked to try again.
   */
  async #runHere(host: GameHost, command: GameCommand): Promise<GameEvent[]> {
    try {
      return await host.execute(command);
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      void this.#checkLease();
      throw new DomainError('game_busy');
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#cancelLeaseChecks?.();
    this.#cancelLapseLook?.();
    this.#listeners.clear();
    await this.#unsubscribeEvents?.().catch(() => {});
    await this.#unsubscribeCommands?.().catch(() => {});
    if (this.#host) {
      this.#host.stop();
      this.#host = null;
      await this.#deps.leases.release(this.gameId, this.#deps.nodeId).catch(() => {});
      // The followers take over at once rather than when the lease would have lapsed.
      const left: OwnerLeft = { ownerLeft: this.#deps.nodeId };
      await this.#deps.bus
        .publish(eventsTopic(this.gameId), relayMessage(this.#deps.nodeId, left))
        .catch(() => {});
    }
  }

  async #claim(): Promise<boolean> {
    const asked = this.#deps.clock.now().getTime();
    const claim = await this.#deps.leases.claim(this.gameId, this.#deps.nodeId, this.#timing.ttlMs);
    if (claim.held) this.#leaseUntil = asked + this.#timing.ttlMs;
    else this.#lookWhenLapsed(claim.lapsesInMs);
    return claim.held;
  }

  /**
   * An owner that died stops renewing: its lease lapses before this node's next regular check, which
   * would leave the game without a writer for up to that long. Look again right when it lapses.
   */
  #lookWhenLapsed(lapsesInMs: number): void {
    if (this.#stopped || this.#cancelLapseLook || lapsesInMs >= this.#timing.checkMs) return;
    this.#cancelLapseLook = after(this.#deps.timers, this.#deps.clock, lapsesInMs + LAPSE_MARGIN_MS, () => {
      this.#cancelLapseLook = null;
      void this.#checkLease();
    });
  }

  /** Owner: renew, or step down if another node has the game now. Follower: take a lapsed game over. */
  async #checkLease(): Promise<void> {
    if (this.#stopped) return;
    try {
      const mine = await this.#claim();
      if (mine && !this.#host) await this.#switchTo(() => this.#becomeOwner());
      else if (!mine && this.#host) await this.#switchTo(() => this.#becomeFollower());
    } catch (error) {
      this.#deps.onError(error);
      // Cut off from the others: once the lease may have lapsed, another node may be running the game.
      if (this.#host && this.#deps.clock.now().getTime() >= this.#leaseUntil)
        await this.#switchTo(() => this.#becomeFollower()).catch(this.#deps.onError);
    }
  }

  #switchTo(change: () => Promise<void>): Promise<void> {
    this.#switching = this.#switching.then(change, change);
    return this.#switching;
  }

  async #becomeOwner(): Promise<void> {
    if (this.#host || this.#stopped) return;
    const recorded = await this.#deps.store.readStream(gameStreamName(this.gameId));
    const host = new GameHost(this.gameId, this.#deps);
    await host.load(recorded);
    const missed = recorded.slice(this.#version).map((e) => ({ type: e.type, data: e.data }) as GameEvent);
    host.onChange((state, events, origin) => {
      this.#notify(state, events);
      // Only what was committed here is this node's to relay.
      if (origin !== 'here') return;
      const message: RelayedEvents = { from: host.version - events.length, to: host.version, events };
      this.#deps.bus
        .publish(eventsTopic(this.gameId), relayMessage(this.#deps.nodeId, message))
        .catch(this.#deps.onError);
    });
    this.#unsubscribeCommands = await this.#deps.bus.subscribe(commandTopic(this.gameId), (message) =>
      this.#runForwarded(host, JSON.parse(message) as ForwardedCommand),
    );
    this.#host = host;
    this.#version = host.version;
    if (missed.length > 0) this.#notify(host.state, missed);
    for (const wakeAnswer of this.#forwardedAnswers) wakeAnswer();
  }

  async #becomeFollower(): Promise<void> {
    const host = this.#host;
    if (!host) return;
    this.#host = null;
    host.stop();
    await this.#unsubscribeCommands?.().catch(() => {});
    this.#unsubscribeCommands = null;
    this.#state = host.state;
    this.#version = host.version;
    await this.#reload();
  }

  /** Owner side of forwarding: run the command here and answer the node that sent it. */
  async #runForwarded(host: GameHost, forwarded: ForwardedCommand): Promise<void> {
    if (this.#host !== host) return; // stepped down meanwhile: the sender will time out and retry
    let reply: CommandReply;
    try {
      const events = await this.#runHere(host, forwarded.command);
      reply = { requestId: forwarded.requestId, ok: true, events, version: host.version };
    } catch (error) {
      if (!(error instanceof DomainError)) this.#deps.onError(error);
      reply =
        error instanceof DomainError
          ? { requestId: forwarded.requestId, ok: false, code: error.code, params: error.params }
          : { requestId: forwarded.requestId, ok: false, code: 'something_went_wrong', params: {} };
    }
    await this.#deps.bus.publish(forwarded.replyTo, JSON.stringify(reply)).catch(this.#deps.onError);
  }

  async #forward(command: GameCommand): Promise<GameEvent[]> {
    const requestId = this.#deps.random.uuid();
    const replyTo = await this.#deps.inbox.topic();
    // Handled from the start: a reply that never comes is an answer too (null), not an unhandled rejection.
    const answer = this.#deps.inbox.expect(requestId, this.#timing.forwardTimeoutMs).catch(() => null);
    // An answer forwarded to an owner that has died would wait out the whole forward timeout even once
    // this node runs the game, while its phone waits. Only an answer is run here at once: its submission
    // id makes a repeat the same answer, should the old owner have committed it after all.
    let wake = () => {};
    const tookOver = new Promise<null>((resolve) => {
      wake = () => resolve(null);
    });
    if (command.type === 'SubmitAnswer') this.#forwardedAnswers.add(wake);
    let reply: CommandReply | null;
    try {
      const message: ForwardedCommand = { requestId, replyTo, command };
      await this.#deps.bus.publish(commandTopic(this.gameId), JSON.stringify(message));
      reply = await Promise.race([answer, tookOver]);
    } finally {
      this.#forwardedAnswers.delete(wake);
    }
    if (!reply) throw new OwnerSilent();
    if (!reply.ok) throw new DomainError(reply.code, reply.params);
    // The caller reads the state next (a joiner's view): wait until this copy shows what was committed.
    await this.#caughtUp(reply.version);
    return reply.events;
  }

  #relayed(message: RelayedEvents | OwnerLeft): void {
    if ('ownerLeft' in message) {
      if (!this.#host && !this.#stopped) void this.#checkLease();
      return;
    }
    const host = this.#host;
    if (host) {
      // Another node wrote while this one also held the game: take its events, or read the stream.
      if (message.to <= host.version) return;
      if (message.from === host.version) host.adopt(message.events, message.to);
      else void host.resync().catch(this.#deps.onError);
      return;
    }
    if (message.to <= this.#version) return;
    if (message.from !== this.#version) {
      // Missed something (a message lost, or arriving out of order): read what is stored.
      void this.#reload().catch(this.#deps.onError);
      return;
    }
    this.#state = message.events.reduce(evolve, this.#state);
    this.#version = message.to;
    this.#notify(this.#state, message.events);
  }

  /** Brings the follower's copy up to what is stored, telling listeners what it had missed. */
  async #reload(): Promise<void> {
    const recorded = await this.#deps.store.readStream(gameStreamName(this.gameId));
    if (this.#host || recorded.length <= this.#version) return;
    const missed = recorded.slice(this.#version).map((e) => ({ type: e.type, data: e.data }) as GameEvent);
    this.#state = missed.reduce(evolve, this.#state);
    this.#version = recorded.length;
    this.#notify(this.#state, missed);
  }

  async #caughtUp(version: number): Promise<void> {
    if (this.#version >= version || this.#host) return;
    const arrived = new Promise<void>((resolve) => this.#waiting.push({ version, resolve }));
    let cancelTimer = () => {};
    const timer = new Promise<'late'>((resolve) => {
      cancelTimer = after(this.#deps.timers, this.#deps.clock, CATCH_UP_MS, () => resolve('late'));
    });
    const outcome = await Promise.race([arrived, timer]);
    cancelTimer();
    if (outcome === 'late') await this.#reload();
  }

  #notify(state: GameState, events: GameEvent[]): void {
    const version = this.#host?.version ?? this.#version;
    const arrived = this.#waiting.filter((w) => w.version <= version);
    this.#waiting = this.#waiting.filter((w) => w.version > version);
    for (const waiter of arrived) waiter.resolve();
    for (const listener of this.#listeners) listener(state, events);
  }
}

/** Said by an owner that stops (a deploy, a shutdown): followers need not wait for its lease to lapse. */
interface OwnerLeft {
  ownerLeft: string;
}

/** The owner did not answer a forwarded command in time. */
class OwnerSilent extends Error {}
