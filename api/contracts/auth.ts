import Type from 'typebox';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  ROLES,
  type Role as RoleName,
} from '../../domain/user/rules.ts';

/*
 * Sign-in calls (spec §7 "Auth and users"; paths the spec leaves open follow
 * its style under /api). Rules and their error codes live in domain/user/rules.ts.
 */

const Email = Type.String({ maxLength: 320 });
const Password = Type.String({ maxLength: PASSWORD_MAX_LENGTH * 4 });
/** Any string up to a length: a malformed link token is an invalid link (its own error), not a malformed request. */
const Token = Type.String({ maxLength: 200 });
const Language = Type.String({ maxLength: 5 });
/** Six digits as typed; spaces and dashes are allowed and ignored (domain/user/rules.ts checkOtp). */
const OtpCode = Type.String({ maxLength: 20 });

/** Typed as the Role union (a mapped Type.Union would widen it to string). */
export const Role = Type.Unsafe<RoleName>(Type.String({ enum: [...ROLES] }));
export const Provider = Type.Union([Type.Literal('local'), Type.Literal('google'), Type.Literal('feide')]);
export const TwoFactorMethod = Type.Union([Type.Literal('totp'), Type.Literal('email')]);
export const TwoFactorState = Type.Union([Type.Literal('off'), Type.Literal('totp'), Type.Literal('email')]);

/** The JWT payload (spec §3 "User and token"): `sub` is the user id; the rest are claims beside it. */
export const TokenPayload = Type.Object({
  sub: Type.String(),
  role: Role,
  provider: Provider,
  email: Type.String(),
  school_id: Type.Union([Type.String(), Type.Null()]),
  schools: Type.Array(Type.Object({ _id: Type.Object({ $oid: Type.String() }) })),
  exp: Type.Integer(),
  /** Issued at (seconds): lets a browser with a wrong clock judge expiry by the token's own lifetime. */
  iat: Type.Optional(Type.Integer()),
  /** The session (family of refresh tokens) the token belongs to: ending the session stops the token at once. */
  sid: Type.Optional(Type.String()),
});
export type TokenPayload = Type.Static<typeof TokenPayload>;

export const RegisterBody = Type.Object({
  name: Type.String({ maxLength: NAME_MAX_LENGTH * 4 }),
  email: Email,
  password: Password,
  /** Where the confirmation link should lead back to, and the mail's language. */
  language: Type.Optional(Type.String({ maxLength: 5 })),
  /** "I am a teacher": the account starts as a teacher, which cannot be undone (spec §6). */
  teacher: Type.Optional(Type.Boolean()),
});

export const LoginBody = Type.Object({
  email: Email,
  password: Password,
  /** The language of the mail that brings an e-mailed sign-in code. */
  language: Type.Optional(Language),
});

/** A signed-in session: the access token (also kept in the `token` cookie by the web app) and a refresh token. */
export const Session = Type.Object({
  token: Type.String(),
  /** Absent when the request sent `x-session-cookie: 1`: it is in the account's HttpOnly cookie instead. */
  refresh_token: Type.Optional(Type.String()),
  user: Type.Object({
    _id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: Role,
    provider: Provider,
    email_confirmed: Type.Boolean(),
    /** Which second factor sign-in asks for. */
    two_factor: TwoFactorState,
  }),
});
export type Session = Type.Static<typeof Session>;

/**
 * The right password on an account with two-factor on: no session yet.
 * `challenge` is an opaque token for POST /api/auth/login/verify, valid for
 * ten minutes; with `email`, a code is on its way to the account's address.
 */
export const TwoFactorChallenge = Type.Object({
  two_factor: TwoFactorMethod,
  challenge: Type.String(),
});
export type TwoFactorChallenge = Type.Static<typeof TwoFactorChallenge>;

/** What POST /api/auth/login answers: a session, or a challenge for the second factor. */
export const LoginReply = Type.Union([Session, TwoFactorChallenge]);
export type LoginReply = Type.Static<typeof LoginReply>;

export const CodeBody = Type.Object({ code: OtpCode });
export const ChallengeBody = Type.Object({ challenge: Token, language: Type.Optional(Language) });
export const VerifyChallengeBody = Type.Object({ challenge: Token, code: OtpCode });
/** Where to send an e-mailed code, language-wise. */
export const SendCodeBody = Type.Object({ language: Type.Optional(Language) });

/** A new authenticator secret, pending until POST /api/auth/2fa/totp/enable confirms a code from the app. */
export const TotpSetup = Type.Object({
  /** Base32, for typing in by hand. */
  secret: Type.String(),
  otpauth_url: Type.String(),
  /** The otpauth URL as a QR code: an SVG image as a data: URL, for an <img src>. */
  qr_svg_data_url: Type.String(),
});

export const TwoFactorStatus = Type.Object({ two_factor: TwoFactorState });

export const TokenBody = Type.Object({ token: Token });
/**
 * The refresh token itself, or (with `x-session-cookie: 1`) the account
 * whose HttpOnly refresh cookie to use.
 */
export const RefreshBody = Type.Object(
  {
    refresh_token: Type.Optional(Token),
    user_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' })),
  },
  { minProperties: 1 },
);
export const ForgotPasswordBody = Type.Object({
  email: Email,
  language: Type.Optional(Type.String({ maxLength: 5 })),
});
export const ResetPasswordBody = Type.Object({ token: Token, password: Password });

/** Third-party sign-in providers (spec §2, §4; api/contracts/third-party.ts); GET /api/auth/providers lists those offered. */
export const ThirdPartyProvider = Type.Union([Type.Literal('google'), Type.Literal('feide')]);
export const ThirdPartyProviders = Type.Object({ providers: Type.Array(ThirdPartyProvider) });
