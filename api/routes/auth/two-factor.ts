import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import Type from 'typebox';
import type { Sent } from '../../../commands/accounts/two-factor-challenges.ts';
import { disableTwoFactor, sendDisableCode } from '../../../commands/accounts/two-factor-disable.ts';
import {
  enableEmailCodes,
  enableTotp,
  sendEmailEnableCode,
  startTotpSetup,
} from '../../../commands/accounts/two-factor-enable.ts';
import { totpUri } from '../../../commands/accounts/two-factor-totp.ts';
import type { LogPosition } from '../../../domain/shared/event.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { guardCodeAttempts, resendTwoFactorCode, twoFactorDeps, verifyTwoFactor } from '../../auth/log-in.ts';
import {
  ChallengeBody,
  CodeBody,
  SendCodeBody,
  Session,
  TotpSetup,
  TwoFactorStatus,
  VerifyChallengeBody,
} from '../../contracts/auth.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { ApiError } from '../../errors.ts';
import { oneTimeCodeMail } from '../../mail/account-mails.ts';
import { languageOf } from '../../mail/server-i18n.ts';
import { originOf } from '../origin.ts';

const Errors = {
  400: ErrorReply,
  401: ErrorReply,
  403: ErrorReply,
  404: ErrorReply,
  409: ErrorReply,
  429: ErrorReply,
};
const Accepted = DataReply(Type.Object({ accepted: Type.Boolean() }));
const Status = DataReply(TwoFactorStatus);
const signedInOnly = { onRequest: requireUser() };

/**
 * Two-factor sign-in (spec §4 "2FA", §5 "OTP six digits", §9 countdownOtp):
 * setting up an authenticator app or e-mailed codes, turning it off, and the
 * second step of a sign-in that stopped at a challenge.
 */
export const twoFactorRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const twoFactor = twoFactorDeps(deps);

  /** Read-your-writes: GET /api/users/me shows the change once this answers. */
  async function settled(last: LogPosition | null, state: 'off' | 'totp' | 'email') {
    if (last) await deps.projections.reached('users', last);
    return { data: { two_factor: state } };
  }

  async function mailCode(request: FastifyRequest, sent: Sent, language: string | undefined) {
    if ('retryAfterMs' in sent) {
      throw new ApiError(429, 'too_many_requests', { retryAfterMs: sent.retryAfterMs });
    }
    const user = signedIn(request);
    await deps.mailer.send(oneTimeCodeMail(user.email!, user.name!, sent.code, languageOf(language)));
  }

  app.post(
    '/auth/2fa/totp/setup',
    {
      ...signedInOnly,
      schema: { tags: ['auth'], response: { 200: DataReply(TotpSetup), ...Errors } },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const { secret } = await startTotpSetup(twoFactor, user.id);
      // The reply carries a secret: no cache may keep it.
      reply.header('cache-control', 'no-store');
      const otpauthUrl = totpUri(secret, user.email!);
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      return {
        data: {
          secret,
          otpauth_url: otpauthUrl,
          qr_svg_data_url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        },
      };
    },
  );

  /** A signed-in person proves a code (counted against the code limits); the reply says the state now. */
  function codeRoute(
    path: string,
    run: (
      userId: string,
      code: string,
      origin: ReturnType<typeof originOf>,
    ) => Promise<{ last: Parameters<typeof settled>[0] }>,
    state: Parameters<typeof settled>[1],
  ) {
    app.post(
      path,
      {
        ...signedInOnly,
        schema: { tags: ['auth'], body: CodeBody, response: { 200: Status, ...Errors } },
      },
      async (request) => {
        const user = signedIn(request);
        const handled = await guardCodeAttempts(deps, user.id, request.ip, () =>
          run(user.id, request.body.code, originOf(request)),
        );
        return settled(handled.last, state);
      },
    );
  }

  /** Mails a signed-in person a one-time code. */
  function sendCodeRoute(path: string, send: (userId: string) => ReturnType<typeof sendDisableCode>) {
    app.post(
      path,
      {
        ...signedInOnly,
        schema: {
          tags: ['auth'],

          body: SendCodeBody,
          response: { 202: Accepted, ...Errors },
        },
      },
      async (request, reply) => {
        const sent = await send(signedIn(request).id);
        await mailCode(request, sent, request.body.language);
        return reply.status(202).send({ data: { accepted: true } });
      },
    );
  }

  codeRoute(
    '/auth/2fa/totp/enable',
    (userId, code, origin) => enableTotp(twoFactor, userId, code, origin),
    'totp',
  );
  sendCodeRoute('/auth/2fa/email/enable', (userId) => sendEmailEnableCode(twoFactor, userId));
  codeRoute(
    '/auth/2fa/email/confirm',
    (userId, code, origin) => enableEmailCodes(twoFactor, userId, code, origin),
    'email',
  );
  sendCodeRoute('/auth/2fa/disable/send-code', (userId) => sendDisableCode(twoFactor, userId));
  codeRoute(
    '/auth/2fa/disable',
    (userId, code, origin) => disableTwoFactor(twoFactor, userId, code, origin),
    'off',
  );

  app.post(
    '/auth/login/verify',
    {
      schema: { tags: ['auth'], body: VerifyChallengeBody, response: { 200: DataReply(Session), ...Errors } },
    },
    async (request) => ({ data: await verifyTwoFactor(deps, request.body, request.ip) }),
  );

  app.post(
    '/auth/login/resend',
    { schema: { tags: ['auth'], body: ChallengeBody, response: { 202: Accepted, ...Errors } } },
    async (request, reply) => {
      await resendTwoFactorCode(deps, request.body);
      return reply.status(202).send({ data: { accepted: true } });
    },
  );
};
