import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { checkQuizTitle, type TitleProblem } from '../../../domain/quiz/rules.ts';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../http/api-error.ts';
import { createQuiz } from '../../http/quizzes-api.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { editorPath } from '../../shared/paths/my-quiz-paths.ts';

interface NewQuizDialogProps {
  open: boolean;
  onClose: () => void;
}

/** "New quiz": a title, then straight into the editor. */
export function NewQuizDialog({ open, onClose }: NewQuizDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<TitleProblem | string | null>(null);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setTitle('');
      setProblem(null);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  async function create(event: FormEvent) {
    event.preventDefault();
    // The server's own rule, so an empty title is explained without a round trip.
    const checked = checkQuizTitle(title);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setCreating(true);
    try {
      const created = await createQuiz(checked.title);
      showToast('success', 'my_quiz.created');
      onClose();
      navigate(editorPath(created._id));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.code : 'something_went_wrong');
    } finally {
      setCreating(false);
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog surface"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <form className="confirm-dialog__content" onSubmit={create} noValidate>
          <h2 id={titleId} className="confirm-dialog__title">
            {t('my_quiz.new_quiz_heading')}
          </h2>
          <TextField
            label={t('my_quiz.new_quiz_title_label')}
            placeholder={t('my_quiz.new_quiz_title_placeholder')}
            value={title}
            onChange={setTitle}
            error={problem}
            autoComplete="off"
            autoFocus
          />
          <div className="confirm-dialog__actions">
            <button type="button" className="button creator-button--outline" onClick={onClose}>
              {t('editor.cancel')}
            </button>
            <button type="submit" className="button button--accent" disabled={creating} aria-busy={creating}>
              {t('my_quiz.create')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
