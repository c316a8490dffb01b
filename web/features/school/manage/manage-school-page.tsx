import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { isManageTab, MANAGE_TABS, type ManageTab, schoolPaths } from '../../../shared/paths/school-paths.ts';
import { useLoaded } from '../../../shared/use-loaded.ts';
import { readPublicSchool } from '../school-api.ts';
import { SchoolProblem } from '../school-message.tsx';
import { QuizzesTab } from './quizzes-tab.tsx';
import { RequestsTab } from './requests-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { SubjectsTab } from './subjects-tab.tsx';
import { UsersTab } from './users-tab.tsx';
import { WhitelistsTab } from './whitelists-tab.tsx';
import '../school.css';

/**
 * `/school/{slug}/manage/{tab}` (spec §2 Manage School): Users, Administrators, Subjects, Requests, Quizzes,
 * Whitelists and Settings, for the school's admins. The server refuses anyone else; the page says so.
 */
export function ManageSchoolPage() {
  const { t } = useTranslation();
  const { slug = '', tab } = useParams();
  const [school, reload] = useLoaded(() => readPublicSchool(slug), slug);
  if (!isManageTab(tab)) return <Navigate to={schoolPaths.manage(slug)} replace />;
  if (school.status === 'loading') return <PageSpinner />;
  if (school.status === 'failed') return <SchoolProblem code={school.code} onRetry={reload} />;
  const { school_id: schoolId, school_name, me } = school.value;
  if (!me?.admin || me.member_status !== 'active') return <SchoolProblem code="no_permission" />;

  return (
    <section className="school-page school-manage" aria-labelledby="manage-title">
      <header className="school-page__header">
        <p className="school-page__eyebrow">{t('school.manage_title')}</p>
        <h1 id="manage-title" className="school-page__title">
          {school_name}
        </h1>
      </header>
      <nav className="school-tabs" aria-label={t('school.manage_tabs_label')}>
        {MANAGE_TABS.map((name) => (
          <Link
            key={name}
            to={schoolPaths.manage(slug, name)}
            className="school-tabs__tab"
            aria-current={name === tab ? 'page' : undefined}
          >
            {t(`school.tab_${name}`)}
          </Link>
        ))}
      </nav>
      <div className="surface school-card school-manage__panel">
        <TabPanel tab={tab} schoolId={schoolId} slug={slug} onRenamed={reload} />
      </div>
    </section>
  );
}

function TabPanel({
  tab,
  schoolId,
  slug,
  onRenamed,
}: {
  tab: ManageTab;
  schoolId: string;
  slug: string;
  onRenamed: () => void;
}) {
  switch (tab) {
    case 'users':
      return <UsersTab schoolId={schoolId} adminsOnly={false} />;
    case 'admins':
      return <UsersTab schoolId={schoolId} adminsOnly />;
    case 'subjects':
      return <SubjectsTab schoolId={schoolId} />;
    case 'requests':
      return <RequestsTab schoolId={schoolId} />;
    case 'quizzes':
      return <QuizzesTab schoolId={schoolId} slug={slug} />;
    case 'whitelists':
      return <WhitelistsTab schoolId={schoolId} />;
    case 'settings':
      return <SettingsTab schoolId={schoolId} onSaved={onRenamed} />;
  }
}
