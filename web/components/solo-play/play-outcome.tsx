import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VersusReply } from '../../../api/contracts/plays.ts';
import type { QuestionOnScreen } from '../../../domain/game/views.ts';
import type { PlayOutcome as Outcome } from '../../../domain/play/views.ts';
import { viewsOf } from '../../question-types/registry.ts';
import { GhostPace } from './ghost-pace.tsx';
import { playVerdict } from './play-verdict.ts';

/** Right or wrong, the points, the right answer and why: shown after each answer (or when the time ran out). */
export function PlayOutcome({
  question,
  outcome,
  score,
  busy,
  ghost,
  onNext,
}: {
  question: QuestionOnScreen;
  outcome: Outcome;
  score: number;
  busy: boolean;
  ghost: VersusReply['ghost'];
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const verdict = playVerdict(outcome);
  const views = viewsOf(question.screen.question_type);
  const correctText = views.correctText(question.screen, outcome.summary);
  const last = question.index + 1 >= question.total;
  const nextButton = useRef<HTMLButtonElement>(null);
  // The verdict replaces the question: the keyboard lands on the way on, so Enter moves to the next one.
  useEffect(() => nextButton.current?.focus(), []);
  return (
    <section
      className={`phone-result phone-result--${verdict}`}
      data-testid="play-outcome"
      data-verdict={verdict}
    >
      <h1 className="phone-result__verdict">{t(`live.verdict_${verdict}`)}</h1>
      {outcome.scored ? (
        <p className="phone-result__points">{t('live.points_earned', { points: outcome.points })}</p>
      ) : null}
      {outcome.coins > 0 ? (
        <p className="play-coins" data-testid="play-coins-earned">
          {t('play.coins_earned', { count: outcome.coins })}
        </p>
      ) : null}
      {verdict !== 'correct' && outcome.scored && correctText ? (
        <p className="phone-result__correct" data-testid="play-correct-answer">
          {t('live.correct_was', { answers: correctText })}
        </p>
      ) : null}
      {outcome.explanation ? (
        <p className="phone-result__explanation">
          <strong>{t('live.explanation')}:</strong> {outcome.explanation}
        </p>
      ) : null}
      <dl className="phone-stats play-stats">
        <div>
          <dt>{t('live.score')}</dt>
          <dd data-testid="play-total-score">{score}</dd>
        </div>
      </dl>
      <GhostPace ghost={ghost} index={question.index} score={score} />
      <button
        type="button"
        ref={nextButton}
        className="button button--light play-next"
        onClick={onNext}
        disabled={busy}
        data-testid="play-next"
      >
        {last ? t('play.see_summary') : t('play.next')}
      </button>
    </section>
  );
}
