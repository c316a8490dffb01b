import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUZZLE_DONE_DELAY_MS, sideOf } from '../../../domain/question-types/puzzle/index.ts';
import { pictureSrc } from '../../../domain/shared/picture.ts';
import type { PhoneAnswerProps } from '../question-type-views.ts';
import { cellOf, isSolvedOrder, neighbour, swapPlaces } from './puzzle-board.ts';
import { PuzzleGrid } from './puzzle-grid.tsx';

/**
 * The player taps a piece, then the place it should go: the two swap (touch, mouse, and keyboard with
 * Enter/Space and the arrow keys; no drag needed). When the picture is whole it stays on screen for
 * delayPuzzleDone (2 s, spec §9) so the player sees it complete, then the answer is sent.
 */
export function PuzzlePhone({ screen, locked, given, submit }: PhoneAnswerProps<'puzzle'>) {
  const { t } = useTranslation();
  const side = sideOf(screen.puzzle_block);
  const [pieces, setPieces] = useState<string[]>(given?.kind === 'order' ? given.answerIds : screen.pieces);
  const [picked, setPicked] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cells = useRef<Array<HTMLButtonElement | null>>([]);
  const solved = isSolvedOrder(pieces);
  const done = locked || given !== null || solved;
  const send = useRef(submit);
  send.current = submit;

  useEffect(() => {
    if (!solved || given !== null) return;
    const timer = setTimeout(() => send.current({ kind: 'order', answerIds: pieces }), PUZZLE_DONE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [solved, given, pieces]);

  const placeName = (place: number) => {
    const { row, column } = cellOf(place, side);
    return t('question_views.puzzle.place', { row: row + 1, column: column + 1 });
  };

  function press(place: number) {
    if (done) return;
    if (picked === null) {
      setPicked(place);
      setAnnouncement(t('question_views.puzzle.picked', { place: placeName(place) }));
      return;
    }
    setPieces(swapPlaces(pieces, picked, place));
    setAnnouncement(
      picked === place
        ? ''
        : t('question_views.puzzle.swapped', { from: placeName(picked), to: placeName(place) }),
    );
    setPicked(null);
  }

  function arrow(event: KeyboardEvent, place: number) {
    const next = neighbour(place, side, event.key);
    if (next === null) return;
    event.preventDefault();
    cells.current[next]?.focus();
  }

  return (
    <div className="puzzle-phone">
      <p className="puzzle-phone__hint" role="status">
        {solved ? t('question_views.puzzle.solved') : t('question_views.puzzle.phone_hint')}
      </p>
      <PuzzleGrid
        image={pictureSrc(screen.image, 'phone')}
        side={side}
        pieces={pieces}
        className={solved ? 'puzzle-grid--solved' : ''}
        cell={(pieceId, place, style) => (
          <button
            key={pieceId}
            ref={(element) => {
              cells.current[place] = element;
            }}
            type="button"
            className={`puzzle-grid__piece${picked === place ? ' is-picked' : ''}`}
            style={style}
            disabled={done}
            aria-pressed={picked === place}
            aria-label={t('question_views.puzzle.piece_label', {
              place: placeName(place),
              piece: Number(pieceId) + 1,
            })}
            onClick={() => press(place)}
            onKeyDown={(event) => arrow(event, place)}
          />
        )}
      />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
