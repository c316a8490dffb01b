import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ImportProblemView } from '../../../api/contracts/quiz-transfer.ts';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../http/api-error.ts';
import { importQuiz } from '../../http/quiz-import-api.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { editorPath } from '../../shared/paths/my-quiz-paths.ts';
import './import-quiz.css';

/**
 * "Import quiz": Kahoot!'s spreadsheet template or a Kviss file becomes a new quiz, opened in the
 * editor. A file with problems creates nothing; every problem is listed with its row (or question).
 */
export function ImportQuizAction() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--light my-quiz__import" onClick={() => setOpen(true)}>
        {t('transfer.import_quiz')}
      </button>
      <ImportQuizDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function ImportQuizDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [problems, setProblems] = useState<ImportProblemView[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setFile(null);
      setTitle('');
      setProblems([]);
      setFailure(null);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setFailure('import_file_missing');
      return;
    }
    setBusy(true);
    setProblems([]);
    setFailure(null);
    try {
      const imported = await importQuiz(file, title);
      showToast('success', 'transfer.imported');
      onClose();
      navigate(editorPath(imported._id));
    } catch (error) {
      const listed = error instanceof ApiError ? error.details?.problems : undefined;
      if (Array.isArray(listed) && listed.length > 0) setProblems(listed as ImportProblemView[]);
      else setFailure(error instanceof ApiError ? error.code : 'something_went_wrong');
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog surface import-quiz"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <form className="confirm-dialog__content" onSubmit={submit} noValidate>
          <h2 id={headingId} className="confirm-dialog__title">
            {t('transfer.import_quiz')}
          </h2>
          <p className="import-quiz__lead">{t('transfer.import_lead')}</p>
          <div className="field">
            <label className="field__label" htmlFor={fileId}>
              {t('transfer.file_label')}
            </label>
            <input
              id={fileId}
              className="import-quiz__file"
              type="file"
              accept=".xlsx,.json,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblems([]);
                setFailure(null);
              }}
            />
          </div>
          <TextField
            label={t('transfer.title_label')}
            hint={t('transfer.title_hint')}
            value={title}
            onChange={setTitle}
            autoComplete="off"
          />
          {failure && (
            <p className="import-quiz__failure" role="alert">
              {t(errorKey(failure))}
            </p>
          )}
          {problems.length > 0 && <ProblemList problems={problems} />}
          <div className="confirm-dialog__actions">
            <button type="button" className="button creator-button--outline" onClick={onClose}>
              {t('editor.cancel')}
            </button>
            <button type="submit" className="button button--accent" disabled={busy} aria-busy={busy}>
              {busy ? t('transfer.importing') : t('transfer.import_submit')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

function ProblemList({ problems }: { problems: ImportProblemView[] }) {
  const { t } = useTranslation();
  const where = (p: ImportProblemView) => {
    const first =
      p.row !== undefined
        ? t('transfer.at_row', { row: p.row })
        : p.question !== undefined
          ? t('transfer.at_question', { question: p.question })
          : t('transfer.at_file');
    const more = [
      p.column === undefined ? null : t('transfer.at_column', { column: p.column }),
      p.answer === undefined ? null : t('transfer.at_answer', { answer: p.answer }),
    ].filter(Boolean);
    return more.length > 0 ? `${first}, ${more.join(', ')}` : first;
  };
  return (
    <section className="import-quiz__problems" role="alert">
      <h3 className="import-quiz__problems-heading">{t('transfer.problems_heading')}</h3>
      <ul className="import-quiz__problem-list">
        {problems.map((p, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
          <li key={index} className="import-quiz__problem">
            <strong>{where(p)}:</strong> {t(errorKey(p.code), { max: p.max })}
          </li>
        ))}
      </ul>
    </section>
  );
}
