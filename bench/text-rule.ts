import { firstBadText } from '../api/plugins/text-boundary.ts';
import { nameSkeleton } from '../domain/game/name-skeleton.ts';

/**
 * What the text rule costs: walking the largest body the API takes (200 questions of 10 answers)
 * before validation, and folding a joining player's name to its look-alike skeleton.
 *   node bench/text-rule.ts
 */

const answer = (a: number) => ({
  answer_id: `a${a}`,
  title: 'Oslo, Bergen or Tromsø',
  is_correct: a === 0,
  score: 1000,
});
const question = (q: number) => ({
  question_id: `q${q}`,
  kind: 'multiple_choice',
  title: 'Which of these is the capital of Norway, really?',
  time_limit: 20,
  answers_required: 'one',
  chart_type: 'bar',
  answers: Array.from({ length: 10 }, (_, a) => answer(a)),
});
const body = { questions: Array.from({ length: 200 }, (_, q) => question(q)) };

function msPer(runs: number, work: () => void): number {
  for (let i = 0; i < Math.min(runs, 20); i++) work();
  const start = performance.now();
  for (let i = 0; i < runs; i++) work();
  return (performance.now() - start) / runs;
}

const walk = msPer(200, () => firstBadText(body));
console.log(
  `text rule over the largest questions body (${JSON.stringify(body).length} bytes): ${walk.toFixed(2)} ms`,
);

const names = Array.from({ length: 10_000 }, (_, i) => `Player ${i} Øyvind`);
const joins = msPer(5, () => {
  for (const name of names) nameSkeleton(name);
});
console.log(
  `look-alike skeletons for 10,000 joining players: ${joins.toFixed(1)} ms (${((joins / 10_000) * 1000).toFixed(1)} µs each)`,
);
