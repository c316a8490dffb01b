import type { MembershipReply } from '../../../api/contracts/together.ts';

/**
 * Which member of a play-together group this browser is, so a reload in the lobby or during the game
 * keeps the place (issue 13): kept per group in local storage. Storage is input: checked when read.
 */
export interface MemberSession {
  memberId: string;
  token: string;
  name: string;
}

const keyOf = (togetherId: string) => `kviss.together.${togetherId}`;

export function readMemberSession(togetherId: string): MemberSession | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(togetherId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { memberId, token, name } = parsed as Record<string, unknown>;
    return typeof memberId === 'string' && typeof token === 'string' && typeof name === 'string'
      ? { memberId, token, name }
      : null;
  } catch {
    return null;
  }
}

export function saveMemberSession(reply: MembershipReply): MemberSession {
  const session = { memberId: reply.member_id, token: reply.member_token, name: reply.name };
  localStorage.setItem(keyOf(reply.together_id), JSON.stringify(session));
  return session;
}
