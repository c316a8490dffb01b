import type { HostView, RoomView } from '../../../domain/game/views.ts';

/*
 * Which screen each role should be on, as a pure function of the game's phase (spec §2 live routes).
 * The pages follow the server: when the phase moves on, every screen moves with it.
 */

/** The phone, from the room view it last got. */
export function playerPathFor(room: RoomView, pin: string): string {
  const code = encodeURIComponent(pin);
  switch (room.phase) {
    case 'lobby':
      return '/join-start';
    case 'question':
      return `/countdown/${code}`;
    case 'question_closed':
      // Started, before the first question: the phone gets ready on the countdown screen.
      return room.results ? `/result/${code}` : `/countdown/${code}`;
    case 'finished':
      return '/summary';
    case 'cancelled':
    case 'absent':
      return '/thanks';
    default: {
      const unknown: never = room.phase;
      throw new Error(`unknown phase ${String(unknown)}`);
    }
  }
}

/**
 * The quizmaster's screen. `countdownTo` is the question a 3-2-1 is running for (Start or Next was
 * pressed); it wins until that question is open, so the host never flashes back to the last screen while
 * the server's reply is on its way.
 */
export function hostPathFor(host: HostView, quizId: string, countdownTo: number | null): string {
  switch (host.phase) {
    case 'lobby':
      return countdownTo === null ? `/start-quiz/${encodeURIComponent(quizId)}` : '/master-countdown';
    case 'question':
      return countdownTo !== null && (host.question?.index ?? -1) < countdownTo
        ? '/master-countdown'
        : '/question';
    case 'question_closed':
      if (countdownTo !== null || !host.question) return '/master-countdown';
      return '/master-result';
    case 'finished':
    case 'cancelled':
    case 'absent':
      return '/master-summary';
    default: {
      const unknown: never = host.phase;
      throw new Error(`unknown phase ${String(unknown)}`);
    }
  }
}

/** True once the question a countdown was running for is open (or the game is over): the countdown is done. */
export function countdownIsOver(host: HostView, countdownTo: number): boolean {
  if (host.phase === 'finished' || host.phase === 'cancelled') return true;
  return host.phase === 'question' && (host.question?.index ?? -1) >= countdownTo;
}

/** The secondary shared screen: the lobby and the open question on /live/share, then results and podium. */
export function screenPathFor(host: HostView): '/live/share' | '/live/result' | '/live/summary' {
  switch (host.phase) {
    case 'lobby':
    case 'question':
      return '/live/share';
    case 'question_closed':
      return host.results ? '/live/result' : '/live/share';
    case 'finished':
    case 'cancelled':
    case 'absent':
      return '/live/summary';
    default: {
      const unknown: never = host.phase;
      throw new Error(`unknown phase ${String(unknown)}`);
    }
  }
}

/** `/live/123456` and `/123456`: a game PIN typed as a path leads to the join page with it filled in. */
export const joinPathForPin = (pin: string) => `/join?pin=${encodeURIComponent(pin)}`;

/** The PIN a join link carries: `?pin=` (QR code), or `?code=` from the front page when it is a PIN. */
export function pinFromSearch(search: string, isPin: (value: string) => boolean): string {
  const params = new URLSearchParams(search);
  const pin = (params.get('pin') ?? '').replace(/\D/g, '');
  if (pin) return pin.slice(0, 6);
  const code = (params.get('code') ?? '').trim();
  return isPin(code) ? code : '';
}
