import type { Kysely, Transaction } from 'kysely';
import { SCHOOL_EVENT_TYPES, type SchoolEvent } from '../../domain/school/events.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';
import type { SchoolsTables } from './table.ts';

/**
 * Schools: each school's profile, members, subjects, requests and invitations, and each person's
 * current school. Every event first moves the school row's stream version, so an event seen before
 * (a replay) changes nothing.
 */
export const schoolsProjection: Projection<'schools'> = {
  name: 'schools',
  eventTypes: SCHOOL_EVENT_TYPES,
  tables: [
    'rm_schools',
    'rm_school_members',
    'rm_school_subjects',
    'rm_school_requests',
    'rm_school_invitations',
    'rm_school_current',
  ],
  async apply(trx, recorded) {
    await applySchoolEvent(
      trx as unknown as Transaction<SchoolsTables>,
      recorded as RecordedEvent<SchoolEvent>,
    );
    return [];
  },
};

async function applySchoolEvent(db: Kysely<SchoolsTables>, event: RecordedEvent<SchoolEvent>) {
  const at = new Date(event.metadata.at);
  if (event.type === 'SchoolCreated') {
    const d = event.data;
    await db
      .insertInto('rm_schools')
      .values({
        school_id: d.schoolId,
        school_name: d.schoolName,
        slug: d.slug,
        contact_name: d.name,
        phone: d.phone,
        email: d.email,
        district: d.district,
        country: d.country,
        time_zone: d.timeZone,
        feide_org: d.feideOrg,
        created_by: d.createdBy,
        created_at: new Date(d.createdAt),
        stream_version: event.streamVersion,
      })
      .onConflict((oc) => oc.column('school_id').doNothing())
      .execute();
    return;
  }
  const schoolId = event.data.schoolId;
  const moved = await db
    .updateTable('rm_schools')
    .set({ stream_version: event.streamVersion })
    .where('school_id', '=', schoolId)
    .where('stream_version', '<', event.streamVersion)
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) return;
  const member = (userId: string) =>
    db.updateTable('rm_school_members').where('school_id', '=', schoolId).where('user_id', '=', userId);
  switch (event.type) {
    case 'SchoolUpdated': {
      const d = event.data;
      await db
        .updateTable('rm_schools')
        .set({
          school_name: d.schoolName,
          slug: d.slug,
          contact_name: d.name,
          phone: d.phone,
          email: d.email,
          district: d.district,
          country: d.country,
          time_zone: d.timeZone,
        })
        .where('school_id', '=', schoolId)
        .execute();
      return;
    }
    case 'SchoolMemberAdded': {
      const { userId, role, admin, via } = event.data;
      await db
        .insertInto('rm_school_members')
        .values({
          school_id: schoolId,
          user_id: userId,
          role,
          admin,
          via,
          status: 'active',
          joined_at: new Date(event.data.at),
        })
        .onConflict((oc) =>
          oc.columns(['school_id', 'user_id']).doUpdateSet({ role, admin, via, status: 'active' }),
        )
        .execute();
      // The first school someone joins is their current one until they switch.
      await db
        .insertInto('rm_school_current')
        .values({ user_id: userId, school_id: schoolId })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return;
    }
    case 'SchoolMemberRoleChanged':
      await member(event.data.userId).set({ role: event.data.role }).execute();
      return;
    case 'SchoolMemberStatusChanged':
      await member(event.data.userId).set({ status: event.data.status }).execute();
      return;
    case 'SchoolMemberAdminChanged':
      await member(event.data.userId).set({ admin: event.data.admin }).execute();
      return;
    case 'SchoolSubjectAdded':
      await db
        .insertInto('rm_school_subjects')
        .values({
          subject_id: event.data.subjectId,
          school_id: schoolId,
          name: event.data.name,
          active: true,
          seq: event.streamVersion,
        })
        .execute();
      return;
    case 'SchoolSubjectChanged': {
      const { name, active } = event.data;
      await db
        .updateTable('rm_school_subjects')
        .set({ ...(name !== undefined ? { name } : {}), ...(active !== undefined ? { active } : {}) })
        .where('subject_id', '=', event.data.subjectId)
        .execute();
      return;
    }
    case 'SchoolAccessRequested':
      await db
        .insertInto('rm_school_requests')
        .values({
          school_id: schoolId,
          user_id: event.data.userId,
          requested_at: new Date(event.data.at),
          status: 'pending',
        })
        .onConflict((oc) =>
          oc
            .columns(['school_id', 'user_id'])
            .doUpdateSet({ requested_at: new Date(event.data.at), status: 'pending' }),
        )
        .execute();
      return;
    case 'SchoolAccessAccepted':
    case 'SchoolAccessRejected':
      await db
        .updateTable('rm_school_requests')
        .set({ status: event.type === 'SchoolAccessAccepted' ? 'accepted' : 'rejected' })
        .where('school_id', '=', schoolId)
        .where('user_id', '=', event.data.userId)
        .execute();
      return;
    case 'SchoolInvitationCreated': {
      const { invitationId, email, role } = event.data;
      await db
        .insertInto('rm_school_invitations')
        .values({
          invitation_id: invitationId,
          school_id: schoolId,
          email,
          role,
          status: 'ready',
          invited_at: at,
          accepted_by: null,
        })
        .execute();
      return;
    }
    case 'SchoolInvitationSent':
      await db
        .updateTable('rm_school_invitations')
        .set({ status: 'sent' })
        .where('invitation_id', '=', event.data.invitationId)
        .execute();
      return;
    case 'SchoolInvitationAccepted':
      await db
        .updateTable('rm_school_invitations')
        .set({ status: 'accepted', accepted_by: event.data.userId })
        .where('invitation_id', '=', event.data.invitationId)
        .execute();
      return;
    case 'SchoolSelected':
      await db
        .insertInto('rm_school_current')
        .values({ user_id: event.data.userId, school_id: schoolId })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ school_id: schoolId }))
        .execute();
      return;
    default:
      return assertNever(event);
  }
}
