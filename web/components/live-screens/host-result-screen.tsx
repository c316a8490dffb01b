import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { autoAdvanceSeconds } from '../../../domain/game/live-settings.ts';
import type { HostView } from '../../../domain/game/views.ts';
import { viewsOf } from '../../question-types/registry.ts';
import { ScreenBar } from './screen-bar.tsx';
import { Leaderboard, TeamStandings } from './standings.tsx';
import { memberNamesOf, teamsBestFirst } from './teams.ts';
import { useNow } from './use-now.ts';

export interface ResultControls {
  onNext: () => void;
  onEnd: () => void;
  onSettings: () => void;
  /** A dialog is open: the automatic next question waits. */
  paused: boolean;
  isLast: boolean;
  busy: boolean;
}

export function HostResultScreen({ view, controls }: { view: HostView; controls?: ResultControls }) {
  const { t } = useTranslation();
  const { question, results } = view;
  if (!question || !results) return null;
  const { Result } = viewsOf(question.screen.question_type);
  const display = view.live.resultDisplay;
  const autoSeconds = autoAdvanceSeconds(view.live);
  // Without the background boxes the result sits straight on the quiz's colour.
  const box = display.background ? ' surface' : ' host-result__plain';
  return (
    <section className={`host-screen host-result${display.topPlayers ? '' : ' host-result--no-leaderboard'}`}>
      <ScreenBar view={view}>
        {controls ? (
          <>
            <button type="button" className="button button--live-quiet" onClick={controls.onSettings}>
              {t('live.settings')}
            </button>
            <button type="button" className="button button--live-quiet" onClick={controls.onEnd}>
              {t('live.end_game')}
            </button>
          </>
        ) : null}
      </ScreenBar>
      <h1 className="host-result__title">{question.title}</h1>
      {/* Right under the question, so the room reads why before the Next button. */}
      {results.explanation ? (
        <p className="host-result__explanation surface" data-testid="result-explanation">
          <strong>{t('live.explanation')}:</strong> {results.explanation}
        </p>
      ) : null}
      <div className="host-result__body">
        <div className={`host-result__answers${box}`} data-testid="result-answers">
          <Result
            screen={question.screen}
            summary={results.summary}
            answered={results.answered}
            players={view.playerCount}
            showAnswers={display.playerAnswers}
            showMarks={display.icon}
          />
          {display.playerAnswers ? (
            <p className="host-result__answered">
              {t('live.answered_of', { answered: results.answered, players: view.playerCount })}
            </p>
          ) : null}
        </div>
        {display.topPlayers ? <ResultStandings view={view} box={box} /> : null}
      </div>
      {controls ? (
        <footer className="host-screen__actions">
          {autoSeconds !== null ? (
            <AutoAdvance
              key={question.index}
              seconds={autoSeconds}
              isLast={controls.isLast}
              paused={controls.paused || controls.busy}
              onNext={controls.onNext}
            />
          ) : null}
          <button
            type="button"
            className="button button--light button--live-huge"
            onClick={controls.onNext}
            disabled={controls.busy}
          >
            {controls.isLast ? t('live.show_podium') : t('live.next_question')}
          </button>
        </footer>
      ) : null}
    </section>
  );
}

/** The leaderboard beside the results (the quizmaster's "top player box"): teams first in team mode. */
function ResultStandings({ view, box }: { view: HostView; box: string }) {
  const { t } = useTranslation();
  return (
    <aside className={`host-result__leaderboard${box}`} data-testid="result-leaderboard">
      {view.teams ? (
        <>
          <h2 className="host-result__heading">{t('live.team_standings')}</h2>
          <TeamStandings teams={teamsBestFirst(view.teams)} memberNames={memberNamesOf(view.players)} />
          <h3 className="host-result__subheading">{t('live.leaderboard')}</h3>
          <Leaderboard standings={view.leaderboard.slice(0, view.teams.length > 3 ? 3 : 5)} />
        </>
      ) : (
        <>
          <h2 className="host-result__heading">{t('live.leaderboard')}</h2>
          <Leaderboard standings={view.leaderboard} />
        </>
      )}
    </aside>
  );
}

/**
 * "Next question in 30 s" (the quizmaster's delayQuestion): counts down on the quizmaster's screen and
 * moves on by itself, the same as pressing Next; "Stay here" keeps this result up. While a dialog is
 * open it waits, and starts again from the full time after.
 */
function AutoAdvance({
  seconds,
  isLast,
  paused,
  onNext,
}: {
  seconds: number;
  isLast: boolean;
  paused: boolean;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const [deadline, setDeadline] = useState<number | null>(() => Date.now() + seconds * 1000);
  const now = useNow(250, deadline !== null && !paused);
  useEffect(() => {
    if (!paused) setDeadline((current) => (current === null ? null : Date.now() + seconds * 1000));
  }, [paused, seconds]);
  useEffect(() => {
    if (deadline === null || paused || now < deadline) return;
    setDeadline(null);
    onNext();
  }, [deadline, paused, now, onNext]);
  if (deadline === null) return null;
  // Clamped: `now` may date from a moment before the deadline was set.
  const left = Math.min(seconds, Math.max(0, Math.ceil((deadline - now) / 1000)));
  return (
    <div className="auto-advance" data-testid="auto-advance">
      <span role="timer" aria-live="off">
        {t(isLast ? 'live.podium_in' : 'live.next_question_in', { seconds: left })}
      </span>
      <button type="button" className="button button--live-quiet" onClick={() => setDeadline(null)}>
        {t('live.stay_here')}
      </button>
    </div>
  );
}
