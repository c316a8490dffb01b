/** Row and column (0-based) of place `index` in a square grid of `side` × `side`. */
export const cellOf = (index: number, side: number) => ({
  row: Math.floor(index / side),
  column: index % side,
});

/**
 * How to draw piece `pieceId` (the place it belongs in) from the whole picture: the picture scaled to the
 * whole grid, shifted so only that piece's part shows. Percent positions, so any tile size works.
 */
export function pieceBackground(
  pieceId: string,
  side: number,
): { backgroundSize: string; backgroundPosition: string } {
  const { row, column } = cellOf(Number(pieceId), side);
  const at = (n: number) => (side > 1 ? (n / (side - 1)) * 100 : 0);
  return {
    backgroundSize: `${side * 100}% ${side * 100}%`,
    backgroundPosition: `${at(column)}% ${at(row)}%`,
  };
}

/** The pieces with those at places `a` and `b` swapped (the second tap of "tap two to swap"). */
export function swapPlaces(pieces: readonly string[], a: number, b: number): string[] {
  const next = [...pieces];
  if (a === b || !next[a] || !next[b]) return next;
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}

/** Every piece in its own place: piece `i` at place `i`. */
export const isSolvedOrder = (pieces: readonly string[]): boolean =>
  pieces.every((id, i) => id === String(i));

/** The place a keyboard arrow leads to from `index`, staying on the grid. */
export function neighbour(index: number, side: number, key: string): number | null {
  const { row, column } = cellOf(index, side);
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? index - side : null;
    case 'ArrowDown':
      return row < side - 1 ? index + side : null;
    case 'ArrowLeft':
      return column > 0 ? index - 1 : null;
    case 'ArrowRight':
      return column < side - 1 ? index + 1 : null;
    default:
      return null;
  }
}
