import { describe, expect, it } from 'vitest';
import { newHotspotQuestion } from '../../../domain/question-types/hotspot/editing.ts';
import {
  addDrawnRegion,
  canAddRegion,
  removeRegionAt,
  setRegionPercent,
} from '../../../web/question-types/hotspot/hotspot-regions.ts';
import {
  arrowDelta,
  isBigEnough,
  movePoint,
  moveRegion,
  pointIn,
  regionBetween,
  resizeRegion,
} from '../../../web/question-types/hotspot/region-maths.ts';
import { videoSource } from '../../../web/question-types/slide/video-source.ts';
import {
  barMeets,
  barShares,
  formatNumber,
  nearestOnScale,
  nudge,
  parseDecimal,
  startValue,
} from '../../../web/question-types/slider/slider-maths.ts';

let ids = 0;
const deps = { newId: () => `id${++ids}`, trueLabel: 'True', falseLabel: 'False' };
const years = { min: 1900, max: 2000, step: 1 };
const tenths = { min: 0, max: 1, step: 0.1 };

describe('the slider on a phone', () => {
  it('starts in the middle of the scale, on a step', () => {
    expect(startValue(years)).toBe(1950);
    expect(startValue({ min: 0, max: 5, step: 1 })).toBe(3);
    expect(startValue(tenths)).toBe(0.5);
  });

  it('moves one step with − and +, and stops at the ends', () => {
    expect(nudge(years, 1950, 1)).toBe(1951);
    expect(nudge(tenths, 0.2, 1)).toBe(0.3);
    expect(nudge(years, 2000, 1)).toBe(2000);
    expect(nudge(years, 1900, -1)).toBe(1900);
  });

  it('puts a typed number on the nearest step inside the range', () => {
    expect(nearestOnScale(years, 1969.4)).toBe(1969);
    expect(nearestOnScale(years, 3000)).toBe(2000);
    expect(nearestOnScale(tenths, 0.26)).toBe(0.3);
  });

  it('reads numbers as people type them, with a comma or a point', () => {
    expect(parseDecimal('3,5')).toBe(3.5);
    expect(parseDecimal(' -40 ')).toBe(-40);
    expect(parseDecimal('1 000')).toBe(1000);
    expect(parseDecimal('.5')).toBe(0.5);
    for (const bad of ['', 'abc', '1,2,3', '1e5', '--1']) expect(parseDecimal(bad)).toBeNull();
  });

  it('writes numbers in the reader’s language', () => {
    expect(formatNumber(3.5, 'en', 1)).toBe('3.5');
    expect(formatNumber(3.5, 'de', 1)).toBe('3,5');
    expect(formatNumber(1969, 'en', 0)).toBe('1969');
    expect(formatNumber(384400, 'en', 0)).toBe('384,400');
  });
});

describe('the slider’s histogram', () => {
  it('draws the tallest bar full and the others in proportion', () => {
    const bars = [
      { from: 0, to: 4, count: 2 },
      { from: 5, to: 9, count: 4 },
      { from: 10, to: 14, count: 0 },
    ];
    expect(barShares(bars)).toEqual([0.5, 1, 0]);
    expect(barShares(bars.map((b) => ({ ...b, count: 0 })))).toEqual([0, 0, 0]);
  });

  it('marks the bars the correct value and its margin reach', () => {
    expect(barMeets({ from: 5, to: 9, count: 0 }, 9, 11)).toBe(true);
    expect(barMeets({ from: 5, to: 9, count: 0 }, 10, 12)).toBe(false);
  });
});

describe('drawing boxes on a picture', () => {
  const frame = { left: 100, top: 50, width: 400, height: 200 };

  it('turns a pointer on the picture into fractions of it, kept on the picture', () => {
    expect(pointIn(frame, 300, 150)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointIn(frame, 0, 1000)).toEqual({ x: 0, y: 1 });
  });

  it('draws a box from one corner to the other in any direction; a click draws nothing', () => {
    expect(regionBetween({ x: 0.6, y: 0.7 }, { x: 0.2, y: 0.3 })).toEqual({
      x: 0.2,
      y: 0.3,
      width: 0.4,
      height: 0.4,
    });
    expect(isBigEnough(regionBetween({ x: 0.5, y: 0.5 }, { x: 0.5, y: 0.5 }))).toBe(false);
  });

  it('moves a box without letting it leave the picture', () => {
    const box = { x: 0.7, y: 0.1, width: 0.2, height: 0.2 };
    expect(moveRegion(box, 0.5, -0.5)).toEqual({ x: 0.8, y: 0, width: 0.2, height: 0.2 });
  });

  it('resizes a box from its corner, never below a tappable size nor past the edge', () => {
    const box = { x: 0.7, y: 0.1, width: 0.2, height: 0.2 };
    expect(resizeRegion(box, 0.5, -0.5)).toEqual({ x: 0.7, y: 0.1, width: 0.3, height: 0.02 });
  });

  it('moves a marker with the arrow keys, further with Shift', () => {
    expect(arrowDelta('ArrowRight', false)).toEqual({ x: 0.01, y: 0 });
    expect(arrowDelta('ArrowUp', true)).toEqual({ x: 0, y: -0.1 });
    expect(arrowDelta('a', false)).toBeNull();
    expect(movePoint({ x: 0.95, y: 0.5 }, { x: 0.1, y: 0 })).toEqual({ x: 1, y: 0.5 });
  });
});

describe('the hotspot editor’s list of boxes', () => {
  it('makes the first box on an image without a correct one the correct one', () => {
    const empty = { ...newHotspotQuestion(deps), answers: [] };
    const one = addDrawnRegion(empty, deps.newId);
    expect(one.answers[0]!.is_correct).toBe(true);
    expect(addDrawnRegion(one, deps.newId).answers[1]!.is_correct).toBe(false);
  });

  it('stops at 15 boxes', () => {
    let question = newHotspotQuestion(deps);
    for (let i = 0; i < 20; i++) question = addDrawnRegion(question, deps.newId);
    expect(question.answers).toHaveLength(15);
    expect(canAddRegion(question)).toBe(false);
    expect(canAddRegion(removeRegionAt(question, 0))).toBe(true);
  });

  it('places a box by typed percentages, shifted back rather than spilling off the picture', () => {
    const box = { x: 0.1, y: 0.1, width: 0.2, height: 0.2 };
    expect(setRegionPercent(box, 'x', 95)).toEqual({ x: 0.8, y: 0.1, width: 0.2, height: 0.2 });
    expect(setRegionPercent(box, 'width', 0)).toEqual({ x: 0.1, y: 0.1, width: 0.02, height: 0.2 });
  });
});

describe('a slide’s video', () => {
  it('plays an uploaded file from the chosen second, and offers a link to elsewhere', () => {
    expect(videoSource('/media/videos/a.mp4', 90)).toEqual({ kind: 'file', src: '/media/videos/a.mp4#t=90' });
    expect(videoSource('/media/videos/a.mp4', 0)).toEqual({ kind: 'file', src: '/media/videos/a.mp4' });
    expect(videoSource('https://youtu.be/x', 0)).toEqual({ kind: 'link', href: 'https://youtu.be/x' });
    expect(videoSource(null, 0)).toBeNull();
  });
});
