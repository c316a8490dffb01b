import type { FastifyInstance } from 'fastify';
import type { LiveSettings } from '../../domain/game/live-settings.ts';
import { gameSocket } from './game-socket.ts';

interface Host {
  headers: Record<string, string>;
  token: string;
}

/** Opens a room for the quiz as its owner (POST /api/games): its game id and PIN. */
export async function openRoom(
  app: FastifyInstance,
  host: Pick<Host, 'headers'>,
  quizId: string,
  liveSettings?: LiveSettings,
) {
  const opened = await app.inject({
    method: 'POST',
    url: '/api/games',
    headers: host.headers,
    payload: liveSettings ? { quiz_id: quizId, live_settings: liveSettings } : { quiz_id: quizId },
  });
  if (opened.statusCode !== 201)
    throw new Error(`opening a room failed: ${opened.statusCode} ${opened.body}`);
  const { game_id: gameId, pin } = opened.json().data as { game_id: string; pin: string };
  return { gameId, pin };
}

/** Opens a room and attaches the quizmaster's screen to it over a socket. */
export async function openHostedRoom(
  app: FastifyInstance,
  host: Host,
  quizId: string,
  liveSettings?: LiveSettings,
) {
  const { gameId, pin } = await openRoom(app, host, quizId, liveSettings);
  const master = await gameSocket(app);
  await master.request({ type: 'game.host', gameId, token: host.token });
  return { gameId, pin, master };
}
