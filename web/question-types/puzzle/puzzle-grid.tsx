import type { CSSProperties, ReactNode } from 'react';
import { useImageRatio } from '../shared/use-image-ratio.ts';
import { pieceBackground } from './puzzle-board.ts';
import './puzzle.css';

/** The pieces drawn on a square grid; each cell's content (a button or a plain tile) comes from `cell`. */
export function PuzzleGrid({
  image,
  side,
  pieces,
  cell,
  className = '',
}: {
  image: string;
  side: number;
  pieces: readonly string[];
  cell: (pieceId: string, place: number, style: CSSProperties) => ReactNode;
  className?: string;
}) {
  const ratio = useImageRatio(image);
  return (
    <div
      className={`puzzle-grid ${className}`}
      style={{ '--puzzle-side': side, '--puzzle-ratio': ratio } as CSSProperties}
    >
      {pieces.map((pieceId, place) =>
        cell(pieceId, place, { backgroundImage: `url("${image}")`, ...pieceBackground(pieceId, side) }),
      )}
    </div>
  );
}
