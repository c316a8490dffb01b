import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LibraryEntry, LibraryListingBody } from '../../../../api/contracts/library.ts';
import type { QuizView } from '../../../../api/contracts/quizzes.ts';
import {
  LIBRARY_LEVELS,
  LIBRARY_MIN_QUESTIONS,
  type LibraryLevel,
} from '../../../../domain/library/rules.ts';
import { difficultyLevelOf, GRADE_MAX, GRADE_MIN } from '../../../../domain/quiz/audience.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorCodeOf } from '../../../components/use-form.ts';
import { uploadPicture } from '../../../http/pictures-api.ts';
import { useLoaded } from '../../../shared/use-loaded.ts';
import { readLibrarySubjects, removeFromLibrary, shareToLibrary, updateLibraryEntry } from './library-api.ts';

type SavedMessage = 'library.share_done' | 'library.share_saved' | 'library.share_removed';

const GRADES = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);

/** The share-to-school form (spec §5): level, age, subject, grade, description, image; prefilled from the quiz. */
export function ShareForm({
  quiz,
  schoolId,
  libraryPath,
  entry,
  onChanged,
}: {
  quiz: QuizView;
  schoolId: string;
  libraryPath: string;
  entry: LibraryEntry | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [subjects] = useLoaded(() => readLibrarySubjects(schoolId), schoolId);
  const [level, setLevel] = useState<LibraryLevel>(entry?.level ?? difficultyLevelOf(quiz.difficult));
  const [age, setAge] = useState<[number, number]>(entry?.age ?? [quiz.age[0] ?? 0, quiz.age[1] ?? 99]);
  const [subjectId, setSubjectId] = useState(entry?.subject_id ?? '');
  const [grades, setGrades] = useState<number[]>(entry?.class_grade ?? quiz.class_grade);
  const [description, setDescription] = useState(entry?.description ?? quiz.description);
  const [image, setImage] = useState(entry?.image ?? quiz.image ?? '');
  const [countryList, setCountryList] = useState(entry?.show_school_country_list ?? false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedMessage | null>(null);
  const tooFew = quiz.questions.length < LIBRARY_MIN_QUESTIONS;

  async function run(action: () => Promise<unknown>, done: SavedMessage) {
    setBusy(true);
    setProblem(null);
    setSaved(null);
    try {
      await action();
      setSaved(done);
      onChanged();
    } catch (error) {
      setProblem(errorCodeOf(error));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: LibraryListingBody = {
      quiz_id: quiz._id,
      level,
      age,
      subject_id: subjectId,
      class_grade: grades,
      description,
      image,
      show_school_country_list: countryList,
    };
    void run(
      () => (entry ? updateLibraryEntry(schoolId, body) : shareToLibrary(schoolId, body)),
      entry ? 'library.share_saved' : 'library.share_done',
    );
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      setImage((await uploadPicture(file)).upload_path);
    } catch (error) {
      setProblem(errorCodeOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="surface school-card library-share" onSubmit={submit} data-testid="share-to-school">
      {entry && <p className="school-card__status">{t('library.share_listed')}</p>}
      {tooFew && <FormAlert code="library_too_few_questions" />}
      <div className="library-share__row">
        <label className="library-share__field">
          <span>{t('library.level')}</span>
          <select
            className="school-input"
            value={level}
            onChange={(e) => setLevel(e.target.value as LibraryLevel)}
          >
            {LIBRARY_LEVELS.map((value) => (
              <option key={value} value={value}>
                {t(`library.level_${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="library-share__field">
          <span>{t('library.subject')}</span>
          <select
            className="school-input"
            value={subjectId}
            required
            onChange={(e) => setSubjectId(e.target.value)}
          >
            <option value="">{t('library.choose_subject')}</option>
            {subjects.status === 'ready' &&
              subjects.value.map((subject) => (
                <option key={subject.subject_id} value={subject.subject_id}>
                  {subject.name}
                </option>
              ))}
          </select>
        </label>
        <label className="library-share__field">
          <span>{t('library.age_from')}</span>
          <input
            className="school-input"
            type="number"
            min={0}
            max={99}
            value={age[0]}
            onChange={(e) => setAge([Number(e.target.value), age[1]])}
          />
        </label>
        <label className="library-share__field">
          <span>{t('library.age_to')}</span>
          <input
            className="school-input"
            type="number"
            min={0}
            max={99}
            value={age[1]}
            onChange={(e) => setAge([age[0], Number(e.target.value)])}
          />
        </label>
      </div>
      <fieldset className="library-share__grades">
        <legend>{t('library.grade')}</legend>
        {GRADES.map((grade) => (
          <label key={grade} className="library-share__grade">
            <input
              type="checkbox"
              checked={grades.includes(grade)}
              onChange={(e) =>
                setGrades(
                  e.target.checked
                    ? [...grades, grade].sort((a, b) => a - b)
                    : grades.filter((g) => g !== grade),
                )
              }
            />
            {grade}
          </label>
        ))}
      </fieldset>
      <label className="library-share__field">
        <span>{t('library.description')}</span>
        <textarea
          className="school-input"
          rows={3}
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <div className="library-share__field">
        <span>{t('library.image')}</span>
        {image && <img className="library-share__image" src={image} alt="" />}
        <label className="button school-button--outline">
          {t('library.image_upload')}
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </label>
      </div>
      <label className="school-switch">
        <input type="checkbox" checked={countryList} onChange={(e) => setCountryList(e.target.checked)} />
        {t('library.country_list')}
      </label>
      {problem && <FormAlert code={problem} />}
      {saved && (
        <p className="school-card__status" role="status">
          {t(saved)}
        </p>
      )}
      <div className="library-share__actions">
        <button type="submit" className="button button--accent" disabled={busy || tooFew} aria-busy={busy}>
          {t(entry ? 'library.share_update' : 'library.share_submit')}
        </button>
        {entry && (
          <button
            type="button"
            className="button school-button--danger"
            disabled={busy}
            onClick={() => void run(() => removeFromLibrary(schoolId, quiz._id), 'library.share_removed')}
          >
            {t('library.share_remove')}
          </button>
        )}
        <Link to={libraryPath} className="button school-button--outline">
          {t('library.open_library')}
        </Link>
      </div>
    </form>
  );
}
