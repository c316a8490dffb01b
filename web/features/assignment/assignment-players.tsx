import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AssignmentPlayer } from '../../../api/contracts/assignments.ts';
import { useDateTime } from '../../i18n/date-time.ts';
import { playReportPath } from '../../shared/paths/report-paths.ts';

/** Who has done it: a row per student, with a link to each of their runs' reports. */
export function AssignmentPlayers({ quizId, players }: { quizId: string; players: AssignmentPlayer[] }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const headingId = useId();
  return (
    <section className="surface assignment-players" aria-labelledby={headingId}>
      <h2 id={headingId} className="assignment-list__heading">
        {t('assignment.players_heading')}
      </h2>
      {players.length === 0 ? (
        <p>{t('assignment.no_players')}</p>
      ) : (
        <div className="assignment-players__scroll">
          <table className="assignment-players__table" data-testid="assignment-players">
            <thead>
              <tr>
                <th scope="col">{t('assignment.col_name')}</th>
                <th scope="col">{t('assignment.col_attempts')}</th>
                <th scope="col">{t('assignment.col_best')}</th>
                <th scope="col">{t('assignment.col_right')}</th>
                <th scope="col">{t('assignment.col_finished')}</th>
                <th scope="col">{t('assignment.col_on_time')}</th>
                <th scope="col">{t('assignment.col_runs')}</th>
              </tr>
            </thead>
            <tbody>
              {players.map((player) => (
                <tr key={`${player.signed_in}-${player.name}`}>
                  <th scope="row">{player.name}</th>
                  <td data-label={t('assignment.col_attempts')}>{player.attempts}</td>
                  <td data-label={t('assignment.col_best')}>{player.best_score ?? '–'}</td>
                  <td data-label={t('assignment.col_right')}>
                    {player.best_correct === null
                      ? '–'
                      : t('assignment.right_of', { right: player.best_correct, total: player.questions })}
                  </td>
                  <td data-label={t('assignment.col_finished')}>
                    {player.last_finished_at
                      ? dateTime(player.last_finished_at)
                      : t('assignment.not_finished')}
                  </td>
                  <td data-label={t('assignment.col_on_time')}>
                    <span className={player.on_time ? 'assignment-yes' : 'assignment-no'}>
                      {player.on_time ? t('assignment.yes') : t('assignment.no')}
                    </span>
                  </td>
                  <td data-label={t('assignment.col_runs')}>
                    <ul className="assignment-players__runs">
                      {numbered(player.runs).map(({ run, n }) => (
                        <li key={run.play_id}>
                          <Link to={playReportPath(quizId, run.play_id)}>
                            {run.retry ? t('assignment.practice') : t('assignment.run', { n })}
                          </Link>{' '}
                          <span className="assignment-players__run-score">
                            {run.finished_at ? run.score : t('assignment.not_finished')}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Attempts are numbered 1, 2, …; practice runs (retries) between them carry no number. */
function numbered(runs: AssignmentPlayer['runs']) {
  let n = 0;
  return runs.map((run) => ({ run, n: run.retry ? n : ++n }));
}
