import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Player and screen tokens are signatures, not stored secrets: a phone
 * keeps its token (local storage) and proves with it who it is after a
 * reload, without the server remembering anything per phone.
 */

const sign = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function playerToken(key: Buffer, gameId: string, playerId: string): string {
  return `${playerId}.${sign(key, `player:${gameId}:${playerId}`)}`;
}

/** The player a token stands for in this game, or null for a forged or foreign token. */
export function playerOfToken(key: Buffer, gameId: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const playerId = token.slice(0, dot);
  return same(token.slice(dot + 1), sign(key, `player:${gameId}:${playerId}`)) ? playerId : null;
}

export const screenToken = (key: Buffer, gameId: string) => sign(key, `screen:${gameId}`);

export const isScreenToken = (key: Buffer, gameId: string, token: string) =>
  same(token, screenToken(key, gameId));
