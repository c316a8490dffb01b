import type { ThirdPartyProvider } from '../../../api/contracts/third-party.ts';
import { apiGet } from '../../http/api-client.ts';

/** The third-party sign-in providers this installation offers (GET /api/auth/providers). */
export async function fetchProviders(): Promise<ThirdPartyProvider[]> {
  return (await apiGet<{ providers: ThirdPartyProvider[] }>('/api/auth/providers')).providers;
}

/** Where the sign-in popup leaves for the provider (api/routes/auth/third-party.ts). */
export function startUrl(
  provider: ThirdPartyProvider,
  redirect: string | null,
  attempt: string | null,
): string {
  const query = new URLSearchParams();
  if (redirect) query.set('redirect', redirect);
  if (attempt) query.set('attempt', attempt);
  const search = query.toString();
  return `/api/auth/3rd-party/${provider}/start${search ? `?${search}` : ''}`;
}

/** The provider's logout, in the school logout popup. */
export function logoutUrl(provider: ThirdPartyProvider): string {
  return `/api/auth/3rd-party/${provider}/logout`;
}
