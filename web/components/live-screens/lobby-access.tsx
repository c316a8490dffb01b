import { useTranslation } from 'react-i18next';
import {
  JOIN_PATTERN_LENGTH,
  JOIN_PATTERN_SHAPES,
  type JoinPatternShape,
} from '../../../domain/game/room-access.ts';
import type { HostView } from '../../../domain/game/views.ts';
import { AnswerShapeIcon } from './answer-shape.tsx';
import { LiveSwitch } from './live-switch.tsx';

/* Who may still come into the room: the quizmaster's lock and two-step join, and the pattern on the big screen. */

export const SHAPE_LABEL = {
  triangle: 'live.shape_triangle',
  diamond: 'live.shape_diamond',
  circle: 'live.shape_circle',
  square: 'live.shape_square',
} as const satisfies Record<JoinPatternShape, string>;

/** The places of a pattern, first to last: a pattern may repeat a shape, so its place is its key. */
export const PATTERN_SLOTS = Array.from({ length: JOIN_PATTERN_LENGTH }, (_, slot) => slot);

/** Each shape keeps the colour it has on the answer buttons, so the pattern reads the same on the phone. */
export const shapeColour = (shape: JoinPatternShape) => JOIN_PATTERN_SHAPES.indexOf(shape) + 1;

/** The pattern as the room's screen shows it: four big tiles, colour and shape. */
export function JoinPattern({ pattern }: { pattern: readonly JoinPatternShape[] }) {
  const { t } = useTranslation();
  const names = pattern.map((shape) => t(SHAPE_LABEL[shape])).join(', ');
  return (
    <ol
      className="join-pattern"
      aria-label={t('live.join_pattern_label', { shapes: names })}
      data-testid="join-pattern"
    >
      {PATTERN_SLOTS.map((slot) => {
        const shape = pattern[slot];
        if (!shape) return null;
        return (
          <li
            key={slot}
            className={`join-pattern__tile answer-colour-${shapeColour(shape)}`}
            data-shape={shape}
          >
            <AnswerShapeIcon shape={shape} className="join-pattern__shape" />
          </li>
        );
      })}
    </ol>
  );
}

/** The quizmaster's switches in the lobby's bar: two-step join, and lock the room. */
export function RoomAccessControls({
  view,
  onLock,
  onTwoStep,
  busy,
}: {
  view: HostView;
  onLock: (locked: boolean) => void;
  onTwoStep: (enabled: boolean) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <LiveSwitch
        label={t('live.two_step_join')}
        hint={t('live.two_step_join_hint')}
        checked={view.joinPattern !== null}
        onChange={onTwoStep}
        disabled={busy}
      />
      <button
        type="button"
        className="button button--live-quiet"
        aria-pressed={view.locked}
        onClick={() => onLock(!view.locked)}
        disabled={busy}
      >
        {t(view.locked ? 'live.unlock_room' : 'live.lock_room')}
      </button>
    </>
  );
}
