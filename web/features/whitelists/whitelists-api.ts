import type { QuizView } from '../../../api/contracts/quizzes.ts';
import type {
  UsableWhitelist,
  WhitelistBody,
  WhitelistSummary,
  WhitelistView,
} from '../../../api/contracts/whitelists.ts';
import { apiGet, apiRequest } from '../../http/api-client.ts';

/** The creator's calls for whitelists (api/routes/whitelists). */

export const fetchWhitelists = () => apiGet<WhitelistSummary[]>('/api/whitelists/all');

/** One's own lists and those of the schools one teaches at: what a game may be restricted by. */
export const fetchUsableWhitelists = () => apiGet<UsableWhitelist[]>('/api/whitelists/usable');

export const fetchWhitelist = (id: string) =>
  apiGet<WhitelistView>(`/api/whitelists/id/${encodeURIComponent(id)}`);

export const createWhitelist = (body: WhitelistBody) =>
  apiRequest<WhitelistView>('POST', '/api/whitelists/create', body);

export const updateWhitelist = (id: string, body: WhitelistBody) =>
  apiRequest<WhitelistView>('PUT', `/api/whitelists/${encodeURIComponent(id)}`, body);

export const cloneWhitelist = (id: string) =>
  apiRequest<WhitelistView>('POST', `/api/whitelists/clone/${encodeURIComponent(id)}`, {});

export const deleteWhitelist = (id: string) =>
  apiRequest<{ deleted: true }>('DELETE', `/api/whitelists/${encodeURIComponent(id)}`);

/** The creator's quizzes, to host one restricted to a list. */
export const fetchMyQuizzes = () => apiGet<QuizView[]>('/api/quizzes/mine');
