import { useTranslation } from 'react-i18next';
import { ANSWER_SCORE_MAX } from '../../../domain/question-types/common.ts';
import { SCRAMBLE_PHRASE_MAX, scrambled, withPhrase } from '../../../domain/question-types/scramble/index.ts';
import { NumberField } from '../../components/number-field.tsx';
import { errorKey } from '../../i18n/translation-key.ts';
import type { EditorPanelProps } from '../question-type-views.ts';
import { LetterTiles } from './letter-tiles.tsx';
import '../text-entry/text-entry.css';

/** Element id of the phrase field, where the editor moves focus after a refused save. */
export const phraseFieldId = (questionId: string) => `scramble-phrase-${questionId}`;

/** The word or phrase to scramble, its points, and the letters as players will see them. */
export function ScrambleEditor({
  question,
  onChange,
  problem,
  newId,
  idPrefix: id,
}: EditorPanelProps<'scramble'>) {
  const { t } = useTranslation();
  const answer = question.answers[0];
  const phrase = answer?.title ?? '';
  const errorId = `${id}-phrase-error`;
  const scoreProblem = problem?.problem === 'answer_score_invalid';
  const preview = scrambled(phrase, question.question_id);
  return (
    <div className="text-editor">
      <div className="field">
        <label className="field__label" htmlFor={phraseFieldId(question.question_id)}>
          {t('text_questions.scramble.phrase_label')}
        </label>
        <p className="field__hint">
          {t('text_questions.scramble.editor_hint', { max: SCRAMBLE_PHRASE_MAX })}
        </p>
        <input
          id={phraseFieldId(question.question_id)}
          className="field__input"
          value={phrase}
          onChange={(event) => onChange(withPhrase(question, event.target.value, newId))}
          aria-invalid={problem && !scoreProblem ? true : undefined}
          aria-describedby={problem && !scoreProblem ? `${id}-phrase-hint ${errorId}` : `${id}-phrase-hint`}
        />
        {problem && !scoreProblem && (
          <p id={errorId} className="field__error">
            {t(errorKey(problem.problem))}
          </p>
        )}
      </div>
      {answer && (
        <NumberField
          className="answer-row__points"
          label={t('editor.answer_points')}
          value={answer.score}
          min={0}
          max={ANSWER_SCORE_MAX}
          onChange={(score) => onChange({ ...question, answers: [{ ...answer, score }] })}
          error={scoreProblem ? 'answer_score_invalid' : null}
          compact
        />
      )}
      {preview.length > 1 && (
        <div className="text-editor__preview">
          <p className="field__hint">{t('text_questions.scramble.preview')}</p>
          <LetterTiles letters={preview} size="small" />
        </div>
      )}
    </div>
  );
}
