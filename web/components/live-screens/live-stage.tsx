import { type ReactNode, useEffect, useRef } from 'react';
import type { QuizLook } from '../../../domain/quiz/look.ts';
import { lookStyle, QuizLookLayer } from '../quiz-look/index.ts';
import '../quiz-look/quiz-look.css';
import { keepAwake } from './keep-awake.ts';
import { ReconnectModal } from './reconnect-modal.tsx';
import { primeAudio } from './sound/sound-player.ts';
import './live.css';

/**
 * The frame of every live screen: the whole viewport (no site header on a projector or a phone in play),
 * the reconnect dialog, and on phones the screen kept awake. With the quiz's `look` (once the room is
 * known) it wears the quiz's colours and background, and on the quizmaster's screen plays its music.
 */
export function LiveStage({
  kind,
  children,
  awake = false,
  look,
  music = false,
}: {
  kind: 'projector' | 'phone';
  children: ReactNode;
  awake?: boolean;
  look?: QuizLook | undefined;
  /** Play the quiz's background music (the quizmaster's screen decides: quiz-look/quiz-music.ts). */
  music?: boolean;
}) {
  useEffect(() => (awake ? keepAwake() : undefined), [awake]);
  useEffect(primeAudio, []);
  // A screen that loses its connection keeps the look it had, rather than flashing back to the default.
  const lastLook = useRef(look);
  if (look) lastLook.current = look;
  const shown = lastLook.current;
  return (
    <div
      className={`live-stage live-stage--${kind}${shown ? ' quiz-look' : ''}`}
      data-live-stage={kind}
      data-quiz-theme={shown?.theme_name}
      style={shown ? lookStyle(shown) : undefined}
    >
      {shown ? <QuizLookLayer look={shown} music={music} /> : null}
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
