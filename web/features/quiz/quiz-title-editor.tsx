import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { QuizView } from '../../../api/contracts/quizzes.ts';
import { checkQuizTitle, type TitleProblem } from '../../../domain/quiz/rules.ts';
import { ApiError } from '../../http/api-error.ts';
import { updateQuizTitle } from '../../http/quizzes-api.ts';
import { withLoadingOverlay } from '../../overlays/loading-state.ts';
import { showErrorMessage } from '../../overlays/main-message-state.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { loginPath } from '../../shared/paths/login-paths.ts';
import { QuizTitleField } from './quiz-title-field.tsx';

interface QuizTitleEditorProps {
  quiz: QuizView;
  /** The quiz as stored after this page's change. */
  onSaved: (quiz: QuizView) => void;
}

export function QuizTitleEditor({ quiz, onSaved }: QuizTitleEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // null while the visitor is not typing, so a title changed elsewhere also shows up in the field.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<TitleProblem | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkQuizTitle(draft ?? quiz.title);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    try {
      onSaved(await withLoadingOverlay(() => updateQuizTitle(quiz._id, checked.title)));
      setDraft(null);
      showToast('success', 'edit_quiz.saved');
    } catch (error) {
      // The session ended and could not be renewed: log in again and come back here.
      if (error instanceof ApiError && error.status === 401) navigate(loginPath(`/edit/${quiz._id}`));
      else showErrorMessage(error);
    }
  }

  return (
    <form className="surface quiz-form" onSubmit={save} noValidate>
      <QuizTitleField
        label={t('edit_quiz.title_label')}
        value={draft ?? quiz.title}
        onChange={setDraft}
        problem={problem}
      />
      <button type="submit" className="button button--accent quiz-form__submit">
        {t('edit_quiz.save')}
      </button>
      <p className="quiz-form__note">{t('edit_quiz.live_note')}</p>
    </form>
  );
}
