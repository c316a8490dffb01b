import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { isQuizCode } from '../../../domain/quiz/rules.ts';
import { ComingSoonPage } from '../coming-soon/coming-soon-page.tsx';

/**
 * `/{code}`: any single path segment lands here. A quiz code will open that quiz (player issue);
 * anything else is an unknown path and goes home (spec §2).
 */
export function QuizCodePage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  if (!isQuizCode(code)) return <Navigate to="/" replace />;
  return (
    <ComingSoonPage>
      <p className="page__lead">{t('coming_soon.quiz_code', { code })}</p>
    </ComingSoonPage>
  );
}
