import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Membership } from '../../../api/contracts/schools.ts';
import { schoolPaths } from '../../shared/paths/school-paths.ts';
import { fetchMySchools } from './my-quiz-api.ts';

/** The schools the signed-in person is an active member of; empty until known, or when the list fails. */
export function useActiveSchools(): Membership[] {
  const [schools, setSchools] = useState<Membership[]>([]);
  useEffect(() => {
    let current = true;
    fetchMySchools().then(
      (mine) => current && setSchools(mine.filter((m) => m.status === 'active')),
      // Without the list the other tabs still work; "My schools" in the account menu still leads there.
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return schools;
}

/**
 * The "School Quizzes" tab of My Quiz (spec §2), for every active member: one click to the school's
 * library. Someone in several schools gets one tab per school, named for it.
 */
export function SchoolQuizzesTabs({ schools }: { schools: Membership[] }) {
  const { t } = useTranslation();
  return schools.map((school) => (
    <Link
      key={school.school_id}
      to={schoolPaths.library(school.slug)}
      className="creator-tabs__tab"
      data-testid="my-quiz-school-quizzes"
    >
      {schools.length === 1
        ? t('my_quiz.tab_school_quizzes')
        : t('my_quiz.tab_school_quizzes_named', { school: school.school_name })}
    </Link>
  ));
}

/**
 * The "Manage School" tab of My Quiz (spec §2), for a school's active admins: one click to the school's
 * Users tab. Someone who runs several schools gets one tab per school, named for it; everyone else none.
 */
export function ManageSchoolTabs({ schools }: { schools: Membership[] }) {
  const { t } = useTranslation();
  const managed = schools.filter((school) => school.admin);
  return managed.map((school) => (
    <Link
      key={school.school_id}
      to={schoolPaths.manage(school.slug)}
      className="creator-tabs__tab"
      data-testid="my-quiz-manage-school"
    >
      {managed.length === 1
        ? t('my_quiz.tab_manage_school')
        : t('my_quiz.tab_manage_named_school', { school: school.school_name })}
    </Link>
  ));
}
