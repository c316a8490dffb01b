import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Profile } from '../../../api/contracts/profile.ts';
import { becomeTeacherProblem, type Role } from '../../../domain/user/rules.ts';
import { BecomeTeacherButton } from '../../components/become-teacher/become-teacher-button.tsx';
import { schoolPaths } from '../../shared/paths/school-paths.ts';

/**
 * "Are you a teacher?" on the profile, for accounts that may still become one; once they have, the
 * way on to their school.
 */
export function BecomeTeacherSection({
  role,
  onBecame,
}: {
  role: Role;
  onBecame: (profile: Profile) => void;
}) {
  const { t } = useTranslation();
  const [became, setBecame] = useState(false);
  if (became) {
    return (
      <section className="surface profile" aria-labelledby="teacher-heading">
        <h2 id="teacher-heading" className="account-section__heading">
          {t('teacher.became')}
        </h2>
        <Link className="button button--accent" to={schoolPaths.create()}>
          {t('teacher.create_school_link')}
        </Link>
      </section>
    );
  }
  if (becomeTeacherProblem(role) !== null) return null;
  return (
    <section className="surface profile" aria-labelledby="teacher-heading">
      <h2 id="teacher-heading" className="account-section__heading">
        {t('teacher.become_heading')}
      </h2>
      <p className="account-section__lead">{t('teacher.become_lead')}</p>
      <BecomeTeacherButton
        onBecame={(profile) => {
          setBecame(true);
          onBecame(profile);
        }}
      />
    </section>
  );
}
