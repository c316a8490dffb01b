import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { asEditorView, type QuizView } from '../../../api/contracts/quizzes.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { HostLiveAction } from '../../components/host-live.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiError } from '../../http/api-error.ts';
import { fetchQuiz } from '../../http/quizzes-api.ts';
import { myQuizPath, previewPath } from '../../shared/paths/my-quiz-paths.ts';
import { reportPath } from '../../shared/paths/report-paths.ts';
import { schoolPaths } from '../../shared/paths/school-paths.ts';
import { shareSettingsPath } from '../../shared/paths/sharing-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { EditingHeld } from './editing-seat/editing-held.tsx';
import { HandoverDialog } from './editing-seat/handover-dialog.tsx';
import { useEditingSeat } from './editing-seat/use-editing-seat.ts';
import { QuizLogPanel } from './log/quiz-log-panel.tsx';
import { LookPanel } from './look/look-panel.tsx';
import { QuizEditor } from './quiz-editor.tsx';
import { ExportButton } from './transfer/export-button.tsx';
import '../../components/creator-controls.css';
import './editor.css';

type Tab = 'edit' | 'history';
const TAB_PARAM = 'tab';

/**
 * `/my-quiz/edit/{id}`: the quiz editor for its owner (and the site's administrators, whom the server
 * also lets through), with its History as a second tab (`?tab=history`).
 */
export function EditorPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const session = useAtomValue(sessionAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  const [quiz, setQuiz] = useState<QuizView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const tab: Tab = searchParams.get(TAB_PARAM) === 'history' ? 'history' : 'edit';
  // One editor at a time: while someone else holds the editor, this tab shows who instead of it.
  const seat = useEditingSeat(id || null);
  const role = seat.view?.role;
  const held = role === 'other_person' || role === 'same_person_elsewhere';
  const wasHeld = useRef(false);
  useEffect(() => {
    // Handed the editor (or it came free): load the quiz as the last editor left it.
    if (wasHeld.current && role === 'editor') setAttempt((n) => n + 1);
    wasHeld.current = held;
  }, [role, held]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    let current = true;
    setQuiz(null);
    setLoadError(null);
    fetchQuiz(id).then(
      (loaded) => current && setQuiz(loaded),
      (error: unknown) =>
        current && setLoadError(error instanceof ApiError ? error.code : 'something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  if (loadError !== null) {
    return <ErrorState code={loadError} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (!quiz || session.status !== 'signed-in') return <PageSpinner />;
  // The server sends the answer key only to those who may edit the quiz, and says so in `can_edit`.
  const editable = asEditorView(quiz);
  if (!editable) return <ErrorState code="no_permission" />;

  const selectTab = (next: Tab) =>
    setSearchParams(
      (params) => {
        if (next === 'edit') params.delete(TAB_PARAM);
        else params.set(TAB_PARAM, next);
        return params;
      },
      { replace: true },
    );

  return (
    <div className="editor-page">
      <header className="editor-header">
        <Link to={myQuizPath(i18n.language)} className="editor-header__back">
          <span aria-hidden="true">←</span> {t('editor.back')}
        </Link>
        <h1 className="editor-header__title">{quiz.title}</h1>
        <dl className="editor-header__facts">
          <div>
            <dt>{t('editor.code_label')}</dt>
            <dd className="editor-header__code">{quiz.code}</dd>
          </div>
          <div>
            <dt>{t('editor.games_played')}</dt>
            <dd>{quiz.playing_counter ?? 0}</dd>
          </div>
          <div>
            <dt>{t('editor.status_heading')}</dt>
            <dd>
              <span
                className={
                  quiz.status
                    ? 'creator-badge creator-badge--active'
                    : 'creator-badge creator-badge--inactive'
                }
              >
                {t(quiz.status ? 'my_quiz.active' : 'my_quiz.inactive')}
              </span>
            </dd>
          </div>
        </dl>
        <div className="editor-header__actions">
          <HostLiveAction quiz={quiz} className="button button--light" />
          <Link
            to={previewPath(quiz._id)}
            className="button creator-button--on-red"
            data-testid="editor-preview"
          >
            {t('editor.preview')}
          </Link>
          <ExportButton quizId={quiz._id} className="button creator-button--on-red" />
          {/* Sharing is the owner's to manage (colleagues it is shared with edit, but never re-share). */}
          {quiz.user_id === session.claims.sub && (
            <Link to={shareSettingsPath(quiz._id)} className="button creator-button--on-red">
              {t('my_quiz.share')}
            </Link>
          )}
          {/* Spec §5 "share to school": the owner's, when they belong to a school. */}
          {quiz.user_id === session.claims.sub && session.claims.schoolId !== null && (
            <Link
              to={schoolPaths.shareToSchool(quiz._id)}
              className="button creator-button--on-red"
              data-testid="editor-share-to-school"
            >
              {t('library.share_button')}
            </Link>
          )}
          <Link to={reportPath(quiz._id)} className="button creator-button--on-red">
            {t('my_quiz.reports')}
          </Link>
        </div>
      </header>

      <div className="creator-tabs" role="tablist" aria-label={t('editor.tabs_label')}>
        {(['edit', 'history'] as const).map((name) => (
          <button
            key={name}
            id={`editor-tab-${name}`}
            type="button"
            role="tab"
            className="creator-tabs__tab"
            aria-selected={tab === name}
            aria-controls={`editor-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => selectTab(name)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                const other = name === 'edit' ? 'history' : 'edit';
                selectTab(other);
                document.getElementById(`editor-tab-${other}`)?.focus();
              }
            }}
          >
            {t(name === 'edit' ? 'editor.tab_edit' : 'editor.tab_history')}
          </button>
        ))}
      </div>

      <div id="editor-panel-edit" role="tabpanel" aria-labelledby="editor-tab-edit" hidden={tab !== 'edit'}>
        {held ? (
          <EditingHeld seat={seat} />
        ) : (
          <>
            <QuizEditor key={quiz._id} saved={editable} onSaved={setQuiz} hidden={tab !== 'edit'} />
            <LookPanel key={`look-${quiz._id}`} quiz={editable} onSaved={setQuiz} />
          </>
        )}
        <HandoverDialog seat={seat} />
      </div>
      <div
        id="editor-panel-history"
        role="tabpanel"
        aria-labelledby="editor-tab-history"
        hidden={tab !== 'history'}
      >
        {/* Loaded each time it is opened, and after each save (the version changes), so it is never stale. */}
        {tab === 'history' && <QuizLogPanel quizId={quiz._id} version={quiz.version} />}
      </div>
    </div>
  );
}
