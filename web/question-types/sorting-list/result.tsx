import { useTranslation } from 'react-i18next';
import type { ResultProps } from '../question-type-views.ts';
import './sorting-list.css';

/**
 * After the close: the correct order, each item with how many players put it in its place, and how many
 * got the whole order right. When the quiz keeps the answer hidden, only how many got it all right.
 */
export function SortingListResult({ screen, summary, answered }: ResultProps<'sorting_list'>) {
  const { t } = useTranslation();
  const items = summary.correct_order;
  return (
    <div className="sorting-result">
      <p className="sorting-result__total">
        {t('question_views.sorting_list.fully_correct', { solved: summary.fully_correct, answered })}
      </p>
      {items ? (
        <ol className="sorting-result__list">
          {items.map((item) => {
            const placed = summary.in_place[item.answer_id] ?? 0;
            const share = answered > 0 ? placed / answered : 0;
            return (
              <li key={item.answer_id} className="sorting-result__item">
                <span className="sorting-result__title">{item.title}</span>
                <span className="sorting-result__bar" aria-hidden="true">
                  <span
                    className="sorting-result__fill"
                    style={{ inlineSize: `${Math.round(share * 100)}%` }}
                  />
                </span>
                <span className="sorting-result__count">
                  {t('question_views.sorting_list.in_place', { placed })}
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <ul className="sorting-result__list">
          {screen.items.map((item) => (
            <li key={item.answer_id} className="sorting-result__item">
              <span className="sorting-result__title">{item.title}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
