import { useTranslation } from 'react-i18next';
import './report-table.css';

/** How a player's answer went, as the game froze it; questions not scored are just answered. */
export type AnswerOutcome = 'correct' | 'incorrect' | 'no_answer' | 'answered';

/** One player's line: their answer already in words (the question type's `answerText`). */
export interface AnswerLine {
  key: string;
  name: string;
  answer: string;
  outcome: AnswerOutcome;
  points: number;
}

const OUTCOME_MARK: Record<AnswerOutcome, string> = {
  correct: '✓',
  incorrect: '✗',
  no_answer: '–',
  answered: '•',
};

/**
 * Each player's answer to one question, with the verdict and points the game froze: the report's
 * table per question and the replay's for the question on screen. No points column when not scored.
 */
export function AnswersTable({ lines, scored }: { lines: readonly AnswerLine[]; scored: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="report-table">
        <thead>
          <tr>
            <th scope="col">{t('reports.player')}</th>
            <th scope="col">{t('reports.answer')}</th>
            <th scope="col">{t('reports.result')}</th>
            {scored && (
              <th scope="col" className="report-table__number">
                {t('reports.points')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.name}</th>
              <td>{line.answer || '–'}</td>
              <td>
                <span className={`outcome outcome--${line.outcome}`}>
                  <span aria-hidden="true">{OUTCOME_MARK[line.outcome]}</span>{' '}
                  <span className="outcome__text">{t(`reports.outcome_${line.outcome}`)}</span>
                </span>
              </td>
              {scored && <td className="report-table__number">{line.points}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
