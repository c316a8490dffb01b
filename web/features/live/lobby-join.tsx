import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  JOIN_PATTERN_LENGTH,
  JOIN_PATTERN_SHAPES,
  type JoinPatternShape,
} from '../../../domain/game/room-access.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { AnswerShapeIcon } from '../../components/live-screens/answer-shape.tsx';
import { PATTERN_SLOTS, SHAPE_LABEL, shapeColour } from '../../components/live-screens/lobby-access.tsx';

/** A network busy with joins is nobody's mistake: a quiet note, not an error, while the phone waits its turn. */
export function BusyNote() {
  const { t } = useTranslation();
  return (
    <p className="join-busy" role="status" data-testid="join-busy">
      <span className="spinner spinner--small" aria-hidden="true" />
      {t('errors.join_network_busy')}
    </p>
  );
}

/**
 * The phone's second step when the quizmaster asked for it: tap the four shapes shown on the big
 * screen, in order. The fourth tap sends them; a wrong pattern clears the slots to try again.
 */
export function PatternEntry({
  error,
  waiting,
  sending,
  onSubmit,
  onBack,
}: {
  error: string | null;
  /** Told to wait for its turn (join_network_busy): trying again by itself. */
  waiting: boolean;
  sending: boolean;
  onSubmit: (pattern: JoinPatternShape[]) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [entered, setEntered] = useState<JoinPatternShape[]>([]);

  function tap(shape: JoinPatternShape) {
    const next = [...entered, shape];
    if (next.length < JOIN_PATTERN_LENGTH) return setEntered(next);
    setEntered([]);
    onSubmit(next);
  }

  return (
    <section className="pattern-entry surface" aria-labelledby="pattern-entry-title">
      <h2 id="pattern-entry-title" className="pattern-entry__title">
        {t('live.pattern_title')}
      </h2>
      {waiting ? <BusyNote /> : <FormAlert code={error} />}
      <ol className="pattern-entry__slots" aria-label={t('live.pattern_progress', { count: entered.length })}>
        {PATTERN_SLOTS.map((slot) => {
          const shape = entered[slot];
          return (
            <li
              key={slot}
              className={`pattern-entry__slot${shape ? ` answer-colour-${shapeColour(shape)}` : ''}`}
            >
              {shape ? <AnswerShapeIcon shape={shape} className="pattern-entry__slot-shape" /> : null}
            </li>
          );
        })}
      </ol>
      <div className="pattern-entry__pad">
        {JOIN_PATTERN_SHAPES.map((shape) => (
          <button
            key={shape}
            type="button"
            className={`pattern-entry__key answer-colour-${shapeColour(shape)}`}
            aria-label={t(SHAPE_LABEL[shape])}
            data-shape={shape}
            disabled={sending}
            onClick={() => tap(shape)}
          >
            <AnswerShapeIcon shape={shape} className="pattern-entry__key-shape" />
          </button>
        ))}
      </div>
      <div className="pattern-entry__actions">
        <button
          type="button"
          className="button button--live-outline button--live-small"
          onClick={() => setEntered([])}
          disabled={entered.length === 0 || sending}
        >
          {t('live.pattern_start_over')}
        </button>
        <button type="button" className="button button--live-outline button--live-small" onClick={onBack}>
          {t('live.pattern_back')}
        </button>
      </div>
    </section>
  );
}
