import { useTranslation } from 'react-i18next';
import { Picture } from '../../components/picture/picture.tsx';
import type { ResultProps } from '../question-type-views.ts';

/** After the close: the whole picture, its caption when the answer is shown, and how many solved it. */
export function PuzzleResult({ screen, summary, answered }: ResultProps<'puzzle'>) {
  const { t } = useTranslation();
  return (
    <figure className="puzzle-result">
      <Picture
        picture={{ src: screen.image, placeholder: null, crop: null }}
        size="screen"
        alt={summary.caption ?? ''}
        className="puzzle-result__image"
      />
      <figcaption className="puzzle-result__caption">
        {summary.caption && <span className="puzzle-result__title">{summary.caption}</span>}
        <span>{t('question_views.puzzle.solved_count', { solved: summary.solved, answered })}</span>
      </figcaption>
    </figure>
  );
}
