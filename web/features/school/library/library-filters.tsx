import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subject } from '../../../../api/contracts/schools.ts';
import { LIBRARY_LEVELS } from '../../../../domain/library/rules.ts';
import { GRADE_MAX, GRADE_MIN } from '../../../../domain/quiz/audience.ts';
import type { LibraryFilter } from './library-api.ts';

const GRADES = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);

/** Search by text; filter by subject, grade and level (each change starts again at page 1). */
export function LibraryFilters({
  subjects,
  filter,
  onChange,
}: {
  subjects: Subject[];
  filter: LibraryFilter;
  onChange: (next: LibraryFilter) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filter.search);
  const set = (change: Partial<LibraryFilter>) => onChange({ ...filter, ...change, page: 1 });

  return (
    <search className="school-search">
      <form
        className="school-filters library-filters"
        onSubmit={(event) => {
          event.preventDefault();
          set({ search });
        }}
      >
        <label className="school-filters__search">
          <span className="visually-hidden">{t('library.search')}</span>
          <input
            type="search"
            className="school-input"
            placeholder={t('library.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className="school-filters__status">
          <span>{t('library.subject')}</span>
          <select
            className="school-input"
            value={filter.subject}
            onChange={(e) => set({ subject: e.target.value })}
          >
            <option value="">{t('library.all')}</option>
            {subjects.map((subject) => (
              <option key={subject.subject_id} value={subject.subject_id}>
                {subject.name}
              </option>
            ))}
          </select>
        </label>
        <label className="school-filters__status">
          <span>{t('library.grade')}</span>
          <select
            className="school-input"
            value={filter.grade}
            onChange={(e) => set({ grade: e.target.value })}
          >
            <option value="">{t('library.all')}</option>
            {GRADES.map((grade) => (
              <option key={grade} value={String(grade)}>
                {grade}
              </option>
            ))}
          </select>
        </label>
        <label className="school-filters__status">
          <span>{t('library.level')}</span>
          <select
            className="school-input"
            value={filter.level}
            onChange={(e) => set({ level: e.target.value })}
          >
            <option value="">{t('library.all')}</option>
            {LIBRARY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`library.level_${level}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="school-filters__status">
          <span>{t('library.scope')}</span>
          <select
            className="school-input"
            value={filter.scope}
            onChange={(e) => set({ scope: e.target.value === 'country' ? 'country' : '' })}
          >
            <option value="">{t('library.scope_school')}</option>
            <option value="country">{t('library.scope_country')}</option>
          </select>
        </label>
        <button type="submit" className="button school-button--outline school-button--small">
          {t('library.search_button')}
        </button>
      </form>
    </search>
  );
}
