import type { JoinLookup, JoinLookupBody } from '../../api/contracts/join-lookup.ts';
import { apiRequest } from './api-client.ts';

/** What a game PIN or quiz code typed into the front page's join box leads to. */
export function lookUpJoinCode(code: string): Promise<JoinLookup> {
  return apiRequest<JoinLookup>(
    'POST',
    '/api/quizzes/join-quiz-validation',
    { code } satisfies JoinLookupBody,
    {
      authenticate: false,
    },
  );
}

/** The join page with the PIN filled in (the same address the lobby's QR code holds). */
export const joinPathWithPin = (pin: string) => `/join?pin=${encodeURIComponent(pin)}`;
