/** Pages of schools (spec §2 `/school/{slug}`, Manage School, join by invitation, set/switch school). */

export const MANAGE_TABS = [
  'users',
  'admins',
  'subjects',
  'requests',
  'quizzes',
  'whitelists',
  'settings',
] as const;
export type ManageTab = (typeof MANAGE_TABS)[number];

const slugPart = (slug: string) => encodeURIComponent(slug);

export const schoolPaths = {
  /** My schools: set or switch the current one, create one. */
  mine: () => '/schools',
  create: () => '/school/new',
  page: (slug: string) => `/school/${slugPart(slug)}`,
  manage: (slug: string, tab: ManageTab = 'users') => `/school/${slugPart(slug)}/manage/${tab}`,
  /** The school library (spec §1): search, preview, and copy for plus roles. */
  library: (slug: string) => `/school/${slugPart(slug)}/library`,
  libraryPreview: (slug: string, quizId: string) =>
    `/school/${slugPart(slug)}/library/${encodeURIComponent(quizId)}/preview`,
  /** Share a quiz to the school library (spec §5 "share to school"), from the quiz's editor. */
  shareToSchool: (quizId: string) => `/schools/share-quiz/${encodeURIComponent(quizId)}`,
  invitation: (slug: string, invitationId: string) =>
    `/school/${slugPart(slug)}/invitation/${encodeURIComponent(invitationId)}`,
};

export const isManageTab = (value: string | undefined): value is ManageTab =>
  (MANAGE_TABS as readonly string[]).includes(value ?? '');
