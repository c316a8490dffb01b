export { lookStyle, type PaintedLook, paintLook } from './look-style.ts';
export { QuizLookLayer } from './quiz-look-layer.tsx';
export { QuizLookScope } from './quiz-look-scope.tsx';
export { playsQuizMusic } from './quiz-music.ts';
