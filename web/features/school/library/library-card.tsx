import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { LibraryEntry } from '../../../../api/contracts/library.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorCodeOf } from '../../../components/use-form.ts';
import { editorPath } from '../../../shared/paths/my-quiz-paths.ts';
import { schoolPaths } from '../../../shared/paths/school-paths.ts';
import { copyFromLibrary } from './library-api.ts';

/**
 * One library quiz: its picture, title, subject, grades, level and age, and what the reader may do with
 * it (spec §6): everyone previews; plus roles copy it to their own quizzes.
 */
export function LibraryCard({
  slug,
  entry,
  mayCopy,
}: {
  slug: string;
  entry: LibraryEntry;
  mayCopy: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [copying, setCopying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function copy() {
    setCopying(true);
    setProblem(null);
    try {
      const created = await copyFromLibrary(entry.quiz_id);
      navigate(editorPath(created._id));
    } catch (error) {
      setProblem(errorCodeOf(error));
      setCopying(false);
    }
  }

  return (
    <li className="library-card surface" data-testid="library-card">
      <img className="library-card__image" src={entry.image} alt="" loading="lazy" />
      <div className="library-card__body">
        <h2 className="library-card__title">{entry.title}</h2>
        <p className="library-card__facts">
          <span>{entry.class_subject}</span>
          <span>{t('library.grades', { grades: entry.class_grade.join(', ') })}</span>
          <span>{t(`library.level_${entry.level}`)}</span>
          <span>{t('library.age', { from: entry.age[0], to: entry.age[1] })}</span>
          <span>{t('library.questions', { count: entry.question_count })}</span>
        </p>
        <p className="library-card__description">{entry.description}</p>
        {entry.owner_name && (
          <p className="library-card__owner">{t('library.by', { name: entry.owner_name })}</p>
        )}
        <div className="library-card__actions">
          <Link className="button button--accent" to={schoolPaths.libraryPreview(slug, entry.quiz_id)}>
            {t('library.preview')}
          </Link>
          {mayCopy && (
            <button
              type="button"
              className="button button--light"
              disabled={copying}
              aria-busy={copying}
              onClick={() => void copy()}
            >
              {t('library.copy')}
            </button>
          )}
        </div>
        {problem && <FormAlert code={problem} />}
      </div>
    </li>
  );
}
