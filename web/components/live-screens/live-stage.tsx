import { type ReactNode, useEffect } from 'react';
import { keepAwake } from './keep-awake.ts';
import { ReconnectModal } from './reconnect-modal.tsx';
import { primeAudio } from './sound/sound-player.ts';
import './live.css';

/**
 * The frame of every live screen: the whole viewport (no site header on a projector or a phone in play),
 * the reconnect dialog, and on phones the screen kept awake.
 */
export function LiveStage({
  kind,
  children,
  awake = false,
}: {
  kind: 'projector' | 'phone';
  children: ReactNode;
  awake?: boolean;
}) {
  useEffect(() => (awake ? keepAwake() : undefined), [awake]);
  useEffect(primeAudio, []);
  return (
    <div className={`live-stage live-stage--${kind}`} data-live-stage={kind}>
      {children}
      <ReconnectModal />
    </div>
  );
}

/** A phone or screen message with a title, a line and an action: waiting, kicked, taken over, over. */
export function StageMessage({
  title,
  children,
  actions,
  tone = 'plain',
  testId,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'plain' | 'alert';
  testId?: string;
}) {
  return (
    <section className={`stage-message stage-message--${tone}`} data-testid={testId}>
      <h1 className="stage-message__title">{title}</h1>
      {children}
      {actions ? <div className="stage-message__actions">{actions}</div> : null}
    </section>
  );
}

/** "Waiting…" with dots that move (and stay still for people who asked for less motion). */
export function Waiting({ text }: { text: string }) {
  return (
    <p className="waiting" role="status">
      <span>{text}</span>
      <span className="waiting__dots" aria-hidden="true" />
    </p>
  );
}
