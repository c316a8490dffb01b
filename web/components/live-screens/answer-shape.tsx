import type { ReactNode } from 'react';
import type { AnswerShape } from './answer-look.ts';

/** Star points: five outer and five inner corners around the centre of a 100×100 box. */
function starPoints(corners: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < corners * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / corners) * i - Math.PI / 2;
    points.push(
      `${(50 + radius * Math.cos(angle)).toFixed(1)},${(50 + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return points.join(' ');
}

function polygonPoints(corners: number, radius: number, turn = -Math.PI / 2): string {
  const points: string[] = [];
  for (let i = 0; i < corners; i++) {
    const angle = ((2 * Math.PI) / corners) * i + turn;
    points.push(
      `${(50 + radius * Math.cos(angle)).toFixed(1)},${(50 + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return points.join(' ');
}

const SHAPES: Record<AnswerShape, ReactNode> = {
  triangle: <polygon points="50,8 94,88 6,88" />,
  diamond: <polygon points="50,4 96,50 50,96 4,50" />,
  circle: <circle cx="50" cy="50" r="44" />,
  square: <rect x="10" y="10" width="80" height="80" rx="6" />,
  star: <polygon points={starPoints(5, 48, 20)} />,
  hexagon: <polygon points={polygonPoints(6, 46, 0)} />,
  pentagon: <polygon points={polygonPoints(5, 47)} />,
  cross: <polygon points="36,6 64,6 64,36 94,36 94,64 64,64 64,94 36,94 36,64 6,64 6,36 36,36" />,
  heart: (
    <path d="M50 90 C20 68 4 52 4 32 C4 16 16 6 30 6 C40 6 46 12 50 20 C54 12 60 6 70 6 C84 6 96 16 96 32 C96 52 80 68 50 90 Z" />
  ),
  moon: <path d="M62 6 A44 44 0 1 0 94 70 A36 36 0 1 1 62 6 Z" />,
};

/** The shape that tells an answer apart without its colour; decorative, so screen readers skip it. */
export function AnswerShapeIcon({ shape, className }: { shape: AnswerShape; className?: string }) {
  return (
    <svg
      className={className ?? 'answer-shape'}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      data-shape={shape}
    >
      <g fill="currentColor">{SHAPES[shape]}</g>
    </svg>
  );
}
