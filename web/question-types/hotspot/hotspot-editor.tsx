import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_SCORE_MAX, ANSWER_TITLE_MAX } from '../../../domain/question-types/common.ts';
import { HOTSPOT_REGIONS_MAX, type Region } from '../../../domain/question-types/hotspot/schema.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import type { EditorPanelProps } from '../question-type-views.ts';
import { ImageField } from '../shared/image-field.tsx';
import {
  addDrawnRegion,
  canAddRegion,
  removeRegionAt,
  setRegionPercent,
  updateRegionAnswer,
} from './hotspot-regions.ts';
import { RegionCanvas } from './region-canvas.tsx';
import { percent } from './region-maths.ts';

const SIDES: ReadonlyArray<{
  side: keyof Region;
  key: 'hotspot.side_x' | 'hotspot.side_y' | 'hotspot.side_width' | 'hotspot.side_height';
}> = [
  { side: 'x', key: 'hotspot.side_x' },
  { side: 'y', key: 'hotspot.side_y' },
  { side: 'width', key: 'hotspot.side_width' },
  { side: 'height', key: 'hotspot.side_height' },
];

/** A whole number from a box, or null while it holds none. */
const wholeNumber = (text: string) => (/^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The picture, the boxes drawn on it, and the list of boxes (label, correct, points, place in percent). */
export function HotspotEditor({
  question,
  onChange,
  problem,
  newId,
  idPrefix: id,
}: EditorPanelProps<'hotspot'>) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number | null>(null);
  const listId = useId();
  const listProblem =
    problem && problem.answer === undefined && problem.problem !== 'question_image_required'
      ? problem.problem
      : null;
  const image = question.image;
  return (
    <div className="hotspot-editor">
      <ImageField
        label={t('hotspot.image_label')}
        value={image}
        onChange={(next) => onChange({ ...question, image: next })}
        error={problem?.problem === 'question_image_required' ? problem.problem : null}
      />
      {image ? (
        <>
          <p className="field__hint">{t('hotspot.draw_hint', { max: HOTSPOT_REGIONS_MAX })}</p>
          <RegionCanvas
            question={{ ...question, image }}
            onChange={onChange}
            newId={newId}
            selected={selected}
            onSelect={setSelected}
          />
        </>
      ) : (
        <p className="field__hint">{t('hotspot.image_first')}</p>
      )}
      <fieldset
        className="hotspot-editor__areas"
        aria-describedby={listProblem ? `${listId}-error` : undefined}
      >
        <legend className="field__label">{t('hotspot.areas_heading')}</legend>
        {listProblem ? (
          <p id={`${listId}-error`} className="field__error">
            {t(errorKey(listProblem))}
          </p>
        ) : null}
        <ol className="hotspot-editor__list">
          {question.answers.map((answer, index) => {
            const number = index + 1;
            const rowProblem = problem?.answer === index ? problem.problem : null;
            return (
              <li
                key={answer.answer_id}
                className={[
                  'hotspot-area',
                  answer.is_correct ? 'hotspot-area--correct' : '',
                  selected === index ? 'is-selected' : '',
                ].join(' ')}
              >
                <span className="hotspot-area__number" aria-hidden="true">
                  {number}
                </span>
                <div className="field hotspot-area__label">
                  <label className="visually-hidden" htmlFor={`${id}-area-${index}`}>
                    {t('hotspot.area_label_for', { number })}
                  </label>
                  <input
                    id={`${id}-area-${index}`}
                    className="field__input"
                    value={answer.title}
                    maxLength={ANSWER_TITLE_MAX * 2}
                    placeholder={t('hotspot.area_label_placeholder', { number })}
                    onFocus={() => setSelected(index)}
                    onChange={(event) =>
                      onChange(updateRegionAnswer(question, index, { title: event.target.value }))
                    }
                  />
                </div>
                <label className="choice">
                  <input
                    type="checkbox"
                    checked={answer.is_correct}
                    onChange={(event) =>
                      onChange(updateRegionAnswer(question, index, { is_correct: event.target.checked }))
                    }
                    aria-label={t('hotspot.area_correct_for', { number })}
                  />
                  <span aria-hidden="true">{t('editor.answer_correct')}</span>
                </label>
                {answer.is_correct ? (
                  <label className="hotspot-area__number-field hotspot-area__number-field--points">
                    <span>{t('editor.answer_points')}</span>
                    <input
                      className="field__input"
                      inputMode="numeric"
                      defaultValue={answer.score}
                      key={`score-${answer.score}`}
                      onBlur={(event) => {
                        const score = wholeNumber(event.target.value);
                        if (score !== null)
                          onChange(
                            updateRegionAnswer(question, index, { score: Math.min(score, ANSWER_SCORE_MAX) }),
                          );
                      }}
                    />
                  </label>
                ) : null}
                <fieldset className="hotspot-area__place">
                  <legend className="visually-hidden">{t('hotspot.place_for', { number })}</legend>
                  {SIDES.map(({ side, key }) => (
                    <label key={side} className="hotspot-area__number-field">
                      <span>{t(key)}</span>
                      <input
                        className="field__input"
                        inputMode="numeric"
                        defaultValue={percent(answer.region[side])}
                        key={`${side}-${answer.region[side]}`}
                        onBlur={(event) => {
                          const value = wholeNumber(event.target.value);
                          if (value === null) return;
                          onChange(
                            updateRegionAnswer(question, index, {
                              region: setRegionPercent(answer.region, side, value),
                            }),
                          );
                        }}
                      />
                    </label>
                  ))}
                </fieldset>
                <button
                  type="button"
                  className="button creator-button--outline creator-button--small"
                  onClick={() => {
                    onChange(removeRegionAt(question, index));
                    setSelected(null);
                  }}
                >
                  {t('hotspot.remove_area', { number })}
                </button>
                {rowProblem ? (
                  <p className="field__error hotspot-area__error">{t(errorKey(rowProblem))}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="button creator-button--outline creator-button--small"
          disabled={!canAddRegion(question)}
          onClick={() => {
            onChange(addDrawnRegion(question, newId));
            setSelected(question.answers.length);
          }}
        >
          {t('hotspot.add_area')}
        </button>
      </fieldset>
    </div>
  );
}
