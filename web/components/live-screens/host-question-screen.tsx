import { useTranslation } from 'react-i18next';
import type { HostView } from '../../../domain/game/views.ts';
import { QUESTION_TYPES } from '../../../domain/question-types/registry.ts';
import { viewsOf } from '../../question-types/registry.ts';
import { Picture } from '../picture/picture.tsx';
import { VideoPlayer } from '../video-player/video-player.tsx';
import { CountdownBar } from './countdown-bar.tsx';
import { ScreenBar } from './screen-bar.tsx';
import { useNow } from './use-now.ts';

export interface QuestionControls {
  onSkip: () => void;
  /** Content without answers (a slide): the quizmaster moves straight on. */
  onNext: () => void;
  isLast: boolean;
  onEnd: () => void;
  busy: boolean;
}

export function HostQuestionScreen({
  view,
  offsetMs,
  at,
  controls,
}: {
  view: HostView;
  offsetMs: number;
  /** Freezes the timer at this moment (replay). */
  at?: number;
  controls?: QuestionControls;
}) {
  const { t } = useTranslation();
  const question = view.question;
  const now = useNow(250, question !== null, at);
  if (!question) return null;
  const { HostQuestion, ownPicture } = viewsOf(question.screen.question_type);
  // A picture question draws its picture itself; any other shows the question's picture above its answers,
  // or its video there instead: one media row keeps the answers on screen.
  const video = question.video ?? null;
  const picture = ownPicture || video ? null : (question.picture ?? null);
  // A slide has nothing to answer: no clock, no counter, and "Next" instead of "Skip".
  const answered = QUESTION_TYPES[question.screen.question_type].answerKind !== null;
  const shownAt = Date.parse(question.shownAt);
  const durationMs = question.closesAt === null ? null : Date.parse(question.closesAt) - shownAt;
  return (
    <section
      className={`host-screen host-question host-question--${question.screen.question_type}${picture || video ? ' host-question--with-picture' : ''}`}
    >
      <ScreenBar view={view}>
        {controls ? (
          <button type="button" className="button button--live-quiet" onClick={controls.onEnd}>
            {t('live.end_game')}
          </button>
        ) : null}
      </ScreenBar>
      {question.title ? <h1 className="host-question__title surface">{question.title}</h1> : null}
      {answered ? (
        <div className="host-question__timing">
          <CountdownBar timing={question} offsetMs={offsetMs} at={at} showBar={view.live.progressBar} />
          <p className="answered-counter" data-testid="answered-counter">
            <span className="answered-counter__number">
              {view.answeredCount}
              <span className="answered-counter__of"> / {view.playerCount}</span>
            </span>
            <span className="answered-counter__label">{t('live.answers_in')}</span>
          </p>
        </div>
      ) : null}
      {picture ? (
        <div className="host-question__picture-box">
          <Picture picture={picture} size="screen" className="host-question__picture" />
        </div>
      ) : null}
      {video ? (
        <div className="host-question__picture-box host-question__video-box">
          <VideoPlayer key={question.index} video={video} />
        </div>
      ) : null}
      <HostQuestion screen={question.screen} elapsedMs={now + offsetMs - shownAt} durationMs={durationMs} />
      {controls ? (
        <footer className="host-screen__actions">
          <button
            type="button"
            className="button button--light button--live-huge"
            onClick={answered ? controls.onSkip : controls.onNext}
            disabled={controls.busy}
          >
            {answered ? t('live.skip') : controls.isLast ? t('live.show_podium') : t('live.next_question')}
          </button>
        </footer>
      ) : null}
    </section>
  );
}

/** Before a question: "Get ready" and, while the quizmaster's 3-2-1 runs, its number. */
export function GetReadyScreen({
  view,
  number,
  questionNumber,
}: {
  view: HostView;
  number: number | null;
  questionNumber: number | null;
}) {
  const { t } = useTranslation();
  return (
    <section className="host-screen host-get-ready">
      <ScreenBar view={view} showCounter={false} />
      <div className="get-ready">
        <h1 className="get-ready__title">{t('live.get_ready')}</h1>
        {questionNumber !== null ? (
          <p className="get-ready__question">{t('live.question_number', { number: questionNumber })}</p>
        ) : null}
        {number !== null && number > 0 ? (
          <p className="get-ready__number" aria-live="assertive" key={number}>
            {number}
          </p>
        ) : (
          <span className="spinner" aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
