import { useTranslation } from 'react-i18next';

/** The school library (spec §1, issue 15 point 4) needs quiz sharing, which comes later: the tab says so. */
export function QuizzesTab() {
  const { t } = useTranslation();
  return <p className="school-empty">{t('school.quizzes_soon')}</p>;
}
