import { solveChallenge } from 'altcha-lib/v1';
import type { Static } from 'typebox';
import type { CaptchaChallenge } from '../../api/contracts/quizzes.ts';

/**
 * Does the proof of work the server asks before creating a quiz (ALTCHA):
 * finds the number that solves the challenge and returns the payload the
 * server checks, as `captcha_response`. Takes a moment of CPU, by design.
 */
export async function solveCaptcha(challenge: Static<typeof CaptchaChallenge>): Promise<string> {
  const { algorithm, salt, signature, maxnumber } = challenge;
  const solution = await solveChallenge(challenge.challenge, salt, algorithm, maxnumber).promise;
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
  );
}
