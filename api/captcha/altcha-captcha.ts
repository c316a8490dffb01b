import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { type Kysely, sql } from 'kysely';
import type { Captcha } from '../../commands/ports/captcha.ts';

const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * ALTCHA, self-hosted: the server signs a random challenge, the browser
 * spends a moment of CPU finding the number that solves it, and the server
 * checks the signature, the expiry and the work. No third party sees anyone.
 * `maxNumber` sets how much work (tests use a small one).
 */
export function altchaCaptcha(db: Kysely<unknown>, hmacKey: string, maxNumber: number): Captcha {
  return {
    async challenge() {
      return createChallenge({ hmacKey, maxNumber, expires: new Date(Date.now() + CHALLENGE_LIFETIME_MS) });
    },
    async verify(response) {
      let payload: { signature?: unknown };
      try {
        payload = JSON.parse(Buffer.from(response, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      if (typeof payload.signature !== 'string' || !(await verifySolution(response, hmacKey, true)))
        return false;
      // A solution works once: replaying a solved challenge is the cheap path bots would take.
      const { rows } = await sql<{ signature: string }>`
        insert into captcha_spent (signature, expires_at)
        values (${payload.signature}, ${new Date(Date.now() + CHALLENGE_LIFETIME_MS)})
        on conflict (signature) do nothing
        returning signature
      `.execute(db);
      await sql`delete from captcha_spent where expires_at < now() - interval '1 hour'`.execute(db);
      return rows.length === 1;
    },
  };
}
