import type { ReactNode } from 'react';
import type { QuizLook } from '../../../domain/quiz/look.ts';
import { lookStyle } from './look-style.ts';
import { QuizLookLayer } from './quiz-look-layer.tsx';
import './quiz-look.css';

/**
 * A page (not a whole-screen stage) in a quiz's look: play alone, with the site's header above it.
 * The live stages take the look through LiveStage's `look`; both paint with the same rules.
 */
export function QuizLookScope({ look, children }: { look: QuizLook | undefined; children: ReactNode }) {
  return (
    <div
      className="quiz-look quiz-look-scope"
      data-quiz-theme={look?.theme_name ?? 'theme_1'}
      style={lookStyle(look)}
    >
      <QuizLookLayer look={look} fill="parent" />
      {children}
    </div>
  );
}
