import { useTranslation } from 'react-i18next';
import { ANSWER_SCORE_MAX } from '../../../domain/question-types/common.ts';
import {
  addSortingItem,
  moveSortingItem,
  removeSortingItem,
  SORTING_ITEMS_MAX,
  SORTING_ITEMS_MIN,
  type SortingListQuestion,
} from '../../../domain/question-types/sorting-list/index.ts';
import { NumberField } from '../../components/number-field.tsx';
import { errorKey } from '../../i18n/translation-key.ts';
import type { EditorPanelProps } from '../question-type-views.ts';
import './sorting-list.css';

/** Problems of the list as a whole (not of one item), told above the items. */
const LIST_PROBLEMS = new Set(['answers_too_few', 'answers_too_many']);

/** Every item carries the question's points, so moving an item to the top (spec §4) never changes them. */
const withScore = (question: SortingListQuestion, score: number): SortingListQuestion => ({
  ...question,
  answers: question.answers.map((item) => ({ ...item, score })),
});

/**
 * The items in their correct order: the creator writes them top to bottom and moves them with up/down
 * buttons; the game shuffles them for the players.
 */
export function SortingListEditor({
  question,
  onChange,
  problem,
  newId,
  idPrefix,
}: EditorPanelProps<'sorting_list'>) {
  const { t } = useTranslation();
  const items = question.answers;
  const score = items[0]?.score ?? 0;
  const listProblem =
    problem && problem.answer === undefined && LIST_PROBLEMS.has(problem.problem) ? problem : null;
  const setTitle = (index: number, title: string) =>
    onChange({ ...question, answers: items.map((item, i) => (i === index ? { ...item, title } : item)) });

  return (
    <fieldset className="sorting-editor">
      <legend className="field__label">{t('question_views.sorting_list.items_heading')}</legend>
      <p className="field__hint">{t('question_views.sorting_list.editor_hint')}</p>
      {listProblem && (
        <p className="field__error" role="alert">
          {t(errorKey(listProblem.problem))}
        </p>
      )}
      <ol className="sorting-editor__list">
        {items.map((item, index) => {
          const number = index + 1;
          const inputId = `${idPrefix}-sorting-${item.answer_id}`;
          const itemProblem = problem?.answer === index ? problem.problem : null;
          return (
            <li key={item.answer_id} className="sorting-editor__item">
              <span className="sorting-editor__position" aria-hidden="true">
                {number}
              </span>
              <label className="visually-hidden" htmlFor={inputId}>
                {t('question_views.sorting_list.item_label', { number })}
              </label>
              <input
                id={inputId}
                className="field__input sorting-editor__title"
                value={item.title}
                placeholder={t('question_views.sorting_list.item_label', { number })}
                aria-invalid={itemProblem ? true : undefined}
                aria-describedby={itemProblem ? `${inputId}-error` : undefined}
                onChange={(event) => setTitle(index, event.target.value)}
              />
              <span className="sorting-editor__tools">
                <button
                  type="button"
                  className="icon-button"
                  disabled={index === 0}
                  aria-label={t('question_views.sorting_list.editor_move_up', { number })}
                  onClick={() => onChange(moveSortingItem(question, index, index - 1))}
                >
                  <span aria-hidden="true">▲</span>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  disabled={index === items.length - 1}
                  aria-label={t('question_views.sorting_list.editor_move_down', { number })}
                  onClick={() => onChange(moveSortingItem(question, index, index + 1))}
                >
                  <span aria-hidden="true">▼</span>
                </button>
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  disabled={items.length <= SORTING_ITEMS_MIN}
                  aria-label={t('question_views.sorting_list.remove_item', { number })}
                  onClick={() => onChange(removeSortingItem(question, index))}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </span>
              {itemProblem && (
                <p id={`${inputId}-error`} className="field__error sorting-editor__error">
                  {t(errorKey(itemProblem))}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="sorting-editor__footer">
        <button
          type="button"
          className="button"
          disabled={items.length >= SORTING_ITEMS_MAX}
          onClick={() => onChange(addSortingItem(question, newId))}
        >
          {t('question_views.sorting_list.add_item')}
        </button>
        <NumberField
          className="sorting-editor__points"
          label={t('question_views.points_label')}
          value={score}
          min={0}
          max={ANSWER_SCORE_MAX}
          onChange={(next) => onChange(withScore(question, next))}
        />
      </div>
      {items.length >= SORTING_ITEMS_MAX && (
        <p className="field__hint">
          {t('question_views.sorting_list.items_full', { max: SORTING_ITEMS_MAX })}
        </p>
      )}
    </fieldset>
  );
}
