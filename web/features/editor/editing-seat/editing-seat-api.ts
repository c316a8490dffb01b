import type { EditingView } from '../../../../api/contracts/quiz-editing.ts';
import { apiRequest } from '../../../http/api-client.ts';

const base = (quizId: string) => `/api/quizzes/${encodeURIComponent(quizId)}/editing`;

export type SeatAction = '' | '/open' | '/leave' | '/move-here' | '/handover' | '/handover/cancel';

/** Calls in (''), opens (the first call-in of a tab), leaves, moves here, asks for or stops asking for a handover. */
export function seatCall(quizId: string, tabId: string, action: SeatAction, keepalive = false) {
  return apiRequest<EditingView>('POST', `${base(quizId)}${action}`, { tab_id: tabId }, { keepalive });
}

export function answerHandover(quizId: string, tabId: string, accept: boolean) {
  return apiRequest<EditingView>('POST', `${base(quizId)}/handover/answer`, { tab_id: tabId, accept });
}
