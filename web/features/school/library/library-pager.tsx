import { useTranslation } from 'react-i18next';

/** Previous / page n of m / next, for the library and Manage School's Quizzes tab. */
export function LibraryPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="school-pager" aria-label={t('school.pager_label')}>
      <button
        type="button"
        className="button school-button--outline school-button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('school.pager_previous')}
      </button>
      <span>{t('school.pager_page', { page, pages })}</span>
      <button
        type="button"
        className="button school-button--outline school-button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('school.pager_next')}
      </button>
    </nav>
  );
}
