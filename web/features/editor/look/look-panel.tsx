import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorQuizView } from '../../../../api/contracts/quizzes.ts';
import { checkLook, DEFAULT_QUIZ_LOOK, type QuizLook } from '../../../../domain/quiz/look.ts';
import { sameValue } from '../../../../domain/shared/same-value.ts';
import { ApiError } from '../../../http/api-error.ts';
import { errorKey } from '../../../i18n/translation-key.ts';
import { BackgroundFields } from './background-fields.tsx';
import { ColorFields } from './color-fields.tsx';
import { saveLook } from './look-api.ts';
import { LookPreview } from './look-preview.tsx';
import { MusicField } from './music-field.tsx';
import { ThemePicker } from './theme-picker.tsx';
import './look.css';

/**
 * The quiz's look in the editor (spec §3 Theme and Quiz background fields): a theme, its colours,
 * the background (a colour, a picture or a video) and the music, with a live preview. Saved as a
 * whole with its own button; the same rules as the server run first, so a refusal is rare and said
 * in the same words.
 */
export function LookPanel({
  quiz,
  onSaved,
}: {
  quiz: EditorQuizView;
  onSaved: (quiz: EditorQuizView) => void;
}) {
  const { t } = useTranslation();
  const saved = quiz.look ?? DEFAULT_QUIZ_LOOK;
  const [look, setLook] = useState<QuizLook>(saved);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: Partial<QuizLook>) => {
    setLook((current) => ({ ...current, ...next }));
    setProblem(null);
    setState('idle');
  };
  const dirty = !sameValue(look, saved);

  async function save() {
    const checked = checkLook(look);
    if ('problem' in checked) return setProblem(checked.problem);
    setState('saving');
    try {
      const next = await saveLook(quiz._id, checked.look);
      setLook(next.look ?? DEFAULT_QUIZ_LOOK);
      onSaved(next);
      setState('saved');
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.code : 'something_went_wrong');
      setState('idle');
    }
  }

  return (
    <section className="look-panel surface" aria-labelledby="look-panel-heading" data-testid="look-panel">
      <h2 id="look-panel-heading" className="look-panel__heading">
        {t('look.heading')}
      </h2>
      <div className="look-panel__layout">
        <div className="look-panel__fields">
          <ThemePicker value={look.theme_name} onChange={(theme_name) => change({ theme_name })} />
          <ColorFields look={look} onChange={(theme_colors) => change({ theme_colors })} />
          <BackgroundFields look={look} onChange={change} problem={problem} />
          <MusicField
            value={look.background_music}
            onChange={(background_music) => change({ background_music })}
          />
        </div>
        <LookPreview look={look} />
      </div>
      <div className="look-panel__actions">
        <button
          type="button"
          className="button button--accent"
          onClick={() => void save()}
          disabled={!dirty || state === 'saving'}
          data-testid="look-save"
        >
          {state === 'saving' ? t('editor.saving') : t('look.save')}
        </button>
        <p className="look-panel__status" aria-live="polite" data-testid="look-status">
          {state === 'saved' && !dirty ? t('look.saved') : dirty ? t('look.unsaved') : ''}
        </p>
      </div>
      {problem ? (
        <p className="field__error" role="alert" data-testid="look-error">
          {t(errorKey(problem))}
        </p>
      ) : null}
    </section>
  );
}
