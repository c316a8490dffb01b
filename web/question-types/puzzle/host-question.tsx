import { useTranslation } from 'react-i18next';
import { sideOf } from '../../../domain/question-types/puzzle/index.ts';
import type { HostQuestionProps } from '../question-type-views.ts';
import { PuzzleGrid } from './puzzle-grid.tsx';

/** The scrambled picture as the phones start it, large on the quizmaster's screen. */
export function PuzzleHost({ screen }: HostQuestionProps<'puzzle'>) {
  const { t } = useTranslation();
  return (
    <div className="puzzle-host">
      <p className="puzzle-host__hint">
        {t('question_views.puzzle.host_hint', { pieces: screen.puzzle_block })}
      </p>
      <PuzzleGrid
        image={screen.image}
        side={sideOf(screen.puzzle_block)}
        pieces={screen.pieces}
        className="puzzle-grid--host"
        cell={(pieceId, _place, style) => (
          <span key={pieceId} className="puzzle-grid__piece" style={style} aria-hidden="true" />
        )}
      />
    </div>
  );
}
