import { useTranslation } from 'react-i18next';
import type { HostQuestionProps } from '../question-type-views.ts';
import './sorting-list.css';

/** The items to sort, large, in the shuffled order the phones start from. */
export function SortingListHost({ screen }: HostQuestionProps<'sorting_list'>) {
  const { t } = useTranslation();
  return (
    <div className="sorting-host">
      <p className="sorting-host__hint">{t('question_views.sorting_list.host_hint')}</p>
      <ul className="sorting-host__items">
        {screen.items.map((item) => (
          <li key={item.answer_id} className="sorting-host__item">
            {item.title}
          </li>
        ))}
      </ul>
    </div>
  );
}
