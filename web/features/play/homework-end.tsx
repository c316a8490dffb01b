import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PlayHomework } from '../../../api/contracts/plays.ts';
import { assignmentStartPath } from '../../shared/paths/assignment-paths.ts';
import { forgetPlaySession } from '../../shared/play/play-storage.ts';

/**
 * The end of a homework attempt: how many attempts are left (or that none are, or that the homework
 * has closed), and "Try the homework again" only while another attempt may start. It starts from the
 * homework's own link, so the next run counts as an attempt too, not as a free play of the quiz.
 */
export function HomeworkEnd({ code, homework }: { code: string; homework: PlayHomework | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Until the homework is known, offer nothing: an offer that vanishes a moment later misleads.
  if (!homework) return null;
  const left = homework.attempts_left;
  const note =
    homework.status === 'closed'
      ? t('play.homework_closed')
      : left === 0
        ? t('play.attempts_none_left', { limit: homework.attempt_limit ?? 0 })
        : left === null
          ? null
          : t('play.attempts_left', { count: left });
  const mayPlay = homework.status === 'open' && left !== 0;
  return (
    <>
      {note ? (
        <p className="play-summary__attempts" data-testid="play-attempts">
          {note}
        </p>
      ) : null}
      {mayPlay ? (
        <button
          type="button"
          className="button button--light"
          onClick={() => {
            forgetPlaySession(code);
            navigate(assignmentStartPath(code, homework.assignment_id));
          }}
          data-testid="play-again"
        >
          {t('play.play_homework_again')}
        </button>
      ) : null}
    </>
  );
}
