import type { Session } from '../../../api/contracts/auth.ts';
import type { Profile } from '../../../api/contracts/profile.ts';
import { apiGet, apiRequest } from '../../http/api-client.ts';
import { ApiError, apiErrorFromBody, codeForStatus } from '../../http/api-error.ts';
import type { Language } from '../../i18n/languages.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { appStore } from '../../state/app-store.ts';
import type { DetailsChange } from './account-rules.ts';

/** The /me calls (api/routes/profile, api/routes/media, api/routes/auth/two-factor.ts). */

export type { Profile };
export type TwoFactorState = Profile['two_factor'];
export interface TotpSetup {
  secret: string;
  otpauth_url: string;
  qr_svg_data_url: string;
}

export function fetchProfile(): Promise<Profile> {
  return apiGet<Profile>('/api/users/me/profile');
}

export function updateProfile(change: DetailsChange): Promise<Profile> {
  return apiRequest<Profile>('PATCH', '/api/users/me', change);
}

/** The reply is a new session: every other one ended with the change. */
export function changePassword(currentPassword: string, newPassword: string): Promise<Session> {
  return apiRequest<Session>('POST', '/api/users/me/password', {
    current_password: currentPassword,
    new_password: newPassword,
  });
}

export function changeEmail(email: string, language: Language): Promise<unknown> {
  return apiRequest('POST', '/api/users/me/email', { email, language });
}

export function resendConfirmation(language: Language): Promise<unknown> {
  return apiRequest('POST', '/api/auth/resend-confirmation', { language });
}

type Status = { two_factor: TwoFactorState };

export const twoFactorApi = {
  totpSetup: () => apiRequest<TotpSetup>('POST', '/api/auth/2fa/totp/setup'),
  totpEnable: (code: string) => apiRequest<Status>('POST', '/api/auth/2fa/totp/enable', { code }),
  emailEnable: (language: Language) => apiRequest('POST', '/api/auth/2fa/email/enable', { language }),
  emailConfirm: (code: string) => apiRequest<Status>('POST', '/api/auth/2fa/email/confirm', { code }),
  disableSendCode: (language: Language) =>
    apiRequest('POST', '/api/auth/2fa/disable/send-code', { language }),
  disable: (code: string) => apiRequest<Status>('POST', '/api/auth/2fa/disable', { code }),
};

function currentToken(): string | null {
  const state = appStore.get(sessionAtom);
  return state.status === 'signed-in' ? state.token : null;
}

/**
 * POST /api/users/me/avatar as multipart (field `file`); the JSON client cannot send that. A refused
 * token is renewed by a JSON call (which renews it) and the upload tried once more.
 */
export async function uploadAvatar(file: File): Promise<Profile> {
  const send = async () => {
    const body = new FormData();
    body.append('file', file, file.name);
    const token = currentToken();
    try {
      return await fetch('/api/users/me/avatar', {
        method: 'POST',
        body,
        headers: token ? { authorization: `Bearer ${token}`, accept: 'application/json' } : {},
        credentials: 'same-origin',
        signal: AbortSignal.timeout(60_000),
      });
    } catch (cause) {
      throw new ApiError('something_went_wrong', 0, String(cause));
    }
  };
  let response = await send();
  if (response.status === 401) {
    await fetchProfile();
    response = await send();
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw (
      apiErrorFromBody(parsed, response.status) ??
      new ApiError(codeForStatus(response.status), response.status, `HTTP ${response.status}`)
    );
  }
  return (parsed as { data: Profile }).data;
}
