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
  return (
    <TabPerSchool
      schools={schools}
      to={(school) => schoolPaths.library(school.slug)}
      label={(school, named) =>
        named
          ? t('my_quiz.tab_school_quizzes_named', { school: school.school_name })
          : t('my_quiz.tab_school_quizzes')
      }
      testId="my-quiz-school-quizzes"
    />
  );
}

/**
 * The "Manage School" tab of My Quiz (spec §2), for a school's active admins: one click to the school's
 * Users tab. Someone who runs several schools gets one tab per school, named for it; everyone else none.
 */
export function ManageSchoolTabs({ schools }: { schools: Membership[] }) {
  const { t } = useTranslation();
  return (
    <TabPerSchool
      schools={schools.filter((school) => school.admin)}
      to={(school) => schoolPaths.manage(school.slug)}
      label={(school, named) =>
        named
          ? t('my_quiz.tab_manage_named_school', { school: school.school_name })
          : t('my_quiz.tab_manage_school')
      }
      testId="my-quiz-manage-school"
    />
  );
}

/** One tab linking to each school; named for its school only when there is more than one. */
function TabPerSchool({
  schools,
  to,
  label,
  testId,
}: {
  schools: Membership[];
  to: (school: Membership) => string;
  label: (school: Membership, named: boolean) => string;
  testId: string;
}) {
  return schools.map((school) => (
    <Link key={school.school_id} to={to(school)} className="creator-tabs__tab" data-testid={testId}>
      {label(school, schools.length > 1)}
    </Link>
  ));
}
