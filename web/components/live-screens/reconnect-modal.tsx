import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveConnectionAtom } from '../../shared/live/live-state.ts';
import { socketStatusAtom } from '../../socket/socket-state.ts';
import { tabSocket } from '../../socket/tab-socket.ts';
import { reconnectReport, retrySecondsLeft } from './reconnect-countdown.ts';

/** A blip shorter than this (a Wi-Fi handover) reconnects without a dialog. */
const SHOW_AFTER_MS = 1000;

/**
 * The socket reconnect modal (spec §2) during a live game: shown while the connection is down; Retry is
 * disabled for a five-second countdown, then enabled with a red failure message; OK reports what the
 * dialog said. When the connection returns, it closes by itself and the game resumes.
 */
export function ReconnectModal() {
  const status = useAtomValue(socketStatusAtom);
  const connection = useAtomValue(liveConnectionAtom);
  const inGame = connection.status === 'attaching' || connection.status === 'attached';
  const down = inGame && status === 'reconnecting';
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!down) {
      setVisible(false);
      setDismissed(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [down]);

  return visible && !dismissed ? <ReconnectDialog onOk={() => setDismissed(true)} /> : null;
}

function ReconnectDialog({ onOk }: { onOk: () => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = retrySecondsLeft(now - startedAt);

  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  function retry() {
    tabSocket().reconnectNow();
    const at = Date.now();
    setStartedAt(at);
    setNow(at);
  }

  function ok() {
    const body = reconnectReport(
      { title: t('live.reconnect_title'), message: t('live.reconnect_message'), button: t('common.ok') },
      location.href,
      navigator.userAgent,
    );
    fetch('/api/logs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => {});
    onOk();
  }

  return (
    <dialog
      ref={dialogRef}
      className="reconnect surface"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => event.preventDefault()}
    >
      <svg className="reconnect__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <h2 id={titleId} className="reconnect__title">
        {t('live.reconnect_title')}
      </h2>
      <p id={messageId}>{t('live.reconnect_message')}</p>
      <p className="reconnect__failure" role="alert">
        {secondsLeft === 0 ? t('errors.reconnect_failed') : ''}
      </p>
      <div className="reconnect__actions">
        <button type="button" className="button button--accent" onClick={retry} disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? t('live.retry_in', { seconds: secondsLeft }) : t('live.retry')}
        </button>
        <button type="button" className="button button--live-outline" onClick={ok}>
          {t('common.ok')}
        </button>
      </div>
    </dialog>
  );
}
