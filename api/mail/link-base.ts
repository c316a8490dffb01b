import os from 'node:os';
import type { FastifyRequest } from 'fastify';

export interface LinkSettings {
  /** PUBLIC_URL, or its default http://localhost:<port>. */
  publicUrl: string;
  /** True when nobody set PUBLIC_URL, so `publicUrl` is only a guess. */
  publicUrlIsDefault?: boolean;
}

/**
 * The address links in e-mails start with. PUBLIC_URL when the operator set it. Without it, the
 * address the person reached the server by (a laptop's Wi-Fi address, say), so the link opens on the
 * phone the mail is read on rather than pointing at that phone's own `localhost` — but only when that
 * address is this machine's own: a forged Host header must never turn a sign-up or reset link into one
 * that hands its token to somebody else's site.
 */
export function linkBase(request: FastifyRequest, settings: LinkSettings): string {
  if (!settings.publicUrlIsDefault) return settings.publicUrl;
  const { hostname, host, protocol } = request;
  return isThisMachine(hostname) ? `${protocol}://${host}` : settings.publicUrl;
}

function isThisMachine(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const machine = os.hostname().toLowerCase();
  if (name === 'localhost' || name === machine || name === `${machine}.local`) return true;
  return Object.values(os.networkInterfaces())
    .flat()
    .some((address) => address?.address.toLowerCase() === name);
}
