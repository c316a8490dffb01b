import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HostView, PlayerView, RoomView } from '../../../domain/game/views.ts';
import {
  hostViewAtom,
  type LiveEnd,
  liveConnectionAtom,
  roomAtom,
  youAtom,
} from '../../shared/live/live-state.ts';
import { liveGame, liveStorage } from './live-game.ts';
import {
  type HostSession,
  type PlayerSession,
  readPlayerSession,
  readScreenSession,
  type ScreenSession,
} from './live-storage.ts';

export type GameOnScreen<View> =
  /** Nothing stored: this tab is in no game (the guards send it home). */
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ended'; end: LiveEnd }
  | { state: 'ready'; view: View };

function useEnd(role: 'player' | 'host' | 'screen'): LiveEnd | null {
  const connection = useAtomValue(liveConnectionAtom);
  return connection.status === 'ended' && connection.role === role ? connection.end : null;
}

/** The player's game on this phone, resumed from storage after a reload (spec: player-quiz-loaded guard). */
export function usePlayerGame(): GameOnScreen<{ room: RoomView; you: PlayerView | null }> & {
  session: PlayerSession | null;
} {
  const [session] = useState(() => readPlayerSession(liveStorage()));
  const room = useAtomValue(roomAtom);
  const you = useAtomValue(youAtom);
  const end = useEnd('player');
  useEffect(() => {
    if (session) liveGame().resume(session);
  }, [session]);
  if (end) return { state: 'ended', end, session };
  if (!session) return { state: 'none', session };
  if (!room) return { state: 'loading', session };
  return { state: 'ready', view: { room, you }, session };
}

/** The quizmaster's game, re-attached from storage after a reload (spec: a stored game is the loaded quiz). */
export function useHostGame(session: HostSession | null): GameOnScreen<HostView> {
  const host = useAtomValue(hostViewAtom);
  const connection = useAtomValue(liveConnectionAtom);
  const end = useEnd('host');
  useEffect(() => {
    if (session) liveGame().host(session);
  }, [session]);
  if (end) return { state: 'ended', end };
  if (!session) return { state: 'none' };
  const mine =
    connection.status !== 'none' && connection.role === 'host' && connection.gameId === session.gameId;
  if (!host || !mine) return { state: 'loading' };
  return { state: 'ready', view: host };
}

/** The second screen: its game and token from the link (`?game=&screen=`), else from storage. */
export function screenSessionFrom(search: string): ScreenSession | null {
  const params = new URLSearchParams(search);
  const gameId = params.get('game');
  const screenToken = params.get('screen');
  if (gameId && screenToken) return { gameId, screenToken };
  return readScreenSession(liveStorage());
}

export function useScreenGame(session: ScreenSession | null): GameOnScreen<HostView> {
  const host = useAtomValue(hostViewAtom);
  const connection = useAtomValue(liveConnectionAtom);
  const end = useEnd('screen');
  useEffect(() => {
    if (session) liveGame().watch(session);
  }, [session]);
  if (end) return { state: 'ended', end };
  if (!session) return { state: 'none' };
  const mine =
    connection.status !== 'none' && connection.role === 'screen' && connection.gameId === session.gameId;
  if (!host || !mine) return { state: 'loading' };
  return { state: 'ready', view: host };
}

/** Keeps the address bar on the screen the game is at: `target` is a path, optionally with a query. */
export function useFollowGame(target: string | null): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!target) return;
    const [path, query = ''] = target.split('?');
    const wanted = query ? `?${query}` : '';
    if (decodeURIComponent(pathname) !== decodeURIComponent(path!) || (query && search !== wanted))
      navigate(target, { replace: true });
  }, [target, pathname, search, navigate]);
}
