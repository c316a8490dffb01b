import { useTranslation } from 'react-i18next';
import type { BasicScreen, BasicSummary } from '../../../domain/question-types/basic/index.ts';
import { answerLook } from '../../components/live-screens/answer-look.ts';
import { AnswerShapeIcon } from '../../components/live-screens/answer-shape.tsx';
import { barShares, percentOf, pieSlices } from './chart-maths.ts';

/** How many picked each answer: bars, or a pie when the question asks for one (spec chart_type). */
export function ResultsChart({
  question,
  results,
  answered,
  showMarks = true,
}: {
  question: BasicScreen;
  results: BasicSummary;
  /** Players who answered. */
  answered: number;
  /** The quizmaster's "icon" display option. */
  showMarks?: boolean;
}) {
  const { t } = useTranslation();
  const counts = question.answers.map((a) => results.distribution[a.answer_id] ?? 0);
  // A poll has no correct answer: nothing is dimmed.
  const correct = question.kind === 'poll' ? null : results.correct_answer_ids;
  const isCorrect = (answerId: string) => correct?.includes(answerId) ?? false;
  // Shares of the players who answered: on a question with several answers one player picks several, so
  // the shares add up to more than 100 % (two players both picking Mars: "Picked by 2 · 100 %").
  const picks = counts.reduce((sum, n) => sum + n, 0);
  const chartType = question.chart_type;

  if (chartType === 'pie') {
    return (
      <figure className="results-chart results-chart--pie">
        <svg className="pie" viewBox="0 0 100 100" role="img" aria-label={t('live.chart_label')}>
          {picks === 0 ? <circle className="pie__empty" cx="50" cy="50" r="48" /> : null}
          {pieSlices(counts).map((slice) => (
            <path
              key={slice.position}
              d={slice.path}
              className={`pie__slice answer-colour-${answerLook(slice.position).colour}`}
            />
          ))}
        </svg>
        <figcaption>
          <ul className="pie__legend">
            {question.answers.map((answer, position) => {
              const look = answerLook(position);
              return (
                <li
                  key={answer.answer_id}
                  className={`pie__legend-item${correct && !isCorrect(answer.answer_id) ? ' is-dimmed' : ''}`}
                >
                  <span className={`pie__swatch answer-colour-${look.colour}`}>
                    <AnswerShapeIcon shape={look.shape} />
                  </span>
                  <span className="pie__answer">{answer.title}</span>
                  <span className="pie__count">
                    {t('live.votes', {
                      votes: counts[position] ?? 0,
                      percent: percentOf(counts[position] ?? 0, answered),
                    })}
                  </span>
                  {showMarks && isCorrect(answer.answer_id) ? <CorrectMark /> : null}
                </li>
              );
            })}
          </ul>
        </figcaption>
      </figure>
    );
  }

  const shares = barShares(counts);
  return (
    <figure className="results-chart results-chart--bar" aria-label={t('live.chart_label')}>
      <ul className="bars">
        {question.answers.map((answer, position) => {
          const look = answerLook(position);
          const count = counts[position] ?? 0;
          return (
            <li
              key={answer.answer_id}
              className={`bars__item${correct && !isCorrect(answer.answer_id) ? ' is-dimmed' : ''}`}
              data-answer={answer.title}
              data-count={count}
            >
              <span className="bars__count">{count}</span>
              <span className="bars__column">
                <span
                  className={`bars__fill answer-colour-${look.colour}`}
                  style={{ blockSize: `${Math.max(shares[position] ?? 0, 0.02) * 100}%` }}
                />
              </span>
              <span className={`bars__label answer-colour-${look.colour}`}>
                <AnswerShapeIcon shape={look.shape} />
                <span className="visually-hidden">
                  {t('live.votes', { votes: count, percent: percentOf(count, answered) })}
                </span>
                {showMarks && isCorrect(answer.answer_id) ? <CorrectMark /> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

export function CorrectMark() {
  const { t } = useTranslation();
  return (
    <span className="correct-mark" role="img" aria-label={t('live.correct_answer')}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 12.5l5 5L20 6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
