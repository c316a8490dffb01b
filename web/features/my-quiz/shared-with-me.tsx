import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SharedWithMeItem } from '../../../api/contracts/quiz-sharing.ts';
import { hostLivePath } from '../../components/host-live.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiError } from '../../http/api-error.ts';
import { useDateTime } from '../../i18n/date-time.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { editorPath } from '../../shared/paths/my-quiz-paths.ts';
import { reportPath } from '../../shared/paths/report-paths.ts';
import { readQuizPath } from '../../shared/paths/sharing-paths.ts';
import { fetchSharedWithMe } from './my-quiz-api.ts';

/** The "Shared with me" tab (spec my-quiz "Collaboration/Shared with me"): others' quizzes, and what one may do. */
export function SharedWithMe() {
  const { t } = useTranslation();
  const [items, setItems] = useState<SharedWithMeItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchSharedWithMe().then(
      (loaded) => current && setItems(loaded),
      (failure: unknown) =>
        current && setError(failure instanceof ApiError ? failure.code : 'something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, []);

  if (error)
    return (
      <p className="creator-state creator-state--inline" role="alert">
        {t(errorKey(error))}
      </p>
    );
  if (!items) return <PageSpinner />;
  if (items.length === 0)
    return (
      <div className="my-quiz__empty surface">
        <p>{t('my_quiz.shared_empty')}</p>
      </div>
    );
  return (
    <ul className="my-quiz__grid" aria-label={t('my_quiz.tab_shared')}>
      {items.map((item) => (
        <li key={item.quiz_id}>
          <SharedQuizCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function SharedQuizCard({ item }: { item: SharedWithMeItem }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const headingId = useId();
  const rights = (['can_read', 'can_edit', 'can_access_report'] as const).filter((right) => item[right]);
  const canHost = item.can_read && item.status && item.question_count > 0;
  return (
    <article className="quiz-card surface" aria-labelledby={headingId} data-quiz-id={item.quiz_id}>
      <div className="quiz-card__top">
        <span
          className={
            item.status ? 'creator-badge creator-badge--active' : 'creator-badge creator-badge--inactive'
          }
        >
          {t(item.status ? 'my_quiz.active' : 'my_quiz.inactive')}
        </span>
        <span className="quiz-card__code">{item.code}</span>
      </div>
      <h2 id={headingId} className="quiz-card__title">
        {item.title}
      </h2>
      <dl className="quiz-card__facts">
        <div>
          <dt>{t('my_quiz.owner_label')}</dt>
          <dd>{item.owner_name ?? t('my_quiz.owner_unknown')}</dd>
        </div>
        <div>
          <dt>{t('my_quiz.rights_label')}</dt>
          <dd>{rights.map((right) => t(`sharing.right_${right}`)).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('my_quiz.questions_label')}</dt>
          <dd>{item.question_count}</dd>
        </div>
        <div>
          <dt>{t('my_quiz.changed_label')}</dt>
          <dd>
            <time dateTime={item.updated_at}>{dateTime(item.updated_at)}</time>
          </dd>
        </div>
      </dl>
      <div className="quiz-card__actions">
        {item.can_edit && (
          <Link to={editorPath(item.quiz_id)} className="button button--accent creator-button--small">
            {t('my_quiz.edit')}
          </Link>
        )}
        {item.can_read && !item.can_edit && (
          <Link to={readQuizPath(item.quiz_id)} className="button button--accent creator-button--small">
            {t('my_quiz.view')}
          </Link>
        )}
        {canHost && (
          <Link
            to={hostLivePath(item.quiz_id)}
            className="button creator-button--outline creator-button--small"
          >
            {t('my_quiz.host_live')}
          </Link>
        )}
        {item.can_read && item.status && item.question_count > 0 && (
          <Link
            to={`/${encodeURIComponent(item.code)}`}
            className="button creator-button--outline creator-button--small"
          >
            {t('my_quiz.play_alone')}
          </Link>
        )}
        {item.can_access_report && (
          <Link
            to={reportPath(item.quiz_id)}
            className="button creator-button--outline creator-button--small"
          >
            {t('my_quiz.reports')}
          </Link>
        )}
      </div>
    </article>
  );
}
