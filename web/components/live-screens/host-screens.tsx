import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { autoAdvanceSeconds } from '../../../domain/game/live-settings.ts';
import type { HostView, QuestionOnScreen } from '../../../domain/game/views.ts';
import { AnswerBoard } from './answer-board.tsx';
import { CountdownBar } from './countdown-bar.tsx';
import { LiveSwitch } from './live-switch.tsx';
import { JoinPattern, RoomAccessControls } from './lobby-access.tsx';
import { type ErrorMessageKey, LimitForm, LobbyLimitNote } from './lobby-limit.tsx';
import { QrCode } from './qr-code.tsx';
import { RemovedPlayers } from './removed-players.tsx';
import { ResultsChart } from './results-chart.tsx';
import { Leaderboard, Podium, TeamStandings } from './standings.tsx';
import { memberNamesOf, type TeamRoster, teamRoster, teamsBestFirst } from './teams.ts';
import { useNow } from './use-now.ts';

/*
 * The quizmaster's screens as pure views of a HostView. The live host, the second shared screen and the
 * replay all render these same components: only the controls differ (the replay and the second screen
 * have none).
 */

/** "123 456": a PIN read from the back of the room. */
export const spacedPin = (pin: string) => (pin.length === 6 ? `${pin.slice(0, 3)} ${pin.slice(3)}` : pin);

/** The join page as people type it: without the scheme. */
const shownUrl = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * The join address, which may wrap only before its path: a host name or an address with a port stays
 * whole (a phone-wide screen once showed "127.0.0.1:31" and "71/join" on two lines).
 */
function JoinAddress({ url }: { url: string }) {
  const shown = shownUrl(url);
  const slash = shown.indexOf('/');
  const [host, path] = slash < 0 ? [shown, ''] : [shown.slice(0, slash), shown.slice(slash)];
  return (
    <p className="host-lobby__url">
      <span className="host-lobby__url-part">{host}</span>
      <wbr />
      <span className="host-lobby__url-part">{path}</span>
    </p>
  );
}

/** The correct answers to show: none for a poll (every answer is "not correct" there). */
const correctToShow = (question: QuestionOnScreen, correct: readonly string[] | null | undefined) =>
  question.kind === 'poll' ? null : correct ? [...correct] : null;

function ScreenBar({
  view,
  showCounter = true,
  children,
}: {
  view: HostView;
  showCounter?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="host-screen__bar">
      <p className="host-screen__quiz">{view.quizTitle}</p>
      {showCounter && view.question && view.phase !== 'lobby' ? (
        <p className="host-screen__counter">
          {t('live.question_of', { number: view.question.index + 1, total: view.question.total })}
        </p>
      ) : null}
      {children ? <div className="host-screen__bar-actions">{children}</div> : null}
    </header>
  );
}

export interface LobbyControls {
  onStart: () => void;
  onKick: (playerId: string, name: string) => void;
  onLetBackIn: (playerId: string) => void;
  onSetLimit: (limit: number) => void;
  /** Raises the quiz's own limit with the room's; resolves to a message when it could not. */
  onRaiseLimit: (limit: number) => Promise<ErrorMessageKey | null>;
  onCancel: () => void;
  onTeamMode: (enabled: boolean) => void;
  onLock: (locked: boolean) => void;
  onTwoStep: (enabled: boolean) => void;
  onSettings: () => void;
  secondScreenUrl: string | null;
  busy: boolean;
}

export function HostLobbyScreen({
  view,
  origin,
  controls,
}: {
  view: HostView;
  origin: string;
  controls?: LobbyControls;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const joinUrl = `${origin}/join`;
  const players = view.players;
  const roster = teamRoster(view);
  const missingTeams = roster?.withoutTeam.length ?? 0;
  const startHint =
    players.length === 0
      ? t('errors.no_users_in_quiz')
      : missingTeams > 0
        ? t('live.players_without_team', { players: missingTeams })
        : null;
  return (
    <section
      className={`host-screen host-lobby${roster ? ' host-lobby--teams' : ''}`}
      aria-labelledby={`${hintId}-title`}
    >
      <ScreenBar view={view}>
        {controls ? (
          <LiveSwitch
            label={t('live.team_mode')}
            hint={t('live.team_mode_hint')}
            checked={view.teams !== null}
            onChange={controls.onTeamMode}
            disabled={controls.busy}
          />
        ) : null}
        {controls ? (
          <RoomAccessControls
            view={view}
            onLock={controls.onLock}
            onTwoStep={controls.onTwoStep}
            busy={controls.busy}
          />
        ) : null}
        {controls ? (
          <button type="button" className="button button--live-quiet" onClick={controls.onSettings}>
            {t('live.settings')}
          </button>
        ) : null}
        {controls?.secondScreenUrl ? (
          <a
            className="button button--live-quiet"
            href={controls.secondScreenUrl}
            target="_blank"
            rel="noopener"
          >
            {t('live.open_second_screen')}
          </a>
        ) : null}
        {controls ? (
          <button type="button" className="button button--live-quiet" onClick={controls.onCancel}>
            {t('live.cancel_game')}
          </button>
        ) : null}
      </ScreenBar>
      <h1 id={`${hintId}-title`} className="visually-hidden">
        {t('live.lobby_title')}
      </h1>
      <div className="host-lobby__join surface">
        <div className="host-lobby__how">
          <p className="host-lobby__step">{t('live.join_at')}</p>
          <JoinAddress url={joinUrl} />
          <p className="host-lobby__step">{t('live.with_pin')}</p>
          <p className="host-lobby__pin" data-testid="game-pin">
            {spacedPin(view.pin)}
          </p>
          {view.joinPattern ? (
            <>
              <p className="host-lobby__step">{t('live.pattern_then')}</p>
              <JoinPattern pattern={view.joinPattern} />
            </>
          ) : null}
          {view.locked ? (
            <p className="host-lobby__access" role="status" data-testid="room-locked">
              <span className="host-lobby__locked">{t('live.room_locked')}</span>
            </p>
          ) : null}
        </div>
        <QrCode
          className="qr-code host-lobby__qr"
          text={`${joinUrl}?pin=${encodeURIComponent(view.pin)}`}
          label={t('live.qr_label', { pin: view.pin })}
        />
      </div>

      <div className="host-lobby__players">
        <div className="host-lobby__players-head">
          <h2 className="host-lobby__count" aria-live="polite" data-testid="player-count">
            {t('live.players_count', { players: players.length, limit: view.playerLimit })}
          </h2>
          <LobbyLimitNote view={view} canRaise={controls !== undefined} />
          {controls ? (
            <LimitForm view={view} onSet={controls.onSetLimit} onRaise={controls.onRaiseLimit} />
          ) : null}
          {controls ? (
            <div className="host-screen__primary host-lobby__start">
              <button
                type="button"
                className="button button--light button--live-huge"
                onClick={controls.onStart}
                disabled={players.length === 0 || missingTeams > 0 || controls.busy}
                aria-describedby={startHint ? hintId : undefined}
              >
                {t('live.start')}
              </button>
              {startHint ? (
                <p id={hintId} className="host-screen__hint" data-testid="start-hint">
                  {startHint}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        {players.length === 0 ? (
          <p className="waiting">
            <span>{t('live.waiting_for_players')}</span>
            <span className="waiting__dots" aria-hidden="true" />
          </p>
        ) : roster ? (
          <TeamLobby roster={roster} onKick={controls?.onKick} />
        ) : (
          <ul className="player-chips" aria-label={t('live.players')}>
            {players.map((player) => (
              <PlayerChip key={player.playerId} player={player} onKick={controls?.onKick} />
            ))}
          </ul>
        )}
        {controls ? (
          <RemovedPlayers
            removed={view.removed ?? []}
            onLetBackIn={controls.onLetBackIn}
            busy={controls.busy}
          />
        ) : null}
      </div>
    </section>
  );
}

function PlayerChip({
  player,
  onKick,
}: {
  player: { playerId: string; name: string };
  onKick?: (playerId: string, name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="player-chip">
      <span className="player-chip__name">{player.name}</span>
      {onKick ? (
        <button
          type="button"
          className="player-chip__kick"
          aria-label={t('live.kick_player', { name: player.name })}
          onClick={() => onKick(player.playerId, player.name)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </li>
  );
}

/** The lobby in team mode: each team with its members, then the players who have not picked one. */
function TeamLobby({
  roster,
  onKick,
}: {
  roster: TeamRoster;
  onKick?: (playerId: string, name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="team-lobby">
      {roster.teams.length === 0 ? (
        <p className="team-lobby__none">{t('live.no_teams_yet')}</p>
      ) : (
        <ul className="team-lobby__teams" aria-label={t('live.teams')}>
          {roster.teams.map((team) => (
            <li key={team.teamId} className="team-card surface" data-testid="lobby-team">
              <h3 className="team-card__name">{team.name}</h3>
              <p className="team-card__count">{t('live.team_members', { members: team.players.length })}</p>
              {team.players.length > 0 ? (
                <ul className="player-chips team-card__members" aria-label={team.name}>
                  {team.players.map((player) => (
                    <PlayerChip key={player.playerId} player={player} onKick={onKick} />
                  ))}
                </ul>
              ) : (
                <p className="team-card__empty">{t('live.team_empty')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {roster.withoutTeam.length > 0 ? (
        <section className="team-lobby__loose" aria-labelledby="team-lobby-loose">
          <h3 id="team-lobby-loose" className="team-lobby__heading">
            {t('live.without_team')}
          </h3>
          <ul className="player-chips" aria-label={t('live.without_team')}>
            {roster.withoutTeam.map((player) => (
              <PlayerChip key={player.playerId} player={player} onKick={onKick} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export interface QuestionControls {
  onSkip: () => void;
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
  if (!question) return null;
  return (
    <section className="host-screen host-question">
      <ScreenBar view={view}>
        {controls ? (
          <button type="button" className="button button--live-quiet" onClick={controls.onEnd}>
            {t('live.end_game')}
          </button>
        ) : null}
      </ScreenBar>
      <h1 className="host-question__title surface">{question.title}</h1>
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
      <AnswerBoard question={question} correctAnswerIds={null} />
      {controls ? (
        <footer className="host-screen__actions">
          <button
            type="button"
            className="button button--light button--live-huge"
            onClick={controls.onSkip}
            disabled={controls.busy}
          >
            {t('live.skip')}
          </button>
        </footer>
      ) : null}
    </section>
  );
}

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
  const correct = correctToShow(question, results.correctAnswerIds);
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
      <div className="host-result__body">
        <div className={`host-result__answers${box}`} data-testid="result-answers">
          {display.playerAnswers ? (
            <ResultsChart
              question={question}
              results={{ ...results, correctAnswerIds: correct }}
              showMarks={display.icon}
            />
          ) : null}
          <AnswerBoard question={question} correctAnswerIds={correct} showMarks={display.icon} />
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

export interface SummaryControls {
  replayHref: string;
  onClose: () => void;
}

export function HostSummaryScreen({ view, controls }: { view: HostView; controls?: SummaryControls }) {
  const { t } = useTranslation();
  const cancelled = view.phase === 'cancelled';
  // Everyone, best first (the leaderboard stops at ten); a stable sort keeps the server's order on ties.
  const everyone = [...view.players].sort((a, b) => b.score - a.score);
  const names = memberNamesOf(view.players);
  const standings = view.teams
    ? teamsBestFirst(view.teams).map((team) => ({
        name: team.name,
        score: team.score,
        detail: names(team.teamId).join(', ') || t('live.team_members', { members: team.members }),
      }))
    : everyone.length > 0
      ? everyone
      : view.leaderboard;
  return (
    <section className="host-screen host-summary">
      <ScreenBar view={view} showCounter={false} />
      <h1 className="host-summary__title">{cancelled ? t('live.game_cancelled') : t('live.podium_title')}</h1>
      {cancelled ? null : <Podium standings={standings} />}
      {controls ? (
        <footer className="host-screen__actions">
          <Link className="button button--live-quiet" to={controls.replayHref}>
            {t('live.replay_game')}
          </Link>
          <button type="button" className="button button--light button--live-huge" onClick={controls.onClose}>
            {t('live.close_game')}
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

/** The quizmaster screen for any step, without controls: the second screen and the replay. */
export function HostScreenFor({
  view,
  origin,
  offsetMs,
  at,
}: {
  view: HostView;
  origin: string;
  offsetMs: number;
  at?: number;
}) {
  switch (view.phase) {
    case 'lobby':
      return <HostLobbyScreen view={view} origin={origin} />;
    case 'question':
      return <HostQuestionScreen view={view} offsetMs={offsetMs} at={at} />;
    case 'question_closed':
      return view.results ? (
        <HostResultScreen view={view} />
      ) : (
        <GetReadyScreen view={view} number={null} questionNumber={null} />
      );
    case 'finished':
    case 'cancelled':
    case 'absent':
      return <HostSummaryScreen view={view} />;
    default: {
      const unknown: never = view.phase;
      throw new Error(`unknown phase ${String(unknown)}`);
    }
  }
}
