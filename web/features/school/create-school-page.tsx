import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SCHOOL_CREATOR_ROLES } from '../../../domain/school/rules.ts';
import { becomeTeacherProblem } from '../../../domain/user/rules.ts';
import { BecomeTeacherButton } from '../../components/become-teacher/become-teacher-button.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { schoolPaths } from '../../shared/paths/school-paths.ts';
import { adoptReissuedToken } from '../../shared/session/session.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { createSchool } from './school-api.ts';
import { EMPTY_PROFILE, SchoolForm } from './school-form.tsx';
import './school.css';

/** `/school/new`: a teacher creates their school and becomes its first administrator (the server checks the role). */
export function CreateSchoolPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  if (session.status !== 'signed-in') return <PageSpinner />;
  const allowed = SCHOOL_CREATOR_ROLES.includes(session.claims.role);

  return (
    <section className="school-page" aria-labelledby="create-school-title">
      <header className="school-page__header">
        <h1 id="create-school-title" className="school-page__title">
          {t('school.create_title')}
        </h1>
        <p className="school-page__lead">{t('school.create_lead')}</p>
      </header>
      <div className="surface school-card">
        {allowed ? (
          <SchoolForm
            initial={EMPTY_PROFILE}
            submitLabel={t('school.create_submit')}
            onSubmit={async (body) => {
              const created = await createSchool(body);
              adoptReissuedToken(created.token);
              navigate(schoolPaths.manage(created.slug, 'settings'));
            }}
          />
        ) : becomeTeacherProblem(session.claims.role) === null ? (
          // Not a dead end: the page's own way to become a teacher; the token's new role then opens the form.
          <>
            <p className="school-card__status">{t('school.create_become_teacher')}</p>
            <BecomeTeacherButton />
          </>
        ) : (
          <p role="alert">{t('school.create_not_teacher')}</p>
        )}
      </div>
    </section>
  );
}
