import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EditorQuizView } from '../../../api/contracts/quizzes.ts';
import type { ApiError } from '../../http/api-error.ts';
import { showErrorMessage } from '../../overlays/main-message-state.ts';
import { loginPath } from '../../shared/paths/login-paths.ts';
import { AudiencePanel } from './audience-panel.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import { DeleteQuestionDialog } from './delete-question-dialog.tsx';
import { DetailsPanel } from './details-panel.tsx';
import { LeaveWarning } from './leave-warning.tsx';
import { focusIds } from './question-card.tsx';
import {
  changeType,
  copyQuestion,
  newQuestion,
  type QuestionFactoryDeps,
  type QuestionStarter,
} from './question-factory.ts';
import { moveQuestion, moveQuestionTo, removeQuestion, replaceQuestion } from './question-list.ts';
import { QuestionListSection } from './question-list-section.tsx';
import { problemFromDetails, type QuestionProblemAt } from './question-problems.ts';
import { type DetailProblems, draftOf, draftProblems, problemCount, type QuizDraft } from './quiz-draft.ts';
import { SaveStatusBar } from './save-status.tsx';
import { DETAIL_CODES, type ServerProblem } from './server-problems.ts';
import { handleId } from './sortable-questions.tsx';
import { useActiveToggle } from './use-active-toggle.ts';
import { useAutosave } from './use-autosave.ts';
import { type ChangeKind, useDraftHistory } from './use-draft-history.ts';
import { usePendingFocus } from './use-pending-focus.ts';
import { useUndoShortcut } from './use-undo-shortcut.ts';

interface QuizEditorProps {
  /** The quiz as last saved. */
  saved: EditorQuizView;
  onSaved: (quiz: EditorQuizView) => void;
  /** The editor stays mounted while the History tab shows, so unsaved work survives a look at it. */
  hidden: boolean;
}

const newId = () => crypto.randomUUID();

/** The editor of one quiz: details, settings and audience beside the question list; every change autosaves. */
export function QuizEditor({ saved, onSaved, hidden }: QuizEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const history = useDraftHistory(() => draftOf(saved));
  const { draft } = history;
  const [serverProblem, setServerProblem] = useState<ServerProblem | null>(null);
  const [serverDetail, setServerDetail] = useState<DetailProblems>({});
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const { focusLater, focusFirstProblem } = usePendingFocus(rootRef);
  // The author asked to save: the draft's problems show (and the first takes the focus) at once.
  const [asked, setAsked] = useState(false);
  const { toggling, toggleActive } = useActiveToggle(saved._id, onSaved);

  const refused = (error: ApiError, sent: QuizDraft) => {
    // The session ended and could not be renewed: log in again and come back (the leave warning asks first).
    if (error.status === 401) return navigate(loginPath(`/my-quiz/edit/${saved._id}`));
    const located = problemFromDetails(error.code, error.details, sent.questions.length);
    // Shown where it is, without moving the focus: autosave runs while the author may be typing elsewhere.
    if (located) return setServerProblem(located);
    const field = DETAIL_CODES[error.code];
    if (field) return setServerDetail({ [field]: error.code });
    showErrorMessage(error);
  };
  const replaced = (quiz: EditorQuizView) => {
    const fresh = draftOf(quiz);
    history.reset(fresh);
    return fresh;
  };
  const autosave = useAutosave({
    draft,
    saved,
    onSaved,
    onRefused: refused,
    onReplaced: replaced,
    onRebased: (rebased) => history.change(() => rebased, 'step'),
  });
  useUndoShortcut(rootRef, history.undo);

  const deps: QuestionFactoryDeps = { newId, trueLabel: t('editor.true'), falseLabel: t('editor.false') };
  const problems = useMemo(() => draftProblems(draft), [draft]);
  // Problems show once autosave has been stopped by them, then follow every edit.
  const showProblems = autosave.status === 'blocked' || asked;

  useEffect(() => {
    if (autosave.status === 'saved') setAsked(false);
  }, [autosave.status]);

  function saveNow() {
    if (problemCount(problems) > 0) {
      setAsked(true);
      focusFirstProblem();
    }
    autosave.retryNow();
  }

  const setDraft = (update: (draft: QuizDraft) => QuizDraft, kind?: ChangeKind) => {
    history.change(update, kind);
    setServerProblem(null);
    setServerDetail({});
  };
  const setQuestions = (
    update: (questions: QuizDraft['questions']) => QuizDraft['questions'],
    kind?: ChangeKind,
  ) => setDraft((d) => ({ ...d, questions: update(d.questions) }), kind);

  const shownProblem = (index: number): QuestionProblemAt | null => {
    if (serverProblem?.question === index) return serverProblem.problem;
    return showProblems ? (problems.questions[index] ?? null) : null;
  };
  const shownDetails: DetailProblems = { ...(showProblems ? problems.details : {}), ...serverDetail };

  function addQuestion(starter: QuestionStarter) {
    const question = newQuestion(starter, deps);
    setQuestions((questions) => [...questions, question], 'step');
    focusLater(focusIds.title(question.question_id));
  }

  function move(index: number, delta: -1 | 1) {
    const question = draft.questions[index];
    if (!question) return;
    const target = index + delta;
    setQuestions((questions) => moveQuestion(questions, index, delta), 'step');
    // Keep the focus on the arrow that was used, or on the other one once the question reaches an end.
    const atEnd = target === 0 || target === draft.questions.length - 1;
    const sameWay = delta === -1 ? focusIds.moveUp : focusIds.moveDown;
    const otherWay = delta === -1 ? focusIds.moveDown : focusIds.moveUp;
    focusLater((atEnd ? otherWay : sameWay)(question.question_id));
  }

  /** A copy right after the original, remembered as its copy until saved (the log says clone_question). */
  function duplicate(index: number) {
    const original = draft.questions[index];
    if (!original) return;
    const copy = copyQuestion(original, newId);
    setDraft(
      (d) => ({
        ...d,
        questions: [...d.questions.slice(0, index + 1), copy, ...d.questions.slice(index + 1)],
        clones: { ...d.clones, [copy.question_id]: original.question_id },
      }),
      'step',
    );
    focusLater(focusIds.title(copy.question_id));
  }

  function confirmRemove() {
    if (confirmDelete === null) return;
    const index = confirmDelete;
    setConfirmDelete(null);
    setQuestions((questions) => removeQuestion(questions, index), 'step');
  }

  return (
    <div ref={rootRef} className="quiz-editor" hidden={hidden}>
      <div className="quiz-editor__layout">
        <DetailsPanel
          draft={draft}
          problems={shownDetails}
          onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
          onSettingsChange={(settings) => setDraft((d) => ({ ...d, settings }), 'step')}
          active={saved.status}
          toggling={toggling}
          onToggleActive={() => void toggleActive()}
        />
        <AudiencePanel
          audience={draft.audience}
          problem={shownDetails.audience ?? null}
          onChange={(audience) => setDraft((d) => ({ ...d, audience }))}
        />
        <QuestionListSection
          questions={draft.questions}
          showNumberQuestion={draft.settings.show_number_question}
          quizType={draft.settings.type}
          listProblem={showProblems ? problems.list : null}
          problemAt={shownProblem}
          onChange={(index, changed) =>
            setQuestions((questions) => replaceQuestion(questions, index, changed))
          }
          onTypeChange={(index, type) =>
            setQuestions(
              (questions) => replaceQuestion(questions, index, changeType(questions[index]!, type, deps)),
              'step',
            )
          }
          onMove={move}
          onStep={(index, delta) => {
            const question = draft.questions[index];
            setQuestions((questions) => moveQuestion(questions, index, delta), 'step');
            if (question) focusLater(handleId(question.question_id));
          }}
          onDrop={(from, to) => setQuestions((questions) => moveQuestionTo(questions, from, to), 'step')}
          onDuplicate={duplicate}
          onDelete={setConfirmDelete}
          onAdd={addQuestion}
          newId={newId}
        />
      </div>

      <SaveStatusBar
        status={autosave.status}
        canUndo={history.canUndo}
        onUndo={history.undo}
        onRetry={autosave.retryNow}
        onSaveNow={saveNow}
      />

      <DeleteQuestionDialog
        question={confirmDelete === null ? null : (draft.questions[confirmDelete] ?? null)}
        onConfirm={confirmRemove}
        onCancel={() => setConfirmDelete(null)}
      />
      <ConflictDialog
        open={autosave.status === 'conflict'}
        onKeepMine={() => void autosave.keepMine().catch(showErrorMessage)}
        onLoadTheirs={() => void autosave.loadTheirs().catch(showErrorMessage)}
      />

      <LeaveWarning when={autosave.status !== 'saved'} />
    </div>
  );
}
