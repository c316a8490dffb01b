import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { QuizView } from '../../../api/contracts/quizzes.ts';
import { shownPicture } from '../../../domain/shared/picture.ts';
import { HostLiveAction } from '../../components/host-live.tsx';
import { Picture } from '../../components/picture/picture.tsx';
import { useDateTime } from '../../i18n/date-time.ts';
import { editorPath } from '../../shared/paths/my-quiz-paths.ts';
import { reportPath } from '../../shared/paths/report-paths.ts';
import { shareSettingsPath } from '../../shared/paths/sharing-paths.ts';

interface QuizCardProps {
  quiz: QuizView;
  toggling: boolean;
  onToggle: () => void;
}

/** One quiz in the list: what it is, whether it can go live, and what can be done with it. */
export function QuizCard({ quiz, toggling, onToggle }: QuizCardProps) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const headingId = useId();
  const cover = shownPicture(quiz);
  return (
    <article className="quiz-card surface" aria-labelledby={headingId} data-quiz-id={quiz._id}>
      <div className="quiz-card__top">
        <span
          className={
            quiz.status ? 'creator-badge creator-badge--active' : 'creator-badge creator-badge--inactive'
          }
        >
          {t(quiz.status ? 'my_quiz.active' : 'my_quiz.inactive')}
        </span>
        <span className="quiz-card__code">{quiz.code}</span>
      </div>
      {cover ? <Picture picture={cover} size="phone" className="quiz-card__cover" /> : null}
      <h2 id={headingId} className="quiz-card__title">
        <Link to={editorPath(quiz._id)}>{quiz.title}</Link>
      </h2>
      <dl className="quiz-card__facts">
        <div>
          <dt>{t('my_quiz.questions_label')}</dt>
          <dd>{quiz.questions.length}</dd>
        </div>
        <div>
          <dt>{t('my_quiz.changed_label')}</dt>
          <dd>
            <time dateTime={quiz.updated_at}>{dateTime(quiz.updated_at)}</time>
          </dd>
        </div>
      </dl>
      <div className="quiz-card__actions">
        <Link to={editorPath(quiz._id)} className="button button--accent creator-button--small">
          {t('my_quiz.edit')}
        </Link>
        <HostLiveAction quiz={quiz} className="button creator-button--outline creator-button--small" />
        <Link to={reportPath(quiz._id)} className="button creator-button--outline creator-button--small">
          {t('my_quiz.reports')}
        </Link>
        <Link
          to={shareSettingsPath(quiz._id)}
          className="button creator-button--outline creator-button--small"
        >
          {t('my_quiz.share')}
          <span className="visually-hidden">: {quiz.title}</span>
        </Link>
      </div>
      <div className="quiz-card__toggle">
        <input
          id={`${headingId}-active`}
          type="checkbox"
          role="switch"
          className="switch"
          checked={quiz.status}
          aria-checked={quiz.status}
          disabled={toggling}
          onChange={onToggle}
        />
        <label htmlFor={`${headingId}-active`}>
          {t('my_quiz.active_switch')}
          <span className="visually-hidden">: {quiz.title}</span>
        </label>
      </div>
    </article>
  );
}
