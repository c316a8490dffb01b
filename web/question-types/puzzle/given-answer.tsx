import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import { type PuzzleScreen, sideOf } from '../../../domain/question-types/puzzle/index.ts';
import { pictureSrc } from '../../../domain/shared/picture.ts';
import { puzzleAnswerText } from './answer-text.ts';
import { PuzzleGrid } from './puzzle-grid.tsx';

/** The picture as the player left it, on their phone once the answer is taken. */
export function PuzzleGivenAnswer({ screen, answer }: { screen: PuzzleScreen; answer: PlayerAnswer }) {
  const pieces = answer.kind === 'order' ? answer.answerIds : screen.pieces;
  return (
    <figure className="puzzle-given">
      <PuzzleGrid
        image={pictureSrc(screen.image, 'phone')}
        side={sideOf(screen.puzzle_block)}
        pieces={pieces}
        className="puzzle-grid--given"
        cell={(pieceId, _place, style) => (
          <span key={pieceId} className="puzzle-grid__piece" style={style} aria-hidden="true" />
        )}
      />
      <figcaption>{puzzleAnswerText(screen, answer)}</figcaption>
    </figure>
  );
}
