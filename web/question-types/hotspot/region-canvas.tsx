import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotspotQuestion, Region } from '../../../domain/question-types/hotspot/schema.ts';
import { addDrawnRegion, canAddRegion, updateRegionAnswer } from './hotspot-regions.ts';
import { PictureFrame } from './picture-frame.tsx';
import {
  arrowDelta,
  isBigEnough,
  moveRegion,
  type Point,
  pointIn,
  regionBetween,
  regionStyle,
  resizeRegion,
} from './region-maths.ts';

type Drag =
  | { mode: 'draw'; start: Point; current: Point }
  | { mode: 'move' | 'resize'; index: number; start: Point; current: Point; origin: Region };

interface RegionCanvasProps {
  question: HotspotQuestion & { image: string };
  onChange: (next: HotspotQuestion) => void;
  newId: () => string;
  selected: number | null;
  onSelect: (index: number | null) => void;
}

/** The box a drag shows while it lasts (committed only when the pointer lets go, so one drag is one change). */
function dragged(drag: Drag): Region {
  const dx = drag.current.x - drag.start.x;
  const dy = drag.current.y - drag.start.y;
  switch (drag.mode) {
    case 'draw':
      return regionBetween(drag.start, drag.current);
    case 'move':
      return moveRegion(drag.origin, dx, dy);
    case 'resize':
      return resizeRegion(drag.origin, dx, dy);
  }
}

/**
 * The picture to draw on: drag on it to draw a box, drag a box to move it, drag its corner to size
 * it. With a keyboard, a focused box moves with the arrow keys (Shift: further) and grows or shrinks
 * with Alt and the arrow keys; the list beside the picture sets every box by numbers as well.
 */
export function RegionCanvas({ question, onChange, newId, selected, onSelect }: RegionCanvasProps) {
  const { t } = useTranslation();
  // The layer that takes the pointer: it covers the picture exactly, and holds the pointer while a drag lasts.
  const surface = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const at = (event: PointerEvent) =>
    pointIn(surface.current!.getBoundingClientRect(), event.clientX, event.clientY);

  function begin(event: PointerEvent, next: Drag) {
    event.preventDefault();
    event.stopPropagation();
    surface.current?.setPointerCapture(event.pointerId);
    setDrag(next);
  }

  function finish() {
    if (!drag) return;
    const region = dragged(drag);
    setDrag(null);
    if (drag.mode === 'draw') {
      if (!isBigEnough(region) || !canAddRegion(question)) return;
      onChange(addDrawnRegion(question, newId, region));
      onSelect(question.answers.length);
      return;
    }
    onChange(updateRegionAnswer(question, drag.index, { region }));
  }

  function onBoxKey(event: KeyboardEvent, index: number) {
    const delta = arrowDelta(event.key, event.shiftKey);
    if (!delta) return;
    event.preventDefault();
    const region = question.answers[index]!.region;
    const next = event.altKey ? resizeRegion(region, delta.x, delta.y) : moveRegion(region, delta.x, delta.y);
    onChange(updateRegionAnswer(question, index, { region: next }));
  }

  return (
    <PictureFrame image={question.image} className="region-canvas" alt={t('hotspot.canvas_label')}>
      <div
        ref={surface}
        className="region-canvas__surface"
        onPointerDown={(event) => {
          if (!canAddRegion(question)) return;
          const start = at(event);
          begin(event, { mode: 'draw', start, current: start });
          onSelect(null);
        }}
        onPointerMove={(event) => drag && setDrag({ ...drag, current: at(event) })}
        onPointerUp={finish}
        onPointerCancel={() => setDrag(null)}
      >
        {question.answers.map((answer, index) => {
          const region = drag && drag.mode !== 'draw' && drag.index === index ? dragged(drag) : answer.region;
          const name = t(answer.is_correct ? 'hotspot.area_correct' : 'hotspot.area', { number: index + 1 });
          return (
            <button
              key={answer.answer_id}
              type="button"
              className={[
                'region-box',
                answer.is_correct ? 'region-box--correct' : '',
                selected === index ? 'is-selected' : '',
              ].join(' ')}
              style={regionStyle(region)}
              aria-label={`${name}. ${t('hotspot.box_keys')}`}
              aria-pressed={selected === index}
              onFocus={() => onSelect(index)}
              onKeyDown={(event) => onBoxKey(event, index)}
              onPointerDown={(event) => {
                onSelect(index);
                const start = at(event);
                begin(event, { mode: 'move', index, start, current: start, origin: answer.region });
              }}
            >
              <span className="region-box__number" aria-hidden="true">
                {index + 1}
              </span>
              <span
                className="region-box__handle"
                aria-hidden="true"
                onPointerDown={(event) => {
                  onSelect(index);
                  const start = at(event);
                  begin(event, { mode: 'resize', index, start, current: start, origin: answer.region });
                }}
              />
            </button>
          );
        })}
        {drag?.mode === 'draw' ? (
          <span
            className="region-box region-box--drawing"
            style={regionStyle(dragged(drag))}
            aria-hidden="true"
          />
        ) : null}
      </div>
    </PictureFrame>
  );
}
