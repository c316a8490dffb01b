import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { checkQuizTitle, type TitleProblem } from '../../../domain/quiz/rules.ts';
import { withLoadingOverlay } from '../../overlays/loading-state.ts';
import { showErrorMessage } from '../../overlays/main-message-state.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { createQuiz } from './quiz-api.ts';
import { QuizTitleField } from './quiz-title-field.tsx';
import './quiz-pages.css';

/** `/create-quiz`: name a new quiz, then edit it. */
export function CreateQuizPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<TitleProblem | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    // The same rule the server enforces, so most mistakes are explained without a round trip.
    const checked = checkQuizTitle(title);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    try {
      const created = await withLoadingOverlay(() => createQuiz(checked.title));
      showToast('success', 'create_quiz.created');
      navigate(`/edit/${created._id}`);
    } catch (error) {
      showErrorMessage(error);
    }
  }

  return (
    <div className="page page--narrow">
      <form className="surface quiz-form" onSubmit={create} noValidate>
        <h1 className="quiz-form__heading">{t('create_quiz.heading')}</h1>
        <p>{t('create_quiz.lead')}</p>
        <QuizTitleField
          label={t('create_quiz.title_label')}
          placeholder={t('create_quiz.title_placeholder')}
          value={title}
          onChange={setTitle}
          problem={problem}
        />
        <button type="submit" className="button button--accent quiz-form__submit">
          {t('create_quiz.submit')}
        </button>
      </form>
    </div>
  );
}
