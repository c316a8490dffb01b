import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportStatistics } from '../../../domain/report/statistics.ts';
import { viewsOf } from '../../question-types/registry.ts';
import type { ReportView } from './reports-api.ts';

/**
 * What a teacher looks for first: the hardest questions, the players who may need help (and why), then
 * every question's share of right answers, average answer time and how many answered.
 */
export function ReportStatisticsView({
  view,
  statistics,
}: {
  view: ReportView;
  statistics: ReportStatistics;
}) {
  const { t, i18n } = useTranslation();
  const hardestId = useId();
  const helpId = useId();
  const statsId = useId();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const seconds = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
  const share = (value: number | null) => (value === null ? '–' : percent.format(value));
  return (
    <>
      <div className="report-insights">
        <section
          className="surface report-insights__card"
          aria-labelledby={hardestId}
          data-testid="report-hardest"
        >
          <h3 id={hardestId} className="game-report__subheading">
            {t('reports.hardest_heading')}
          </h3>
          {statistics.hardest.length === 0 ? (
            <p>{t('reports.hardest_none')}</p>
          ) : (
            <ol className="report-insights__list">
              {statistics.hardest.map((index) => (
                <li key={index}>
                  <span>
                    {index + 1}. {view.questions[index]?.title}
                  </span>
                  <strong>{share(statistics.questions[index]?.shareCorrect ?? null)}</strong>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section
          className="surface report-insights__card"
          aria-labelledby={helpId}
          data-testid="report-needs-help"
        >
          <h3 id={helpId} className="game-report__subheading">
            {t('reports.needs_help_heading')}
          </h3>
          <p className="report-insights__rule">{t('reports.needs_help_rule')}</p>
          {statistics.needsHelp.length === 0 ? (
            <p>{t('reports.needs_help_none')}</p>
          ) : (
            <ul className="report-insights__list">
              {statistics.needsHelp.map((player) => (
                <li key={player.player_id}>
                  <span>{player.name}</span>
                  <strong>{t('reports.right_of', { right: player.correct, of: player.scoredAsked })}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className="surface game-report__summary" aria-labelledby={statsId}>
        <h3 id={statsId} className="game-report__subheading">
          {t('reports.stats_heading')}
        </h3>
        <div className="table-scroll">
          <table className="report-table" data-testid="report-question-stats">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('reports.question')}</th>
                <th scope="col" className="report-table__number">
                  {t('reports.share_correct')}
                </th>
                <th scope="col" className="report-table__number">
                  {t('reports.average_time')}
                </th>
                <th scope="col" className="report-table__number">
                  {t('reports.answered')}
                </th>
              </tr>
            </thead>
            <tbody>
              {statistics.questions.map((q) => {
                const question = view.questions[q.index]!;
                return (
                  <tr key={question.question_id}>
                    <td className="report-table__rank">{q.index + 1}</td>
                    <th scope="row">
                      {question.title}
                      <span className={`creator-badge creator-badge--${question.question_type}`}>
                        {t(viewsOf(question.question_type).labelKey)}
                      </span>
                    </th>
                    <td className="report-table__number">{share(q.shareCorrect)}</td>
                    <td className="report-table__number">
                      {q.averageMs === null
                        ? '–'
                        : t('reports.seconds', { seconds: seconds.format(q.averageMs / 1000) })}
                    </td>
                    <td className="report-table__number">
                      {q.answered} / {q.players}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
