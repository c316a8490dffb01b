import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { publicView, summarize } from '../../../domain/question-types/registry.ts';
import { shownPicture } from '../../../domain/shared/picture.ts';
import { AnswersTable } from '../../components/answers-table.tsx';
import { Picture } from '../../components/picture/picture.tsx';
import { viewsOf } from '../../question-types/registry.ts';
import {
  type GameReport,
  isScored,
  questionRows,
  questionTally,
  type ReportQuestion,
} from './report-model.ts';

/**
 * A report's answers: the players ranked, then every question with its distribution (drawn by the
 * question type's own result view) and each player's answer. A live game's report and a solo play's
 * (one player) both read this way; the report's head is its caller's.
 */
export function ReportDetails({ report }: { report: GameReport }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="game-report" aria-labelledby={headingId}>
      <div className="surface game-report__summary">
        <h3 id={headingId} className="game-report__subheading">
          {t('reports.ranking_heading')}
        </h3>
        {report.players.length === 0 ? (
          <p>{t('reports.no_players')}</p>
        ) : (
          <div className="table-scroll">
            <table className="report-table">
              <thead>
                <tr>
                  <th scope="col">{t('reports.rank')}</th>
                  <th scope="col">{t('reports.player')}</th>
                  <th scope="col" className="report-table__number">
                    {t('reports.score')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.players.map((player) => (
                  <tr key={player.player_id} className={player.kicked ? 'report-table__kicked' : undefined}>
                    <td className="report-table__rank">{player.kicked ? '–' : player.rank}</td>
                    <th scope="row">
                      {player.name}
                      {player.kicked && (
                        <span className="creator-badge creator-badge--inactive">{t('reports.kicked')}</span>
                      )}
                    </th>
                    <td className="report-table__number">{player.score}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {report.questions.length > 0 && report.players.length > 0 && (
        <div className="game-report__questions">
          <h3 className="game-report__subheading game-report__subheading--on-red">
            {t('reports.questions_heading')}
          </h3>
          {report.questions.map((question, index) => (
            <QuestionReport key={question.question_id} report={report} question={question} index={index} />
          ))}
        </div>
      )}
    </section>
  );
}

function QuestionReport({
  report,
  question,
  index,
}: {
  report: GameReport;
  question: ReportQuestion;
  index: number;
}) {
  const { t } = useTranslation();
  const rows = questionRows(report, index);
  const tally = questionTally(rows);
  const isPoll = !isScored(question);
  // A slide is shown, not answered: no tally and no table of answers for it.
  const takesAnswers = question.question_type !== 'slide';
  const screen = publicView(question);
  const views = viewsOf(question.question_type);
  const { Result } = views;
  // A picture question's result draws its picture; any other question's picture is shown above it.
  const picture = views.ownPicture ? null : shownPicture(question);
  const given = rows.flatMap((row) => (row.given && !row.player.kicked ? [row.given] : []));
  const summary = summarize(question, given, true);
  const correct = isPoll ? null : views.correctText(screen, summary);
  return (
    <section className="surface question-report">
      <div className="question-report__head">
        <h4 className="question-report__title">
          <span className="question-report__number">
            {t('editor.question_number', { number: index + 1 })}
          </span>
          {question.title}
        </h4>
        <span className="question-report__tally">
          <span className={`creator-badge creator-badge--${question.question_type}`}>
            {t(views.labelKey)}
          </span>
          {takesAnswers ? (
            <span className="question-report__count">
              {t(isPoll ? 'reports.tally_answered' : 'reports.tally_correct', {
                hits: tally.hits,
                of: tally.of,
              })}
            </span>
          ) : null}
        </span>
      </div>
      {picture ? <Picture picture={picture} size="phone" className="question-report__picture" /> : null}
      <div className="question-report__result">
        <Result screen={screen} summary={summary} answered={given.length} players={tally.of} />
      </div>
      {correct ? (
        <p className="question-report__correct" data-testid="report-correct">
          {t('reports.correct_answer', { answer: correct })}
        </p>
      ) : null}
      {takesAnswers ? (
        <AnswersTable
          scored={!isPoll}
          lines={rows.map((row) => ({
            key: row.player.player_id,
            name: row.player.name,
            answer: row.given ? views.answerText(screen, row.given) : '',
            outcome: row.outcome,
            points: row.points,
          }))}
        />
      ) : null}
    </section>
  );
}
