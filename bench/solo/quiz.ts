import type { PlayerAnswer } from '../../domain/question-types/player-answer.ts';
import type { QuestionTypeName } from '../../domain/question-types/registry.ts';

/**
 * The benchmark's 10-question quiz: a mix of the types a homework quiz is made of, authored through the
 * API by bench/live's samples (question `q` has ids `q<q>-…`; its first choice is the right one).
 */
export const SOLO_TYPES: readonly QuestionTypeName[] = [
  'basic',
  'typing_question',
  'basic',
  'slider',
  'sorting_list',
  'basic',
  'typing_question',
  'hotspot',
  'basic',
  'slider',
];

/** How often a simulated player gets a question right (the rest are wrong, so both verdicts are scored). */
export const RIGHT_SHARE = 0.6;

const shuffled = <T>(items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/**
 * A player's answer to question `q`, right or wrong as `right` says, from what the bench authored
 * (the player's screen never says which answer is right).
 */
export function answerFor(q: number, right: boolean): PlayerAnswer {
  switch (SOLO_TYPES[q]) {
    case 'basic':
      return { kind: 'choice', answerIds: [`q${q}-a${right ? 0 : 1 + Math.floor(Math.random() * 3)}`] };
    case 'typing_question':
      return { kind: 'text', text: right ? (Math.random() < 0.5 ? 'Oslo' : ' oslo ') : 'Bergen' };
    case 'slider':
      return { kind: 'number', value: right ? 1969 : 1900 + Math.floor(Math.random() * 60) };
    case 'sorting_list': {
      const items = Array.from({ length: 5 }, (_, i) => `q${q}-i${i}`);
      return { kind: 'order', answerIds: right ? items : shuffled(items) };
    }
    case 'hotspot':
      return right ? { kind: 'point', x: 0.5, y: 0.5 } : { kind: 'point', x: 0.9, y: 0.9 };
    default:
      throw new Error(`no answer for question ${q}`);
  }
}
