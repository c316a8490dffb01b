import Type from 'typebox';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../domain/user/rules.ts';
import { Provider, Role } from './auth.ts';

/** The signed-in person's own profile (`/me`; spec §3 Profile). */
export const Profile = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  email_confirmed: Type.Boolean(),
  phone: Type.Union([Type.String(), Type.Null()]),
  newsletter: Type.Boolean(),
  avatar_url: Type.Union([Type.String(), Type.Null()]),
  role: Role,
  provider: Provider,
  two_factor: Type.Union([Type.Literal('off'), Type.Literal('totp'), Type.Literal('email')]),
});
export type Profile = Type.Static<typeof Profile>;

/** After becoming a teacher: the profile, and an access token for the same session that says so. */
export const BecameTeacher = Type.Object({ profile: Profile, token: Type.String() });
export type BecameTeacher = Type.Static<typeof BecameTeacher>;

export const UpdateProfileBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH * 4 })),
  /** Empty or null removes the number. */
  phone: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  newsletter: Type.Optional(Type.Boolean()),
});

export const ChangePasswordBody = Type.Object({
  current_password: Type.String({ maxLength: PASSWORD_MAX_LENGTH * 4 }),
  new_password: Type.String({ maxLength: PASSWORD_MAX_LENGTH * 4 }),
});

export const ChangeEmailBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  language: Type.Optional(Type.String({ maxLength: 5 })),
});

/** Spec §7 `POST users/{id}/activity-timestamp`: teachers report their last visit. */
export const ActivityBody = Type.Object({
  user_activity: Type.Optional(Type.String({ maxLength: 40 })),
  provider_id: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
});
