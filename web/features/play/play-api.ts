import type { AssignmentPublicView } from '../../../api/contracts/assignments.ts';
import {
  PLAY_TOKEN_HEADER,
  type PlayAnswerBody,
  type PlayReply,
  type StartPlayBody,
  type VersusReply,
} from '../../../api/contracts/plays.ts';
import { apiGet, apiRequest } from '../../http/api-client.ts';
import type { PlaySession } from '../../shared/play/play-storage.ts';

/** The calls of a solo play (api/routes/plays). A guest's play token goes with each; a signed-in player's bearer too. */

const asPlayer = (session: PlaySession) => ({ headers: { [PLAY_TOKEN_HEADER]: session.token } });
const playPath = (session: PlaySession, action = '') =>
  `/api/plays/${encodeURIComponent(session.playId)}${action ? `/${action}` : ''}`;

export const startPlay = (body: StartPlayBody) => apiRequest<PlayReply>('POST', '/api/plays', body);

export const readPlay = (session: PlaySession) =>
  apiRequest<PlayReply>('GET', playPath(session), undefined, asPlayer(session));

export const nextQuestion = (session: PlaySession) =>
  apiRequest<PlayReply>('POST', playPath(session, 'next'), {}, asPlayer(session));

export const closeQuestion = (session: PlaySession) =>
  apiRequest<PlayReply>('POST', playPath(session, 'close'), {}, asPlayer(session));

export const answerQuestion = (session: PlaySession, body: PlayAnswerBody) =>
  apiRequest<PlayReply>('POST', playPath(session, 'answer'), body, asPlayer(session));

export const fetchVersus = (session: PlaySession) =>
  apiRequest<VersusReply>('GET', playPath(session, 'versus'), undefined, asPlayer(session));

/** The homework a start link names (`?assignment=`): its title, times and status. */
export const fetchAssignment = (assignmentId: string) =>
  apiGet<AssignmentPublicView>(`/api/assignments/${encodeURIComponent(assignmentId)}`);

/** The signed-in player's coins from every play (the server counts them; the browser never sets them). */
/** The account's coin total, once the play just finished is counted in it. */
export const fetchCoinTotal = (afterPlay: string) =>
  apiGet<{ total_coin: number }>(`/api/users/coin?after_play=${encodeURIComponent(afterPlay)}`);

/** The signed-in account's name, to play under (the session may not have read the account yet). */
export const fetchAccountName = () => apiGet<{ name: string }>('/api/users/me').then((me) => me.name);
