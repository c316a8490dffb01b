import { useAtom, useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { LiveSettings } from '../../../domain/game/live-settings.ts';
import type { HostView } from '../../../domain/game/views.ts';
import { HostLobbyScreen } from '../../components/live-screens/host-lobby-screen.tsx';
import { GetReadyScreen, HostQuestionScreen } from '../../components/live-screens/host-question-screen.tsx';
import { HostResultScreen } from '../../components/live-screens/host-result-screen.tsx';
import { HostSummaryScreen } from '../../components/live-screens/host-summary-screen.tsx';
import { LiveStage, StageMessage } from '../../components/live-screens/live-stage.tsx';
import { countdownNumber } from '../../components/live-screens/question-clock.ts';
import { useNow } from '../../components/live-screens/use-now.ts';
import { playsQuizMusic } from '../../components/quiz-look/index.ts';
import { apiRequest } from '../../http/api-client.ts';
import { ApiError } from '../../http/api-error.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { hostCountdownAtom, screenTokenAtom } from '../../shared/live/live-state.ts';
import { loginPath } from '../../shared/paths/login-paths.ts';
import {
  ADMISSION_PARAM,
  type AdmissionChoice,
  admissionFromParam,
} from '../../shared/paths/whitelist-paths.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { hostReturnPath, returnToFrom } from './host-return.ts';
import { liveGame, liveStorage } from './live-game.ts';
import { countdownIsOver, hostPathFor } from './live-paths.ts';
import type { Control } from './live-session.ts';
import { type HostSession, readHostSession } from './live-storage.ts';
import { readMasterSettings, writeMasterSettings } from './master-settings.ts';
import { SettingsDialog } from './settings-dialog.tsx';
import { useRoomSound } from './sound/use-game-sound.ts';
import { useFollowGame, useHostGame } from './use-live.ts';

/** The lobby's raise above the quiz's limit (an HTTP call: it changes the quiz too); a message when refused. */
async function raiseLimit(gameId: string, playerLimit: number) {
  try {
    await apiRequest('POST', `/api/games/${gameId}/player-limit`, { player_limit: playerLimit });
    return null;
  } catch (error) {
    return errorKey(error instanceof ApiError ? error.code : 'something_went_wrong');
  }
}

/** Rooms being opened, by quiz: a page mounted twice (React's strict mode, a double click) opens one room. */
const opening = new Map<string, Promise<HostSession>>();

function openRoom(quizId: string, admission: AdmissionChoice | null): Promise<HostSession> {
  let open = opening.get(quizId);
  if (!open) {
    open = apiRequest<{ game_id: string; pin: string }>('POST', '/api/games', {
      quiz_id: quizId,
      live_settings: readMasterSettings(liveStorage()),
      // Who may join, when the room was asked for from the Whitelist tab (spec §6).
      ...(admission ? { admission } : {}),
    })
      .then(({ game_id, pin }) => ({ gameId: game_id, quizId, pin }))
      .finally(() => opening.delete(quizId));
    opening.set(quizId, open);
  }
  return open;
}

/**
 * `/start-quiz/{id}`: opens a live room for the quiz and shows its lobby. A game of this quiz that this
 * browser already runs (a reload) is taken up again instead; one that is over gives way to a new room,
 * unless it ended while its lobby was shown here (cancelled): then the quizmaster goes back where they
 * started it.
 */
export function StartQuizPage() {
  const { id: quizId = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state: historyState, search } = useLocation();
  const [admission] = useState(() => admissionFromParam(new URLSearchParams(search).get(ADMISSION_PARAM)));
  // Where "Host live" was pressed: kept with the game, so Close and Cancel lead back there.
  const [returnTo] = useState(() => returnToFrom(historyState) ?? undefined);
  const [session, setSession] = useState<HostSession | null>(() => {
    const stored = readHostSession(liveStorage());
    return stored?.quizId === quizId ? stored : null;
  });
  const [failure, setFailure] = useState<string | null>(null);
  const game = useHostGame(session);
  const phase = game.state === 'ready' ? game.view.phase : null;
  const over = game.state === 'ended' || phase === 'finished' || phase === 'cancelled';
  // A game that ends while its lobby is on this page was cancelled from it: that is no cue for a new room.
  const shownLive = useRef(false);
  useEffect(() => {
    if (game.state === 'ready' && !over) shownLive.current = true;
  });

  useEffect(() => {
    if (session && !over) return;
    if (session && shownLive.current && phase !== null) {
      if (phase === 'cancelled') showToast('success', 'live.game_cancelled');
      liveGame().leave('host');
      navigate(hostReturnPath(session), { replace: true });
      return;
    }
    let current = true;
    openRoom(quizId, admission)
      .then((opened) => current && setSession({ ...opened, returnTo }))
      .catch(
        (error: unknown) =>
          current && setFailure(error instanceof ApiError ? error.code : 'something_went_wrong'),
      );
    return () => {
      current = false;
    };
  }, [quizId, session, over, phase, returnTo, navigate, admission]);

  if (failure) {
    return (
      <LiveStage kind="projector">
        <StageMessage
          title={t('live.could_not_open')}
          tone="alert"
          actions={
            <Link className="button button--light" to={hostReturnPath({ quizId, returnTo })}>
              {t('live.back_to_quiz')}
            </Link>
          }
        >
          <p className="stage-message__text">{t(errorKey(failure))}</p>
        </StageMessage>
      </LiveStage>
    );
  }
  if (!session || over) return <LoadingStage />;
  return <HostGame session={session} />;
}

/** `/master-countdown`, `/question`, `/master-result`, `/master-summary`: the game this browser hosts. */
export function HostGamePage() {
  const [session] = useState(() => readHostSession(liveStorage()));
  // Spec "quiz-loaded" guard: without a game in hand there is nothing to show here.
  if (!session) return <Navigate to="/" replace />;
  return <HostGame session={session} />;
}

function LoadingStage() {
  const { t } = useTranslation();
  return (
    <LiveStage kind="projector">
      <div className="stage-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('live.connecting')}</span>
      </div>
    </LiveStage>
  );
}

type Confirming = { kind: 'cancel' } | { kind: 'end' } | { kind: 'kick'; playerId: string; name: string };

function HostGame({ session }: { session: HostSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const game = useHostGame(session);
  const [countdown, setCountdown] = useAtom(hostCountdownAtom);
  const view = game.state === 'ready' ? game.view : null;
  const target = view ? hostPathFor(view, session.quizId, countdown?.toIndex ?? null) : null;
  useFollowGame(target);

  useEffect(() => {
    if (view && countdown && countdownIsOver(view, countdown.toIndex)) setCountdown(null);
  }, [view, countdown, setCountdown]);

  if (game.state === 'ended') {
    if (game.end === 'session_expired')
      return <Navigate to={loginPath(`${pathname}${search}`, false)} replace />;
    return (
      <LiveStage kind="projector">
        <StageMessage
          title={t('live.game_unavailable')}
          tone="alert"
          actions={
            <Link
              className="button button--light"
              to={hostReturnPath(session)}
              replace
              onClick={() => liveGame().leave('host')}
            >
              {t('live.back_to_quiz')}
            </Link>
          }
        >
          <p className="stage-message__text">
            {t(game.end === 'no_permission' ? 'errors.no_permission' : 'errors.join_not_live')}
          </p>
        </StageMessage>
      </LiveStage>
    );
  }
  if (!view || !target) return <LoadingStage />;
  return (
    <HostControls
      view={view}
      target={target}
      session={session}
      onClose={() => {
        liveGame().leave('host');
        // Replacing the finished game's page, so Back does not lead to a game that is gone.
        navigate(hostReturnPath(session), { replace: true });
      }}
    />
  );
}

function HostControls({
  view,
  target,
  session,
  onClose,
}: {
  view: HostView;
  target: string;
  session: HostSession;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [countdown, setCountdown] = useAtom(hostCountdownAtom);
  const screenToken = useAtomValue(screenTokenAtom);
  useRoomSound(view);

  async function send(command: Control): Promise<boolean> {
    setBusy(true);
    const code = await liveGame().control(command);
    setBusy(false);
    if (code) showToast('error', errorKey(code));
    return code === null;
  }

  async function start() {
    setCountdown({ toIndex: 0, startedAt: Date.now() });
    if (!(await send({ action: 'start' }))) setCountdown(null);
  }

  function next() {
    const question = view.question;
    if (question && question.index + 1 >= question.total) void send({ action: 'next' });
    else setCountdown({ toIndex: (question?.index ?? -1) + 1, startedAt: Date.now() });
  }

  function changeSettings(live: LiveSettings) {
    // Remembered for the next room on this device, whatever the server says of this one.
    writeMasterSettings(liveStorage(), live);
    void send({ action: 'settings', live });
  }

  function confirmed(action: Confirming) {
    setConfirming(null);
    if (action.kind === 'kick') void send({ action: 'kick', playerId: action.playerId });
    else void send({ action: action.kind });
  }

  const secondScreenUrl = screenToken
    ? `/live/share?game=${encodeURIComponent(session.gameId)}&screen=${encodeURIComponent(screenToken)}`
    : null;

  let screen: ReactNode;
  if (target === '/master-countdown') {
    screen = (
      <CountdownRunner
        view={view}
        countdown={countdown}
        onBegin={(toIndex) => setCountdown({ toIndex, startedAt: Date.now() })}
        onNext={async () => {
          if (!(await send({ action: 'next' }))) setCountdown(null);
        }}
      />
    );
  } else if (target === '/question') {
    screen = (
      <HostQuestionScreen
        view={view}
        offsetMs={liveGame().serverOffsetMs}
        controls={{
          onSkip: () => void send({ action: 'skip' }),
          onNext: next,
          isLast: (view.question?.index ?? 0) + 1 >= (view.question?.total ?? 0),
          onEnd: () => setConfirming({ kind: 'end' }),
          busy,
        }}
      />
    );
  } else if (target === '/master-result') {
    screen = (
      <HostResultScreen
        view={view}
        controls={{
          onNext: next,
          onEnd: () => setConfirming({ kind: 'end' }),
          onSettings: () => setSettingsOpen(true),
          paused: settingsOpen || confirming !== null,
          isLast: (view.question?.index ?? 0) + 1 >= (view.question?.total ?? 0),
          busy,
        }}
      />
    );
  } else if (target === '/master-summary') {
    screen = (
      <HostSummaryScreen view={view} controls={{ replayHref: `/replay/${session.gameId}`, onClose }} />
    );
  } else {
    screen = (
      <HostLobbyScreen
        view={view}
        origin={location.origin}
        controls={{
          onStart: () => void start(),
          onKick: (playerId, name) => setConfirming({ kind: 'kick', playerId, name }),
          onLetBackIn: (playerId) => void send({ action: 'let_in', playerId }),
          onSetLimit: (playerLimit) => void send({ action: 'set_limit', playerLimit }),
          onCancel: () => setConfirming({ kind: 'cancel' }),
          onTeamMode: (enabled) => void send({ action: 'team_mode', enabled }),
          onLock: (enabled) => void send({ action: 'lock_room', enabled }),
          onTwoStep: (enabled) => void send({ action: 'two_step', enabled }),
          onSettings: () => setSettingsOpen(true),
          onRaiseLimit: (playerLimit) => raiseLimit(session.gameId, playerLimit),
          secondScreenUrl,
          busy,
        }}
      />
    );
  }

  return (
    <LiveStage kind="projector" look={view.look} music={playsQuizMusic(view)}>
      {screen}
      {settingsOpen ? (
        <SettingsDialog
          settings={view.live}
          onChange={changeSettings}
          onClose={() => setSettingsOpen(false)}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t(
            confirming.kind === 'kick'
              ? 'live.confirm_kick_title'
              : confirming.kind === 'end'
                ? 'live.confirm_end_title'
                : 'live.confirm_cancel_title',
          )}
          message={
            confirming.kind === 'kick'
              ? t('live.confirm_kick_text', { name: confirming.name })
              : t(confirming.kind === 'end' ? 'live.confirm_end_text' : 'live.confirm_cancel_text')
          }
          confirmLabel={t(
            confirming.kind === 'kick'
              ? 'live.kick'
              : confirming.kind === 'end'
                ? 'live.end_game'
                : 'live.cancel_game',
          )}
          onConfirm={() => confirmed(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </LiveStage>
  );
}

/**
 * `/master-countdown`: a 3-2-1 on the quizmaster's screen, then "next" opens the question on the server
 * (which times it from that moment). Counting down first means the players' answering time is never
 * eaten by the animation.
 */
function CountdownRunner({
  view,
  countdown,
  onBegin,
  onNext,
}: {
  view: HostView;
  countdown: { toIndex: number; startedAt: number } | null;
  onBegin: (toIndex: number) => void;
  onNext: () => Promise<void>;
}) {
  const now = useNow(100, countdown !== null);
  const sentFor = useRef<number | null>(null);
  const number = countdown ? countdownNumber(now - countdown.startedAt) : null;
  const nextIndex = view.phase === 'question_closed' && !view.results ? 0 : (view.question?.index ?? -1) + 1;

  useEffect(() => {
    // Arrived here without a countdown running (a reload just after Start): begin one.
    if (!countdown) onBegin(nextIndex);
  }, [countdown, nextIndex, onBegin]);

  useEffect(() => {
    // A slide is still open when Next is pressed on it ("next" closes it on the server): send then too.
    const slideOpen = view.phase === 'question' && (view.question?.index ?? -1) < (countdown?.toIndex ?? -1);
    if (!countdown || number !== 0 || (view.phase !== 'question_closed' && !slideOpen)) return;
    if (sentFor.current === countdown.toIndex) return;
    sentFor.current = countdown.toIndex;
    void onNext();
  }, [countdown, number, view.phase, view.question?.index, onNext]);

  return (
    <GetReadyScreen view={view} number={number} questionNumber={(countdown?.toIndex ?? nextIndex) + 1} />
  );
}
