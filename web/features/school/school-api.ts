import type {
  AccessRequest,
  Invitation,
  InvitationPreview,
  InviteBody,
  Membership,
  MembersPage,
  PublicSchool,
  SchoolForm,
  SchoolSettings,
  Subject,
} from '../../../api/contracts/schools.ts';
import type { WhitelistBody, WhitelistSummary, WhitelistView } from '../../../api/contracts/whitelists.ts';
import type { MemberStatus, SchoolRole } from '../../../domain/school/rules.ts';
import { apiRequest } from '../../http/api-client.ts';

/** The calls of schools (api/routes/schools), typed by api/contracts/schools.ts. */

const school = (schoolId: string, rest = '') => `/api/schools/${encodeURIComponent(schoolId)}${rest}`;

export const readPublicSchool = (slug: string) =>
  apiRequest<PublicSchool>('GET', `/api/schools/slug/${encodeURIComponent(slug)}`);
export const readMySchools = () => apiRequest<Membership[]>('GET', '/api/schools/mine');
export const createSchool = (form: SchoolForm) =>
  apiRequest<{ school_id: string; slug: string; token: string }>('POST', '/api/schools/create', form);
export const switchSchool = (schoolId: string) =>
  apiRequest<{ token: string; school_id: string }>('POST', '/api/schools/switch', { school_id: schoolId });
export const requestAccess = (schoolId: string) =>
  apiRequest<{ requested: boolean }>('POST', school(schoolId, '/request-access'));

export const readSettings = (schoolId: string) =>
  apiRequest<SchoolSettings>('GET', school(schoolId, '/settings'));
export const updateSchool = (schoolId: string, form: SchoolForm) =>
  apiRequest<SchoolSettings>('PATCH', school(schoolId), form);

export interface MemberFilter {
  search: string;
  status: MemberStatus | '';
  adminsOnly: boolean;
  page: number;
}
export function readMembers(schoolId: string, filter: MemberFilter) {
  const query = new URLSearchParams({ page: String(filter.page), page_size: '20' });
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.status) query.set('status', filter.status);
  if (filter.adminsOnly) query.set('admin', 'true');
  return apiRequest<MembersPage>('GET', school(schoolId, `/users?${query}`));
}
const member = (schoolId: string, userId: string, action: string) =>
  school(schoolId, `/users/${encodeURIComponent(userId)}/${action}`);
export const setMemberStatus = (schoolId: string, userId: string, status: MemberStatus) =>
  apiRequest<{ done: boolean }>('POST', member(schoolId, userId, 'status'), { status });
export const setMemberRole = (schoolId: string, userId: string, role: SchoolRole) =>
  apiRequest<{ done: boolean }>('POST', member(schoolId, userId, 'role'), { role });
export const setMemberAdmin = (schoolId: string, userId: string, admin: boolean) =>
  apiRequest<{ done: boolean }>('POST', member(schoolId, userId, 'admin'), { admin });

export const readSubjects = (schoolId: string) => apiRequest<Subject[]>('GET', school(schoolId, '/subjects'));
export const addSubject = (schoolId: string, name: string) =>
  apiRequest<Subject>('POST', school(schoolId, '/subjects'), { name });
export const changeSubject = (
  schoolId: string,
  subjectId: string,
  change: { name?: string; active?: boolean },
) =>
  apiRequest<{ done: boolean }>(
    'PATCH',
    school(schoolId, `/subjects/${encodeURIComponent(subjectId)}`),
    change,
  );

export const readRequests = (schoolId: string) =>
  apiRequest<AccessRequest[]>('GET', school(schoolId, '/requests'));
export const answerRequest = (schoolId: string, userId: string, answer: 'accept' | 'reject') =>
  apiRequest<{ done: boolean }>(
    'POST',
    school(schoolId, `/requests/${encodeURIComponent(userId)}/${answer}`),
  );

export const readInvitations = (schoolId: string) =>
  apiRequest<Invitation[]>('GET', school(schoolId, '/invitations'));
export const invite = (schoolId: string, body: InviteBody) =>
  apiRequest<Invitation>('POST', school(schoolId, '/invitations'), body);
export const readInvitation = (invitationId: string) =>
  apiRequest<InvitationPreview>('GET', `/api/schools/invitations/${encodeURIComponent(invitationId)}`);
export const acceptInvitation = (invitationId: string) =>
  apiRequest<{ school_id: string; slug: string; token: string }>(
    'POST',
    `/api/schools/invitations/${encodeURIComponent(invitationId)}/accept`,
  );
export const resendInvitation = (schoolId: string, invitationId: string, language: string) =>
  apiRequest<Invitation>(
    'POST',
    school(schoolId, `/invitations/${encodeURIComponent(invitationId)}/resend`),
    {
      language,
    },
  );

/** The school's whitelists (api/routes/whitelists/school-whitelist-routes.ts); a list is then changed by its id. */
const whitelist = (whitelistId: string, rest = '') =>
  `/api/whitelists${rest}/${encodeURIComponent(whitelistId)}`;
export const readSchoolWhitelists = (schoolId: string) =>
  apiRequest<WhitelistSummary[]>('GET', school(schoolId, '/whitelists'));
export const createSchoolWhitelist = (schoolId: string, body: WhitelistBody) =>
  apiRequest<WhitelistView>('POST', school(schoolId, '/whitelists/create'), body);
export const readWhitelist = (whitelistId: string) =>
  apiRequest<WhitelistView>('GET', whitelist(whitelistId, '/id'));
export const updateWhitelist = (whitelistId: string, body: WhitelistBody) =>
  apiRequest<WhitelistView>('PUT', whitelist(whitelistId), body);
export const cloneWhitelist = (whitelistId: string) =>
  apiRequest<WhitelistView>('POST', whitelist(whitelistId, '/clone'), {});
export const deleteWhitelist = (whitelistId: string) =>
  apiRequest<{ deleted: true }>('DELETE', whitelist(whitelistId));
