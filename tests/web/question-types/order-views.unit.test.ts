import { describe, expect, it } from 'vitest';
import {
  coveredTiles,
  pictureProgress,
  START_ZOOM,
  zoomAt,
} from '../../../web/question-types/image-choice/picture-timing.ts';
import {
  cellOf,
  isSolvedOrder,
  neighbour,
  pieceBackground,
  swapPlaces,
} from '../../../web/question-types/puzzle/puzzle-board.ts';
import { imageFileProblem } from '../../../web/question-types/shared/upload-quiz-image.ts';
import { moveBy, moveTo } from '../../../web/question-types/sorting-list/order-moves.ts';

describe('sorting list on the phone: moving items', () => {
  it('moves an item one place up or down', () => {
    expect(moveBy(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is past either end', () => {
    expect(moveBy(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveBy(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('drops an item at another place', () => {
    expect(moveTo(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveTo(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });
});

describe('puzzle on the phone', () => {
  it('draws each piece from its own part of the picture', () => {
    expect(pieceBackground('0', 2)).toEqual({ backgroundSize: '200% 200%', backgroundPosition: '0% 0%' });
    expect(pieceBackground('3', 2)).toEqual({ backgroundSize: '200% 200%', backgroundPosition: '100% 100%' });
    expect(pieceBackground('5', 3)).toEqual({ backgroundSize: '300% 300%', backgroundPosition: '100% 50%' });
  });

  it('swaps two places with two taps; tapping the same place twice changes nothing', () => {
    expect(swapPlaces(['1', '0', '2', '3'], 0, 1)).toEqual(['0', '1', '2', '3']);
    expect(swapPlaces(['1', '0', '2', '3'], 2, 2)).toEqual(['1', '0', '2', '3']);
  });

  it('knows when the picture is whole', () => {
    expect(isSolvedOrder(['0', '1', '2', '3'])).toBe(true);
    expect(isSolvedOrder(['0', '1', '3', '2'])).toBe(false);
  });

  it('moves the keyboard focus with the arrows, staying on the grid', () => {
    expect(cellOf(4, 3)).toEqual({ row: 1, column: 1 });
    expect(neighbour(4, 3, 'ArrowUp')).toBe(1);
    expect(neighbour(4, 3, 'ArrowRight')).toBe(5);
    expect(neighbour(2, 3, 'ArrowRight')).toBeNull();
    expect(neighbour(7, 3, 'ArrowDown')).toBeNull();
    expect(neighbour(4, 3, 'Enter')).toBeNull();
  });
});

describe('zooming and hidden pictures on the quizmaster’s screen', () => {
  it('starts zoomed in and is whole at 90 % of the time', () => {
    expect(zoomAt(pictureProgress(0, 20_000))).toBe(START_ZOOM);
    expect(zoomAt(pictureProgress(18_000, 20_000))).toBe(1);
    expect(zoomAt(pictureProgress(20_000, 20_000))).toBe(1);
    const halfway = zoomAt(pictureProgress(9_000, 20_000));
    expect(halfway).toBeGreaterThan(1);
    expect(halfway).toBeLessThan(START_ZOOM);
  });

  it('without a time limit, uses the default question time', () => {
    expect(pictureProgress(27_000, null)).toBe(1);
    expect(pictureProgress(13_500, null)).toBe(0.5);
  });

  it('uncovers the tiles in the question’s reveal order, all covered at first and none at the end', () => {
    const order = [3, 0, 2, 1];
    expect(coveredTiles(order, 0)).toEqual(new Set([3, 0, 2, 1]));
    expect(coveredTiles(order, 0.5)).toEqual(new Set([2, 1]));
    expect(coveredTiles(order, 1)).toEqual(new Set());
  });
});

describe('the image picker', () => {
  it('takes the picture formats the server takes, up to 4 MB (spec §5)', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('upload_invalid_type');
    expect(imageFileProblem({ type: 'image/jpeg', size: 4 * 1024 * 1024 + 1 })).toBe('upload_too_large');
  });
});
