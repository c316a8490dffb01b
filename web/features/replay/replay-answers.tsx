import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isScoredQuestion } from '../../../domain/question-types/registry.ts';
import { AnswersTable } from '../../components/answers-table.tsx';
import { viewsOf } from '../../question-types/registry.ts';
import type { ReplayStep } from './replay-steps.ts';

/**
 * Who answered what on the step's question, in the type's own words (its `answerText`), with the
 * points the game froze: the live screen only counts answers, the replay is where a teacher looks back.
 */
export function ReplayAnswers({ step }: { step: ReplayStep }) {
  const { t } = useTranslation();
  const headingId = useId();
  const question = step.host.question;
  if (!question || step.answers.length === 0) return null;
  const views = viewsOf(question.screen.question_type);
  const scored = isScoredQuestion(question.screen);
  const lines = step.answers.map((given) => ({
    key: given.playerId,
    name: given.name,
    answer: views.answerText(question.screen, given.answer),
    outcome: scored ? (given.correct ? ('correct' as const) : ('incorrect' as const)) : ('answered' as const),
    points: given.points,
  }));
  return (
    <section className="replay__answers surface" aria-labelledby={headingId} data-testid="replay-answers">
      <h2 id={headingId} className="replay__answers-heading">
        {t('live.replay_answers_heading')}
      </h2>
      <AnswersTable lines={lines} scored={scored} />
    </section>
  );
}
