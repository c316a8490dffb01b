import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { QuizLookScope } from '../../../components/quiz-look/index.ts';
import { PlayOutcome } from '../../../components/solo-play/play-outcome.tsx';
import { PlayQuestion } from '../../../components/solo-play/play-question.tsx';
import { playVerdict } from '../../../components/solo-play/play-verdict.ts';
import { schoolPaths } from '../../../shared/paths/school-paths.ts';
import { useLoaded } from '../../../shared/use-loaded.ts';
import { readPublicSchool } from '../school-api.ts';
import { SchoolProblem } from '../school-message.tsx';
import { useLibraryPreview } from './use-library-preview.ts';
import '../../../components/live-screens/live.css';
import '../../../components/solo-play/solo-play.css';
import '../school.css';
import './library.css';

/**
 * `/school/{slug}/library/{quizId}/preview` (spec §6 "basic teacher/student may only preview school
 * quizzes"): any active member plays a library quiz through, as a player would, without owning it and
 * without any report, score or coin being recorded.
 */
export function LibraryPreviewPage() {
  const { slug = '', quizId = '' } = useParams();
  const [school, reload] = useLoaded(() => readPublicSchool(slug), slug);
  if (school.status === 'loading') return <PageSpinner />;
  if (school.status === 'failed') return <SchoolProblem code={school.code} onRetry={reload} />;
  if (school.value.me?.member_status !== 'active') return <SchoolProblem code="school_not_member" />;
  return <PreviewRun slug={slug} schoolId={school.value.school_id} quizId={quizId} />;
}

function PreviewRun({ slug, schoolId, quizId }: { slug: string; schoolId: string; quizId: string }) {
  const { t } = useTranslation();
  const preview = useLibraryPreview(schoolId, quizId);
  const { view, start } = preview;
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once per quiz.
  useEffect(() => void start(), [schoolId, quizId]);

  if (!view) return preview.error ? <SchoolProblem code={preview.error} /> : <PageSpinner />;
  return (
    <QuizLookScope look={view.look}>
      <div className="play-page library-preview" data-testid="library-preview">
        <div className="library-preview__banner" role="note">
          <p>{t('library.preview_banner')}</p>
          <Link to={schoolPaths.library(slug)} className="button button--accent">
            {t('library.back_to_library')}
          </Link>
        </div>
        <p className="play-page__quiz">{view.quizTitle}</p>
        {preview.error && <FormAlert code={preview.error} />}
        {view.phase === 'finished' ? (
          <section className="play-summary" data-testid="library-preview-end">
            <h1 className="phone-result__verdict">{t('preview.finished')}</h1>
            <p className="library-preview__result">
              {t('preview.result', {
                correct: (view.review ?? []).filter((item) => item.scored && item.correct).length,
                total: view.total,
                score: view.score,
              })}
            </p>
            <ol className="play-review">
              {(view.review ?? []).map((item) => (
                <li key={item.index} className={`play-review__item play-review__item--${playVerdict(item)}`}>
                  <p className="play-review__title">{item.title}</p>
                  <p className="play-review__verdict">{t(`live.verdict_${playVerdict(item)}`)}</p>
                </li>
              ))}
            </ol>
            <div className="play-summary__actions">
              <button type="button" className="button button--light" onClick={() => void start()}>
                {t('preview.again')}
              </button>
            </div>
          </section>
        ) : view.question === null ? null : view.outcome ? (
          <PlayOutcome
            key={`outcome-${view.question.index}`}
            question={view.question}
            outcome={{ ...view.outcome, coins: 0 }}
            score={view.score}
            busy={preview.busy}
            ghost={null}
            onNext={() => void preview.next()}
          />
        ) : (
          <PlayQuestion
            key={`question-${view.question.index}`}
            question={view.question}
            score={view.score}
            offsetMs={preview.offsetMs}
            busy={preview.busy}
            refused={null}
            onAnswer={(given) => void preview.answer(given)}
            onTimeUp={() => void preview.timeUp()}
            onNext={() => void preview.next()}
          />
        )}
      </div>
    </QuizLookScope>
  );
}
