import type {
  CreateTogetherBody,
  JoinTogetherBody,
  MembershipReply,
  MyTogetherReply,
} from '../../../api/contracts/together.ts';
import { TOGETHER_TOKEN_HEADER } from '../../../api/contracts/together.ts';
import type { TogetherView } from '../../../domain/together/views.ts';
import { apiRequest } from '../../http/api-client.ts';
import type { MemberSession } from './together-storage.ts';

/** The calls of play together (api/routes/together); a member's token goes with what only members may do. */

const groupPath = (togetherId: string, action = '') =>
  `/api/together/${encodeURIComponent(togetherId)}${action ? `/${action}` : ''}`;
const asMember = (member: MemberSession | null) =>
  member ? { headers: { [TOGETHER_TOKEN_HEADER]: member.token } } : {};

export const createTogether = (body: CreateTogetherBody) =>
  apiRequest<MembershipReply>('POST', '/api/together', body);

export const joinTogether = (togetherId: string, body: JoinTogetherBody) =>
  apiRequest<MembershipReply>('POST', groupPath(togetherId, 'join'), body);

export const readTogether = (togetherId: string) => apiRequest<TogetherView>('GET', groupPath(togetherId));

export const startTogether = (togetherId: string, member: MemberSession) =>
  apiRequest<TogetherView>('POST', groupPath(togetherId, 'start'), {}, asMember(member));

/** With no member token, a signed-in person's own membership (joined from another device), if any. */
export const readMyTogether = (togetherId: string, member: MemberSession | null) =>
  apiRequest<MyTogetherReply>('GET', groupPath(togetherId, 'me'), undefined, asMember(member));
