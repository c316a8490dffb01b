import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { HostScreenFor } from '../../components/live-screens/host-screens.tsx';
import { LiveStage, StageMessage } from '../../components/live-screens/live-stage.tsx';
import { apiGet } from '../../http/api-client.ts';
import { ApiError } from '../../http/api-error.ts';
import { htmlLangOf, isLanguage } from '../../i18n/languages.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { ReplayAnswers } from './replay-answers.tsx';
import { clampStep, nextScreenChange, type ReplayStep, showableSteps, stepLabel } from './replay-steps.ts';
import './replay.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; code: string }
  | { state: 'ready'; steps: ReplayStep[] };

/**
 * `/replay/{gameId}`: step through a finished game and see the quizmaster screen as it was at each step.
 * The server folds the game's events with the same `evolve` and `hostView` as the live game, and this
 * page draws each step with the same screen components as the live quizmaster screen.
 */
export function ReplayPage() {
  const { gameId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [index, setIndex] = useState(0);
  const sliderId = useId();

  useEffect(() => {
    let current = true;
    apiGet<unknown>(`/api/games/${encodeURIComponent(gameId)}/replay`)
      .then((raw) => current && setLoaded({ state: 'ready', steps: showableSteps(raw) }))
      .catch(
        (error: unknown) =>
          current &&
          setLoaded({
            state: 'failed',
            code: error instanceof ApiError ? error.code : 'something_went_wrong',
          }),
      );
    return () => {
      current = false;
    };
  }, [gameId]);

  if (loaded.state === 'loading') {
    return (
      <LiveStage kind="projector">
        <div className="stage-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('common.loading')}</span>
        </div>
      </LiveStage>
    );
  }
  if (loaded.state === 'failed' || loaded.steps.length === 0) {
    return (
      <LiveStage kind="projector">
        <StageMessage
          title={t('live.replay_title')}
          tone="alert"
          actions={
            <Link className="button button--light" to="/">
              {t('common.back_home')}
            </Link>
          }
        >
          <p className="stage-message__text">
            {t(errorKey(loaded.state === 'failed' ? loaded.code : 'game_not_found'))}
          </p>
        </StageMessage>
      </LiveStage>
    );
  }

  const steps = loaded.steps;
  const at = clampStep(index, steps.length);
  const step = steps[at]!;
  const language = isLanguage(i18n.language) ? htmlLangOf(i18n.language) : undefined;
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(step.at),
  );
  const go = (to: number) => setIndex(clampStep(to, steps.length));

  return (
    <LiveStage kind="projector" look={step.host.look}>
      <div className="replay">
        <div className="replay__screen" data-testid="replay-screen" data-phase={step.host.phase}>
          <HostScreenFor view={step.host} origin={location.origin} offsetMs={0} at={Date.parse(step.at)} />
        </div>
        <ReplayAnswers step={step} />
        <nav className="replay__controls surface" aria-label={t('live.replay_controls')}>
          <p className="replay__where" aria-live="polite">
            <strong>{t('live.replay_step', { step: at + 1, steps: steps.length })}</strong>
            <span>{t(`live.replay_event_${stepLabel(step.type)}`)}</span>
            <time dateTime={step.at}>{time}</time>
          </p>
          <div className="replay__buttons">
            <button
              type="button"
              className="button button--live-outline button--live-small"
              onClick={() => go(nextScreenChange(steps, at, -1))}
              disabled={at === 0}
            >
              {t('live.replay_previous_screen')}
            </button>
            <button
              type="button"
              className="button button--accent button--live-small"
              onClick={() => go(at - 1)}
              disabled={at === 0}
            >
              {t('live.replay_previous')}
            </button>
            <label className="visually-hidden" htmlFor={sliderId}>
              {t('live.replay_slider')}
            </label>
            <input
              id={sliderId}
              className="replay__slider"
              type="range"
              min={1}
              max={steps.length}
              value={at + 1}
              onChange={(event) => go(Number(event.target.value) - 1)}
            />
            <button
              type="button"
              className="button button--accent button--live-small"
              onClick={() => go(at + 1)}
              disabled={at === steps.length - 1}
            >
              {t('live.replay_next')}
            </button>
            <button
              type="button"
              className="button button--live-outline button--live-small"
              onClick={() => go(nextScreenChange(steps, at, 1))}
              disabled={at === steps.length - 1}
            >
              {t('live.replay_next_screen')}
            </button>
          </div>
        </nav>
      </div>
    </LiveStage>
  );
}
