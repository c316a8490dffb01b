import { createHash } from 'node:crypto';

/**
 * What a game's events keep of a browser's device id: a hash of it with the game's id. The id only
 * stops casual rejoining (one player per browser, a removed browser stays out); it is never taken as
 * who someone is. Hashed per game, the log never holds the id itself and two games' keys cannot be
 * matched to follow a browser from game to game.
 */
export function deviceKey(gameId: string, deviceId: string): string {
  return createHash('sha256').update(`kviss-device\n${gameId}\n${deviceId}`).digest('base64url').slice(0, 22);
}
