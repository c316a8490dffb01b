import { useTranslation } from 'react-i18next';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import type { SortingListScreen } from '../../../domain/question-types/sorting-list/index.ts';
import './sorting-list.css';

/** The order a player sent, on their phone once it is taken. */
export function SortingListGivenAnswer({
  screen,
  answer,
}: {
  screen: SortingListScreen;
  answer: PlayerAnswer;
}) {
  const { t } = useTranslation();
  const titles = new Map(screen.items.map((item) => [item.answer_id, item.title]));
  const ids = answer.kind === 'order' ? answer.answerIds : [];
  return (
    <ol className="sorting-given" aria-label={t('live.your_answer')}>
      {ids.map((id) => (
        <li key={id} className="sorting-given__item">
          {titles.get(id) ?? ''}
        </li>
      ))}
    </ol>
  );
}
