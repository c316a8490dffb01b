import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AssignmentPublicView } from '../../../api/contracts/assignments.ts';
import { useDateTime } from '../../i18n/date-time.ts';
import { assignmentStartPath } from '../../shared/paths/assignment-paths.ts';
import './quiz-code.css';

/**
 * Homework set on the quiz, first on its page: a teacher who only writes the quiz code on the board
 * still gets the attempts counted as homework. An upcoming one says when it opens (its start page
 * refuses attempts until then).
 */
export function QuizHomework({ code, assignments }: { code: string; assignments: AssignmentPublicView[] }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  if (assignments.length === 0) return null;
  return (
    <section className="quiz-code-page__homework" data-testid="quiz-code-homework">
      <h2 className="quiz-code-page__homework-heading">{t('assignment.on_quiz_heading')}</h2>
      <ul className="quiz-code-page__homework-list">
        {assignments.map((assignment) => (
          <li key={assignment.assignment_id} className="quiz-code-page__homework-item">
            <Link
              to={assignmentStartPath(code, assignment.assignment_id)}
              className="button button--accent"
              data-testid="quiz-code-homework-link"
            >
              {assignment.title}
            </Link>
            <span className="quiz-code-page__homework-when">
              {assignment.status === 'upcoming'
                ? t('assignment.opens_at', { when: dateTime(assignment.opens_at) })
                : t('assignment.ends_at', { when: dateTime(assignment.ends_at) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
