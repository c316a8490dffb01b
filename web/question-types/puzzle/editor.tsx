import { useTranslation } from 'react-i18next';
import { ANSWER_SCORE_MAX } from '../../../domain/question-types/common.ts';
import { PUZZLE_BLOCKS, type PuzzleQuestion, sideOf } from '../../../domain/question-types/puzzle/index.ts';
import { NumberField } from '../../components/number-field.tsx';
import { errorKey } from '../../i18n/translation-key.ts';
import type { EditorPanelProps } from '../question-type-views.ts';
import { ImageField } from '../shared/image-field.tsx';
import './puzzle.css';

const IMAGE_PROBLEMS = new Set(['question_image_required']);

/** The single answer (spec §4 "puzzle keeps a single answer"), changed in place. */
const withAnswer = (
  question: PuzzleQuestion,
  change: Partial<PuzzleQuestion['answers'][number]>,
): PuzzleQuestion => ({
  ...question,
  answers: question.answers.slice(0, 1).map((answer) => ({ ...answer, ...change })),
});

/** The picture to cut, how many pieces, the points and an optional caption shown with the result. */
export function PuzzleEditor({ question, onChange, problem, idPrefix }: EditorPanelProps<'puzzle'>) {
  const { t } = useTranslation();
  const answer = question.answers[0];
  const own =
    problem &&
    !IMAGE_PROBLEMS.has(problem.problem) &&
    (problem.answer === 0 || problem.problem.startsWith('puzzle_'));
  return (
    <div className="puzzle-editor">
      <ImageField
        label={t('question_views.picture_label')}
        hint={t('question_views.puzzle.image_hint')}
        value={question.image}
        onChange={(image) => onChange({ ...question, image })}
        error={problem && IMAGE_PROBLEMS.has(problem.problem) ? problem.problem : null}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-puzzle-blocks`}>
          {t('question_views.puzzle.blocks_label')}
        </label>
        <select
          id={`${idPrefix}-puzzle-blocks`}
          className="field__input"
          value={question.puzzle_block}
          onChange={(event) =>
            onChange({
              ...question,
              puzzle_block: Number(event.target.value) as PuzzleQuestion['puzzle_block'],
            })
          }
        >
          {PUZZLE_BLOCKS.map((blocks) => (
            <option key={blocks} value={blocks}>
              {t('question_views.puzzle.blocks_option', { pieces: blocks, side: sideOf(blocks) })}
            </option>
          ))}
        </select>
      </div>
      <div className="puzzle-editor__row">
        <div className="field">
          <label className="field__label" htmlFor={`${idPrefix}-puzzle-caption`}>
            {t('question_views.puzzle.caption_label')}
          </label>
          <p className="field__hint">{t('question_views.puzzle.caption_hint')}</p>
          <input
            id={`${idPrefix}-puzzle-caption`}
            className="field__input"
            value={answer?.title ?? ''}
            onChange={(event) => onChange(withAnswer(question, { title: event.target.value }))}
          />
        </div>
        <NumberField
          className="puzzle-editor__points"
          label={t('question_views.points_label')}
          value={answer?.score ?? 0}
          min={0}
          max={ANSWER_SCORE_MAX}
          onChange={(score) => onChange(withAnswer(question, { score }))}
        />
      </div>
      {own && problem && (
        <p className="field__error" role="alert">
          {t(errorKey(problem.problem))}
        </p>
      )}
    </div>
  );
}
