import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import type { PlayReview } from '../../../domain/play/views.ts';
import { ClosingMessage } from '../../components/closing-message.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { QuizLookScope } from '../../components/quiz-look/index.ts';
import { playVerdict } from '../../components/solo-play/play-verdict.ts';
import { TogetherBoard } from '../../components/together/together-board.tsx';
import { viewsOf } from '../../question-types/registry.ts';
import { playPaths } from '../../shared/paths/play-paths.ts';
import { forgetPlaySession } from '../../shared/play/play-storage.ts';
import { useTogetherView } from '../../shared/together/use-together-view.ts';
import { HomeworkEnd } from './homework-end.tsx';
import { PlayStanding } from './play-standing.tsx';
import { useCoinTotal } from './use-coin-total.ts';
import { usePlay } from './use-play.ts';
import { useVersus } from './use-versus.ts';
import '../../components/live-screens/live.css';
import '../../components/solo-play/solo-play.css';

/** `/play/{code}/summary`: the score, the coins and every answer; retry the wrong ones or play again. */
export function PlaySummaryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const { play } = usePlay(code);
  const coinTotal = useCoinTotal(play?.phase === 'finished' ? play.playId : null);
  // A homework's retry asks too: not for a rank (a retry has none), for the attempts left.
  const versus = useVersus(
    code,
    play?.phase === 'finished' && !play.togetherId && (!play.isRetry || play.assignmentId !== null)
      ? play.playId
      : null,
  );
  // Played together: the group's ranking, final once everyone is done (and who is still playing).
  const group = useTogetherView(play?.togetherId ?? null);

  if (!play) return <PageSpinner />;
  if (play.phase !== 'finished' || !play.review) return <Navigate to={playPaths.play(code)} replace />;
  // Homework speaks of the homework: its title, its class's ranking and the attempts left.
  const homework = play.assignmentId !== null ? (versus?.homework ?? null) : null;
  const scored = play.review.filter((item) => item.scored);
  const right = scored.filter((item) => item.correct).length;

  function playAgain() {
    forgetPlaySession(code);
    navigate(playPaths.start(code));
  }

  return (
    // The end of the run in the quiz's look, as its questions were.
    <QuizLookScope look={play.look}>
      <div className="page play-summary" data-testid="play-summary">
        <p className="play-start__kicker">
          {play.isRetry
            ? t('play.retry_kicker')
            : play.togetherId
              ? t('together.kicker')
              : play.assignmentId
                ? t('assignment.kicker')
                : t('play.alone_kicker')}
        </p>
        <h1 className="page__title">{t('play.summary_title', { name: play.playerName })}</h1>
        <p className="play-summary__quiz" data-testid="play-summary-title">
          {homework?.title ?? play.quizTitle}
        </p>
        <dl className="play-summary__figures">
          <div>
            <dt>{t('live.score')}</dt>
            <dd data-testid="play-final-score">{play.score}</dd>
          </div>
          <div>
            <dt>{t('play.right_answers')}</dt>
            <dd data-testid="play-right-count">{t('play.right_of', { right, total: scored.length })}</dd>
          </div>
          <div>
            <dt>{t('play.coins')}</dt>
            <dd data-testid="play-coins">{play.coins}</dd>
          </div>
          {coinTotal !== null ? (
            <div>
              <dt>{t('play.coin_total')}</dt>
              <dd data-testid="play-coin-total">{coinTotal}</dd>
            </div>
          ) : null}
        </dl>
        {coinTotal !== null && !play.earnsCoins && !play.isRetry ? (
          <p className="play-summary__note" data-testid="play-no-coins">
            {t('play.coins_first_play_only')}
          </p>
        ) : null}
        <ClosingMessage message={play.customMessage} />
        {group ? <TogetherBoard view={group} me={play.playerName} /> : null}
        <PlayStanding versus={play.isRetry ? null : versus} homework={play.assignmentId !== null} />
        <div className="play-summary__actions">
          {play.wrongCount > 0 ? (
            <Link className="button button--accent" to={playPaths.retry(code)} data-testid="play-retry">
              {t('play.retry_wrong', { count: play.wrongCount })}
            </Link>
          ) : null}
          {play.assignmentId !== null ? (
            <HomeworkEnd code={code} homework={homework} />
          ) : (
            <button
              type="button"
              className="button button--light"
              onClick={playAgain}
              data-testid="play-again"
            >
              {t('play.play_again')}
            </button>
          )}
        </div>
        <ol className="play-review" aria-label={t('play.your_answers')}>
          {play.review.map((item) => (
            <ReviewItem key={item.index} item={item} />
          ))}
        </ol>
      </div>
    </QuizLookScope>
  );
}

function ReviewItem({ item }: { item: PlayReview }) {
  const { t } = useTranslation();
  const views = viewsOf(item.screen.question_type);
  const verdict = playVerdict(item);
  const answered = item.given ? views.answerText(item.screen, item.given) : null;
  const correct = item.scored && verdict !== 'correct' ? views.correctText(item.screen, item.summary) : null;
  return (
    <li
      className={`play-review__item play-review__item--${verdict}`}
      data-testid="play-review-item"
      data-verdict={verdict}
    >
      <p className="play-review__title">
        <span className="play-review__number">{item.index + 1}</span> {item.title}
      </p>
      {item.screen.question_type === 'slide' ? null : (
        <>
          <p className="play-review__given">
            {t('play.your_answer')}: <strong>{answered ?? t('live.verdict_no_answer')}</strong>
          </p>
          {correct ? (
            <p className="play-review__correct">{t('live.correct_was', { answers: correct })}</p>
          ) : null}
          <p className="play-review__verdict">
            {t(`live.verdict_${verdict}`)}
            {item.scored ? ` · ${t('live.points_earned', { points: item.points })}` : null}
          </p>
        </>
      )}
    </li>
  );
}
