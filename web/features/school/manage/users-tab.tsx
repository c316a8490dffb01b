import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_STATUSES, type MemberStatus } from '../../../../domain/school/rules.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useLoaded } from '../../../shared/use-loaded.ts';
import { type MemberFilter, readMembers } from '../school-api.ts';
import { InviteForm } from './invite-form.tsx';
import { MemberRow } from './member-row.tsx';
import { SchoolSearchForm } from './school-search-form.tsx';

/**
 * Users (spec §6): every member, paged and searchable, with their role and status, and the admin switch;
 * the Administrators tab is the same list narrowed to admins. New people come in by invitation here.
 */
export function UsersTab({ schoolId, adminsOnly }: { schoolId: string; adminsOnly: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<MemberFilter>({ search: '', status: '', adminsOnly, page: 1 });
  const [members, reload] = useLoaded(
    () => readMembers(schoolId, filter),
    `${schoolId}:${JSON.stringify(filter)}`,
  );
  const pages =
    members.status === 'ready' ? Math.max(1, Math.ceil(members.value.total / members.value.page_size)) : 1;

  return (
    <>
      <h2 className="school-card__heading">{t(adminsOnly ? 'school.tab_admins' : 'school.tab_users')}</h2>
      {adminsOnly && <p className="school-card__hint">{t('school.admins_lead')}</p>}
      {!adminsOnly && <InviteForm schoolId={schoolId} />}
      <SchoolSearchForm
        label={t('school.users_search')}
        buttonLabel={t('school.users_search_button')}
        onSearch={(search) => setFilter((f) => ({ ...f, search, page: 1 }))}
      >
        {!adminsOnly && (
          <label className="school-filters__status">
            <span>{t('school.users_status_filter')}</span>
            <select
              className="school-input"
              value={filter.status}
              onChange={(event) =>
                setFilter((f) => ({ ...f, status: event.target.value as MemberStatus | '', page: 1 }))
              }
            >
              <option value="">{t('school.users_all')}</option>
              {MEMBER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`school.status_${status}`)}
                </option>
              ))}
            </select>
          </label>
        )}
      </SchoolSearchForm>
      {members.status === 'loading' && <PageSpinner />}
      {members.status === 'failed' && <FormAlert code={members.code} />}
      {members.status === 'ready' && (
        <>
          <p className="school-row__meta" aria-live="polite">
            {t('school.users_count', { count: members.value.total })}
          </p>
          {members.value.users.length === 0 ? (
            <p className="school-empty">{t('school.users_empty')}</p>
          ) : (
            <ul className="school-rows">
              {members.value.users.map((member) => (
                <MemberRow key={member.user_id} schoolId={schoolId} member={member} onChanged={reload} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="school-pager" aria-label={t('school.pager_label')}>
              <button
                type="button"
                className="button school-button--outline school-button--small"
                disabled={filter.page <= 1}
                onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}
              >
                {t('school.pager_previous')}
              </button>
              <span>{t('school.pager_page', { page: filter.page, pages })}</span>
              <button
                type="button"
                className="button school-button--outline school-button--small"
                disabled={filter.page >= pages}
                onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
              >
                {t('school.pager_next')}
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
