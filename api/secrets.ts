import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Keys derived from one installation secret, each for one purpose. */
export interface Secrets {
  /** Signs access tokens (HS256). */
  jwtKey: Uint8Array;
  /** Keys the e-mail hash that names address reservations. */
  emailHashKey: Buffer;
  /** Wraps the per-person keys of the personal data vault. */
  vaultMasterKey: Buffer;
  /** Signs player and secondary-screen tokens of live games. */
  gameTokenKey: Buffer;
  /** Signs captcha challenges. */
  captchaKey: Buffer;
  /** Derives the tokens of quizzes' share links from their ids (api/routes/quiz-sharing). */
  shareLinkKey: Buffer;
}

export function deriveSecrets(root: Buffer): Secrets {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), `kviss:${purpose}`, 32));
  return {
    jwtKey: new Uint8Array(derive('jwt')),
    emailHashKey: derive('email-hash'),
    vaultMasterKey: derive('vault-master'),
    gameTokenKey: derive('game-tokens'),
    captchaKey: derive('captcha'),
    shareLinkKey: derive('share-links'),
  };
}

/**
 * KVISS_SECRET (base64, at least 32 bytes) when set: every node of an
 * installation must share it. Otherwise (embedded mode) a secret generated
 * once into `<dataDir>/secret`, readable by its owner only.
 */
export async function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<Secrets> {
  if (env.KVISS_SECRET) {
    const root = Buffer.from(env.KVISS_SECRET, 'base64');
    if (root.length < 32) throw new Error('KVISS_SECRET must be at least 32 bytes, base64-encoded');
    return deriveSecrets(root);
  }
  const file = path.join(dataDir, 'secret');
  try {
    return deriveSecrets(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const root = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${root.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return deriveSecrets(root);
}
