import Type from 'typebox';

/*
 * Schools (spec §2 `/school/{slug}`, Manage School; §3 School; §7 School actions). Field names follow
 * the spec's snake_case. Bodies refuse unknown fields.
 */

const text = (maxLength: number) => Type.String({ maxLength });
/** The lists of domain/school/rules.ts, written out so TypeBox keeps their literal types. */
const SchoolRole = Type.Union([
  Type.Literal('teacher'),
  Type.Literal('teacher_plus'),
  Type.Literal('student'),
  Type.Literal('student_plus'),
]);
const MemberStatus = Type.Union([Type.Literal('active'), Type.Literal('suspended'), Type.Literal('removed')]);

/** The school form (spec §5): every field required. */
export const SchoolForm = Type.Object(
  {
    school_name: text(200),
    name: text(200),
    phone: text(40),
    email: text(320),
    district: text(200),
    country: text(2),
    slug: text(80),
    time_zone: Type.Optional(text(64)),
  },
  { additionalProperties: false },
);
export type SchoolForm = Type.Static<typeof SchoolForm>;

/** What anyone may see of a school: its public page. */
export const PublicSchool = Type.Object({
  school_id: Type.String(),
  school_name: Type.String(),
  slug: Type.String(),
  district: Type.String(),
  country: Type.String(),
  /** How the signed-in visitor stands (null for a guest): member status, a pending request, or nothing yet. */
  me: Type.Union([
    Type.Object({
      member_status: Type.Union([MemberStatus, Type.Null()]),
      admin: Type.Boolean(),
      request_pending: Type.Boolean(),
    }),
    Type.Null(),
  ]),
});
export type PublicSchool = Type.Static<typeof PublicSchool>;

/** The settings tab: the whole profile, the contact included. */
export const SchoolSettings = Type.Object({
  school_id: Type.String(),
  school_name: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  district: Type.String(),
  country: Type.String(),
  slug: Type.String(),
  time_zone: Type.String(),
  feide_org: Type.Union([Type.String(), Type.Null()]),
});
export type SchoolSettings = Type.Static<typeof SchoolSettings>;

export const Membership = Type.Object({
  school_id: Type.String(),
  school_name: Type.String(),
  slug: Type.String(),
  role: SchoolRole,
  status: MemberStatus,
  admin: Type.Boolean(),
  current: Type.Boolean(),
});
export type Membership = Type.Static<typeof Membership>;

export const SchoolIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const SlugParams = Type.Object({ slug: Type.String({ maxLength: 80 }) });
export const MemberParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  userId: Type.String({ format: 'uuid' }),
});
export const SubjectParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  subjectId: Type.String({ format: 'uuid' }),
});
export const InvitationParams = Type.Object({ invitationId: Type.String({ format: 'uuid' }) });
export const SchoolInvitationParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  invitationId: Type.String({ format: 'uuid' }),
});
/** Sending an invitation again: the e-mail's language (spec §1 codes); the admin's own by default. */
export const ResendBody = Type.Object({ language: Type.Optional(text(5)) }, { additionalProperties: false });

export const SwitchSchoolBody = Type.Object(
  { school_id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export const SwitchSchoolReply = Type.Object({ token: Type.String(), school_id: Type.String() });

export const MembersQuery = Type.Object(
  {
    search: Type.Optional(text(100)),
    status: Type.Optional(MemberStatus),
    /** `true`: the Administrators tab. */
    admin: Type.Optional(Type.Literal('true')),
    /** Query strings are not coerced: whole numbers as text. */
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })),
    page_size: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$|^100$' })),
  },
  { additionalProperties: false },
);
export type MembersQuery = Type.Static<typeof MembersQuery>;

export const SchoolMember = Type.Object({
  user_id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: SchoolRole,
  status: MemberStatus,
  admin: Type.Boolean(),
  joined_at: Type.String(),
});
export type SchoolMember = Type.Static<typeof SchoolMember>;
export const MembersPage = Type.Object({
  users: Type.Array(SchoolMember),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type MembersPage = Type.Static<typeof MembersPage>;

export const MemberStatusBody = Type.Object({ status: MemberStatus }, { additionalProperties: false });
export const MemberRoleBody = Type.Object({ role: SchoolRole }, { additionalProperties: false });
export const MemberAdminBody = Type.Object({ admin: Type.Boolean() }, { additionalProperties: false });

export const Subject = Type.Object({
  subject_id: Type.String(),
  name: Type.String(),
  active: Type.Boolean(),
});
export type Subject = Type.Static<typeof Subject>;
export const AddSubjectBody = Type.Object({ name: text(200) }, { additionalProperties: false });
export const ChangeSubjectBody = Type.Object(
  { name: Type.Optional(text(200)), active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const AccessRequest = Type.Object({
  user_id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  requested_at: Type.String(),
});
export type AccessRequest = Type.Static<typeof AccessRequest>;

export const InviteBody = Type.Object(
  {
    email: text(320),
    role: Type.Optional(SchoolRole),
    /** The e-mail's language (spec §1 codes); the inviter's own by default. */
    language: Type.Optional(text(5)),
  },
  { additionalProperties: false },
);
export type InviteBody = Type.Static<typeof InviteBody>;
export const Invitation = Type.Object({
  invitation_id: Type.String(),
  email: Type.String(),
  role: SchoolRole,
  status: Type.Union([Type.Literal('ready'), Type.Literal('sent'), Type.Literal('accepted')]),
  invited_at: Type.String(),
});
export type Invitation = Type.Static<typeof Invitation>;

/** What the invitation link's page shows before the person signs in: the school, and a hint of the address. */
export const InvitationPreview = Type.Object({
  invitation_id: Type.String(),
  school_name: Type.String(),
  slug: Type.String(),
  email_hint: Type.String(),
  status: Type.Union([Type.Literal('ready'), Type.Literal('sent'), Type.Literal('accepted')]),
});
export type InvitationPreview = Type.Static<typeof InvitationPreview>;
export const JoinedReply = Type.Object({ school_id: Type.String(), slug: Type.String() });
