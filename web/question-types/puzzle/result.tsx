import { useTranslation } from 'react-i18next';
import type { ResultProps } from '../question-type-views.ts';

/** After the close: the whole picture, its caption when the answer is shown, and how many solved it. */
export function PuzzleResult({ screen, summary, answered }: ResultProps<'puzzle'>) {
  const { t } = useTranslation();
  return (
    <figure className="puzzle-result">
      <img className="puzzle-result__image" src={screen.image} alt={summary.caption ?? ''} />
      <figcaption className="puzzle-result__caption">
        {summary.caption && <span className="puzzle-result__title">{summary.caption}</span>}
        <span>{t('question_views.puzzle.solved_count', { solved: summary.solved, answered })}</span>
      </figcaption>
    </figure>
  );
}
