import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureSrc } from '../../../domain/shared/picture.ts';
import type { GivenAnswerProps, PhoneAnswerProps } from '../question-type-views.ts';
import { PictureFrame } from './picture-frame.tsx';
import { arrowDelta, movePoint, type Point, percent, pointIn } from './region-maths.ts';

/** Where the marker appears when a keyboard user starts: the middle of the picture. */
const MIDDLE: Point = { x: 0.5, y: 0.5 };

function Marker({ point }: { point: Point }) {
  return (
    <span
      className="tap-marker"
      style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
      aria-hidden="true"
    />
  );
}

/**
 * The picture to tap: a tap (or click) puts the marker, another tap moves it, and Send sends it, so
 * a slip of the thumb is not an answer. With a keyboard, the focused picture takes the arrow keys
 * (Shift: further) and Enter sends; a screen reader hears where the marker is, in percent.
 */
export function HotspotPhoneAnswer({ screen, locked, submit }: PhoneAnswerProps<'hotspot'>) {
  const { t } = useTranslation();
  const id = useId();
  const [point, setPoint] = useState<Point | null>(null);
  // The layer over the picture: taps are measured against the picture itself, not the space around it.
  const overlay = useRef<HTMLDivElement>(null);
  const send = () => point && submit({ kind: 'point', x: point.x, y: point.y });

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    if (locked) return;
    if ((event.key === 'Enter' || event.key === ' ') && point) {
      event.preventDefault();
      send();
      return;
    }
    const delta = arrowDelta(event.key, event.shiftKey);
    if (!delta) return;
    event.preventDefault();
    setPoint((current) => (current ? movePoint(current, delta) : MIDDLE));
  }

  return (
    <div className="hotspot-answer">
      <div
        className="hotspot-answer__picture"
        role="application"
        tabIndex={locked ? -1 : 0}
        aria-label={t('hotspot.tap_label')}
        aria-describedby={`${id}-where`}
        aria-disabled={locked || undefined}
        onKeyDown={onKey}
        onPointerUp={(event) => {
          if (locked) return;
          const frame = overlay.current?.getBoundingClientRect();
          if (frame) setPoint(pointIn(frame, event.clientX, event.clientY));
        }}
      >
        <PictureFrame image={pictureSrc(screen.image, 'phone')} overlayRef={overlay}>
          {point ? <Marker point={point} /> : null}
        </PictureFrame>
      </div>
      <p id={`${id}-where`} className="hotspot-answer__where" aria-live="polite">
        {point ? t('hotspot.marker_at', { x: percent(point.x), y: percent(point.y) }) : t('hotspot.tap_hint')}
      </p>
      <button
        type="button"
        className="button button--light button--live-block"
        disabled={locked || point === null}
        onClick={send}
      >
        {t('live.submit_answer')}
      </button>
    </div>
  );
}

/** The spot a player sent, on a small copy of the picture. */
export function HotspotGivenAnswer({ screen, answer }: GivenAnswerProps<'hotspot'>) {
  const { t } = useTranslation();
  if (answer.kind !== 'point') return null;
  return (
    <figure className="hotspot-given">
      <PictureFrame image={pictureSrc(screen.image, 'phone')}>
        <Marker point={answer} />
      </PictureFrame>
      <figcaption className="visually-hidden">
        {t('hotspot.marker_at', { x: percent(answer.x), y: percent(answer.y) })}
      </figcaption>
    </figure>
  );
}
