import { useEffect, useState } from 'react';
import type { JoinLookup, JoinLookupBody } from '../../../api/contracts/join-lookup.ts';
import { isGamePin } from '../../../domain/game/rules.ts';
import { apiRequest } from '../../http/api-client.ts';

/**
 * Whether the join page may offer to make a name up for the room behind `pin`: not where only the
 * names on the quizmaster's list or Feide users come in, since every name it makes up would be
 * refused (and a list's names are the teacher's, never suggested). Asked once per complete PIN; until
 * the answer is in the offer waits, and if the question fails the offer stays (the join still checks).
 */
export function useOffersMadeUpNames(pin: string): boolean {
  const [known, setKnown] = useState<{ pin: string; offer: boolean } | null>(null);
  const complete = isGamePin(pin);

  useEffect(() => {
    if (!complete) return;
    let current = true;
    // The front page's lookup (http/join-lookup.ts), asked here directly: a chunk of its own for one
    // call would cost the join page, held to 100 kB, a request and the bytes of a shared module.
    apiRequest<JoinLookup>(
      'POST',
      '/api/quizzes/join-quiz-validation',
      { code: pin } satisfies JoinLookupBody,
      {
        authenticate: false,
      },
    ).then(
      (found) => current && setKnown({ pin, offer: found.kind !== 'game' || found.admits === 'anyone' }),
      () => current && setKnown({ pin, offer: true }),
    );
    return () => {
      current = false;
    };
  }, [pin, complete]);

  if (!complete) return true;
  return known?.pin === pin ? known.offer : false;
}
