import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../http/api-error.ts';
import { useDateTime } from '../../i18n/date-time.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { playReportPath } from '../../shared/paths/report-paths.ts';
import { ReportDetails } from './game-report-view.tsx';
import { LoadedReport } from './loaded-report.tsx';
import { type PlayListItem, type PlayReport, playAsGameReport } from './report-model.ts';
import { fetchPlayReport, fetchPlaysOfQuiz } from './reports-api.ts';

/** The quiz's solo plays (play alone, and retries), beside its live games in the reports. */
export function PlaysList({ quizId, selected }: { quizId: string; selected: string | null }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const headingId = useId();
  const [plays, setPlays] = useState<PlayListItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchPlaysOfQuiz(quizId).then(
      (loaded) => current && setPlays(loaded),
      (failure: unknown) =>
        current && setError(failure instanceof ApiError ? failure.code : 'something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [quizId]);

  return (
    <section className="surface games-list" aria-labelledby={headingId} data-testid="plays-list">
      <h2 id={headingId} className="games-list__heading">
        {t('reports.plays_heading')}
      </h2>
      {error ? <p role="alert">{t(errorKey(error))}</p> : null}
      {!error && plays === null ? <p>{t('common.loading')}</p> : null}
      {plays?.length === 0 ? <p>{t('reports.no_plays')}</p> : null}
      {plays && plays.length > 0 ? (
        <ol className="games-list__items">
          {plays.map((play) => (
            <li key={play.play_id}>
              <Link
                to={playReportPath(quizId, play.play_id)}
                className="games-list__game"
                aria-current={play.play_id === selected ? 'true' : undefined}
              >
                <span className="games-list__date">{play.player_name}</span>
                <span className="games-list__meta">
                  <span className="creator-badge creator-badge--phase-finished">
                    {play.retry ? t('reports.played_retry') : t('reports.played_alone')}
                  </span>
                  <time dateTime={play.started_at}>{dateTime(play.started_at)}</time>
                  <span>
                    {t('reports.play_score', {
                      score: play.score,
                      right: play.correct,
                      total: play.questions,
                    })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** One solo play's report: the player's answers, question by question, with the points frozen then. */
export function PlayReportView({ playId, quizTitle }: { playId: string; quizTitle: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const load = useCallback(() => fetchPlayReport(playId), [playId]);
  return (
    <LoadedReport load={load}>
      {(report: PlayReport) => (
        <ReportDetails
          report={playAsGameReport(report, quizTitle)}
          heading={t('reports.play_of', { name: report.player_name, date: dateTime(report.started_at) })}
          status={
            <>
              {report.retry ? t('reports.played_retry') : t('reports.played_alone')}
              {' · '}
              {report.finished_at ? t('reports.phase_finished') : t('reports.phase_running')}
            </>
          }
        />
      )}
    </LoadedReport>
  );
}
