import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EditorQuizView } from '../../../api/contracts/quizzes.ts';
import { BASIC_KINDS } from '../../../domain/question-types/basic/index.ts';
import { QUESTION_TYPE_NAMES } from '../../../domain/question-types/registry.ts';
import { QUESTIONS_MAX } from '../../../domain/quiz/decide.ts';
import { ApiError } from '../../http/api-error.ts';
import { toggleQuizStatus } from '../../http/quizzes-api.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { showErrorMessage } from '../../overlays/main-message-state.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { viewsOf } from '../../question-types/registry.ts';
import { loginPath } from '../../shared/paths/login-paths.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DetailsPanel, SHOW_NUMBER_FIELD_ID } from './details-panel.tsx';
import { saveQuestions, updateQuiz } from './editor-api.ts';
import { LeaveWarning } from './leave-warning.tsx';
import { PlaysNotice } from './plays-notice.tsx';
import { focusIds, QuestionCard } from './question-card.tsx';
import {
  changeType,
  newQuestion,
  type QuestionFactoryDeps,
  type QuestionStarter,
} from './question-factory.ts';
import { duplicateQuestion, moveQuestion, removeQuestion, replaceQuestion } from './question-list.ts';
import { problemFromDetails, type QuestionProblemAt } from './question-problems.ts';
import {
  type DetailProblems,
  draftOf,
  draftProblems,
  isDirty,
  problemCount,
  type QuizDraft,
  questionsChanged,
  updateBodyOf,
} from './quiz-draft.ts';

interface QuizEditorProps {
  /** The quiz as last saved. */
  saved: EditorQuizView;
  onSaved: (quiz: EditorQuizView) => void;
  /** The editor stays mounted while the History tab shows, so unsaved work survives a look at it. */
  hidden: boolean;
}

const newId = () => crypto.randomUUID();

/** A problem the server reported for a question of the list as it was sent. */
interface ServerProblem {
  question: number;
  problem: QuestionProblemAt;
}

const DETAIL_CODES: Record<string, keyof DetailProblems> = {
  quiz_title_required: 'title',
  quiz_title_too_long: 'title',
  quiz_description_too_long: 'description',
  limit_player_invalid: 'limit_player',
  show_number_question_invalid: 'show_number_question',
};

export function QuizEditor({ saved, onSaved, hidden }: QuizEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [draft, setDraftState] = useState<QuizDraft>(() => draftOf(saved));
  // Problems show once the author has tried to save, then follow every edit.
  const [attempted, setAttempted] = useState(false);
  const [serverProblem, setServerProblem] = useState<ServerProblem | null>(null);
  const [serverDetail, setServerDetail] = useState<DetailProblems>({});
  const [saving, setSaving] = useState(false);
  const [toggling, setToggling] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  // An element to focus after the next render: a new question's title, a moved question's button.
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const [focusProblem, setFocusProblem] = useState(0);

  const deps: QuestionFactoryDeps = { newId, trueLabel: t('editor.true'), falseLabel: t('editor.false') };
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const dirty = isDirty(draft, saved);

  const setDraft = (update: (draft: QuizDraft) => QuizDraft) => {
    setDraftState(update);
    setServerProblem(null);
    setServerDetail({});
  };
  const setQuestions = (update: (questions: QuizDraft['questions']) => QuizDraft['questions']) =>
    setDraft((d) => ({ ...d, questions: update(d.questions) }));

  useEffect(() => {
    if (pendingFocus === null) return;
    document.getElementById(pendingFocus)?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  useEffect(() => {
    if (focusProblem === 0) return;
    rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusProblem]);

  const shownProblem = (index: number): QuestionProblemAt | null => {
    if (serverProblem?.question === index) return serverProblem.problem;
    return attempted ? (problems.questions[index] ?? null) : null;
  };
  const shownDetails: DetailProblems = { ...(attempted ? problems.details : {}), ...serverDetail };

  function addQuestion(starter: QuestionStarter) {
    const question = newQuestion(starter, deps);
    setQuestions((questions) => [...questions, question]);
    setPendingFocus(focusIds.title(question.question_id));
  }

  function move(index: number, delta: -1 | 1) {
    const question = draft.questions[index];
    if (!question) return;
    const target = index + delta;
    setQuestions((questions) => moveQuestion(questions, index, delta));
    // Keep the focus on the arrow that was used, or on the other one once the question reaches an end.
    const atEnd = target === 0 || target === draft.questions.length - 1;
    const sameWay = delta === -1 ? focusIds.moveUp : focusIds.moveDown;
    const otherWay = delta === -1 ? focusIds.moveDown : focusIds.moveUp;
    setPendingFocus((atEnd ? otherWay : sameWay)(question.question_id));
  }

  function duplicate(index: number) {
    setQuestions((questions) => duplicateQuestion(questions, index, newId));
  }

  function confirmRemove() {
    if (confirmDelete === null) return;
    const index = confirmDelete;
    setConfirmDelete(null);
    setQuestions((questions) => removeQuestion(questions, index));
  }

  async function save() {
    setAttempted(true);
    setServerProblem(null);
    setServerDetail({});
    // The same rules the server runs: most mistakes are shown without a round trip.
    if (problemCount(problems) > 0) {
      setFocusProblem((n) => n + 1);
      return;
    }
    const sent = draft;
    setSaving(true);
    try {
      let current = saved;
      const body = updateBodyOf(sent, current);
      if (body) {
        current = await updateQuiz(body);
        onSaved(current);
      }
      if (questionsChanged(sent, current)) {
        current = await saveQuestions(current._id, sent.questions);
        onSaved(current);
      }
      // Take the server's tidied copy (trimmed titles), unless the author kept typing meanwhile.
      const stored = current;
      setDraftState((d) => (d === sent ? draftOf(stored) : d));
      setAttempted(false);
      showToast('success', 'editor.saved');
    } catch (error) {
      refused(error, sent);
    } finally {
      setSaving(false);
    }
  }

  function refused(error: unknown, sent: QuizDraft) {
    if (!(error instanceof ApiError)) return showErrorMessage(error);
    // The session ended and could not be renewed: log in again and come back here (the draft is lost).
    if (error.status === 401) return navigate(loginPath(`/my-quiz/edit/${saved._id}`));
    const located = problemFromDetails(error.code, error.details, sent.questions.length);
    if (located) {
      setServerProblem(located);
      setFocusProblem((n) => n + 1);
      return;
    }
    const field = DETAIL_CODES[error.code];
    if (field) {
      setServerDetail({ [field]: error.code });
      setFocusProblem((n) => n + 1);
      return;
    }
    showErrorMessage(error);
  }

  async function toggleActive() {
    setToggling(true);
    try {
      const toggled = await toggleQuizStatus(saved._id);
      onSaved(toggled);
      showToast('success', toggled.status ? 'editor.status_now_active' : 'editor.status_now_inactive');
    } catch (error) {
      showErrorMessage(error);
    } finally {
      setToggling(false);
    }
  }

  const count = problemCount({
    ...problems,
    questions: problems.questions.map((p, i) => (serverProblem?.question === i ? serverProblem.problem : p)),
  });
  const deleting = confirmDelete === null ? null : draft.questions[confirmDelete];

  return (
    <div ref={rootRef} className="quiz-editor" hidden={hidden}>
      <div className="quiz-editor__layout">
        <DetailsPanel
          draft={draft}
          problems={shownDetails}
          onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
          onSettingsChange={(settings) => setDraft((d) => ({ ...d, settings }))}
          active={saved.status}
          toggling={toggling}
          onToggleActive={() => void toggleActive()}
        />

        <section className="quiz-editor__questions" aria-labelledby={headingId}>
          <div className="quiz-editor__questions-head">
            <h2 id={headingId} className="quiz-editor__heading">
              {t('editor.questions_heading')}
            </h2>
            <span className="quiz-editor__count">
              {t('editor.questions_count', { total: draft.questions.length, max: QUESTIONS_MAX })}
            </span>
          </div>
          <PlaysNotice
            count={draft.settings.show_number_question}
            total={draft.questions.length}
            fieldId={SHOW_NUMBER_FIELD_ID}
          />
          {attempted && problems.list && <p className="field__error">{t(errorKey(problems.list))}</p>}
          {draft.questions.length === 0 && (
            <p className="quiz-editor__empty">{t('editor.questions_empty')}</p>
          )}
          <ol className="quiz-editor__list">
            {draft.questions.map((question, index) => (
              <li key={question.question_id}>
                <QuestionCard
                  question={question}
                  index={index}
                  total={draft.questions.length}
                  problem={shownProblem(index)}
                  onChange={(changed) =>
                    setQuestions((questions) => replaceQuestion(questions, index, changed))
                  }
                  onTypeChange={(type) =>
                    setQuestions((questions) =>
                      replaceQuestion(questions, index, changeType(questions[index]!, type, deps)),
                    )
                  }
                  onMove={(delta) => move(index, delta)}
                  onDuplicate={() => duplicate(index)}
                  onDelete={() => setConfirmDelete(index)}
                  newId={newId}
                />
              </li>
            ))}
          </ol>
          <div className="add-question surface">
            <h3 className="add-question__heading">{t('editor.add_question')}</h3>
            <div className="add-question__buttons">
              {BASIC_KINDS.map((kind) => (
                <button
                  key={kind}
                  type="button"
                  className={`button add-question__button add-question__button--${kind}`}
                  onClick={() => addQuestion({ type: 'basic', kind })}
                  disabled={draft.questions.length >= QUESTIONS_MAX}
                >
                  <span aria-hidden="true">+</span> {t(`editor.add_${kind}`)}
                </button>
              ))}
              {QUESTION_TYPE_NAMES.filter((type) => type !== 'basic').map((type) => (
                <button
                  key={type}
                  type="button"
                  className={`button add-question__button add-question__button--${type}`}
                  onClick={() => addQuestion({ type })}
                  disabled={draft.questions.length >= QUESTIONS_MAX}
                >
                  <span aria-hidden="true">+</span> {t(viewsOf(type).labelKey)}
                </button>
              ))}
            </div>
          </div>
        </section>
      </div>

      <section className="save-bar" aria-label={t('editor.save_bar')}>
        <p className="save-bar__status" aria-live="polite">
          {saving
            ? t('editor.saving')
            : attempted && count > 0
              ? t('editor.problems')
              : dirty
                ? t('editor.unsaved')
                : t('editor.all_saved')}
        </p>
        <button
          type="button"
          className="button button--accent save-bar__button"
          onClick={() => void save()}
          disabled={saving || !dirty}
          aria-busy={saving}
        >
          {saving ? t('editor.saving') : t('editor.save')}
        </button>
      </section>

      <ConfirmDialog
        open={deleting !== null && deleting !== undefined}
        title={t('editor.delete_confirm_title')}
        confirmLabel={t('editor.delete_confirm_yes')}
        cancelLabel={t('editor.cancel')}
        onConfirm={confirmRemove}
        onCancel={() => setConfirmDelete(null)}
        danger
      >
        <p>
          {deleting?.title.trim()
            ? t('editor.delete_confirm_text', { title: deleting.title.trim() })
            : t('editor.delete_confirm_untitled')}
        </p>
      </ConfirmDialog>

      <LeaveWarning when={dirty && !saving} />
    </div>
  );
}
