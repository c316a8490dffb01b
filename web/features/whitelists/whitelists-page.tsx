import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UsableWhitelist, WhitelistSummary, WhitelistView } from '../../../api/contracts/whitelists.ts';
import { WHITELIST_MONTHLY_LIMIT } from '../../../domain/whitelist/rules.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { WhitelistCard } from '../../components/whitelists/whitelist-card.tsx';
import { WhitelistDeleteDialog } from '../../components/whitelists/whitelist-delete-dialog.tsx';
import { WhitelistForm } from '../../components/whitelists/whitelist-form.tsx';
import { ApiError } from '../../http/api-error.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { myQuizPath } from '../../shared/paths/my-quiz-paths.ts';
import { HostRestrictedForm } from './host-restricted-form.tsx';
import {
  cloneWhitelist,
  createWhitelist,
  deleteWhitelist,
  fetchUsableWhitelists,
  fetchWhitelist,
  fetchWhitelists,
  updateWhitelist,
} from './whitelists-api.ts';
import '../../components/creator-controls.css';
import '../../components/whitelists/whitelist-parts.css';
import './whitelists.css';
import { useListAction } from '../../components/whitelists/use-list-action.ts';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; list: WhitelistView };

/**
 * `/my-quiz/whitelists`, the Whitelist tab of My Quiz (spec §2): the creator's lists of allowed player
 * names (title, names, total, created date) to create, change, copy and delete, and a way to host a
 * game that only those names can join.
 */
export function WhitelistsPage() {
  const { t, i18n } = useTranslation();
  const [lists, setLists] = useState<WhitelistSummary[] | null>(null);
  const [schoolLists, setSchoolLists] = useState<UsableWhitelist[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const { busy, act } = useListAction();
  const [deleting, setDeleting] = useState<WhitelistSummary | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    let current = true;
    setError(null);
    fetchWhitelists().then(
      (mine) => current && setLists(mine),
      (failure: unknown) =>
        current && setError(failure instanceof ApiError ? failure.code : 'something_went_wrong'),
    );
    // The school's lists only add choices to the host form; without them the page still works.
    fetchUsableWhitelists().then(
      (usable) => current && setSchoolLists(usable.filter((list) => list.school_id !== null)),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const summaryOf = ({ names: _names, ...summary }: WhitelistView): WhitelistSummary => summary;

  function saved(list: WhitelistView, created: boolean) {
    setLists((all) =>
      created
        ? [summaryOf(list), ...(all ?? [])]
        : (all ?? []).map((l) => (l.id === list.id ? summaryOf(list) : l)),
    );
    setEditing({ kind: 'none' });
    showToast('success', created ? 'whitelist.created_toast' : 'whitelist.saved_toast');
  }

  const edit = (list: WhitelistSummary) =>
    act(list, async () => setEditing({ kind: 'edit', list: await fetchWhitelist(list.id) }));
  const copy = (list: WhitelistSummary) =>
    act(list, async () => {
      const copied = await cloneWhitelist(list.id);
      setLists((all) => [summaryOf(copied), ...(all ?? [])]);
      showToast('success', 'whitelist.copied_toast');
    });
  const remove = (list: WhitelistSummary) =>
    act(list, async () => {
      await deleteWhitelist(list.id);
      setLists((all) => (all ?? []).filter((l) => l.id !== list.id));
      if (editing.kind === 'edit' && editing.list.id === list.id) setEditing({ kind: 'none' });
      showToast('success', 'whitelist.deleted_toast');
    });

  return (
    <div className="whitelists">
      <header className="whitelists__header">
        <h1 className="whitelists__title">{t('whitelist.heading')}</h1>
        {editing.kind === 'none' && (
          <button
            type="button"
            className="button button--light"
            onClick={() => setEditing({ kind: 'new' })}
            data-testid="whitelist-new"
          >
            <span aria-hidden="true">+</span> {t('whitelist.new_list')}
          </button>
        )}
      </header>

      <nav className="creator-tabs" aria-label={t('my_quiz.tabs_label')}>
        <Link to={myQuizPath(i18n.language)} className="creator-tabs__tab">
          {t('my_quiz.tab_my_quiz')}
        </Link>
        <Link to={myQuizPath(i18n.language, '?tab=reports')} className="creator-tabs__tab">
          {t('my_quiz.tab_reports')}
        </Link>
        <span className="creator-tabs__tab" aria-current="page">
          {t('my_quiz.tab_whitelist')}
        </span>
      </nav>

      <p className="whitelists__lead">
        {t('whitelist.lead')} {t('whitelist.monthly_note', { limit: WHITELIST_MONTHLY_LIMIT })}
      </p>

      {editing.kind !== 'none' && (
        <WhitelistForm
          key={editing.kind === 'edit' ? editing.list.id : 'new'}
          editing={editing.kind === 'edit' ? editing.list : null}
          save={(body, list) => (list ? updateWhitelist(list.id, body) : createWhitelist(body))}
          onSaved={saved}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}

      {error && (
        <div className="creator-state creator-state--inline" role="alert">
          <p>{t(errorKey(error))}</p>
          <button type="button" className="button button--light" onClick={() => setAttempt((n) => n + 1)}>
            {t('reports.retry')}
          </button>
        </div>
      )}
      {!error && lists === null && <PageSpinner />}
      {lists !== null && lists.length === 0 && editing.kind === 'none' && (
        <div className="whitelists__empty surface">
          <p>{t('whitelist.empty')}</p>
          <button type="button" className="button button--accent" onClick={() => setEditing({ kind: 'new' })}>
            {t('whitelist.new_list')}
          </button>
        </div>
      )}
      {lists !== null && lists.length > 0 && (
        <ul className="whitelist-grid" aria-label={t('whitelist.list_label')}>
          {lists.map((list) => (
            <li key={list.id}>
              <WhitelistCard
                list={list}
                busy={busy === list.id}
                onEdit={() => void edit(list)}
                onCopy={() => void copy(list)}
                onDelete={() => setDeleting(list)}
              />
            </li>
          ))}
        </ul>
      )}
      {lists !== null && <HostRestrictedForm lists={lists} schoolLists={schoolLists} />}
      {deleting && (
        <WhitelistDeleteDialog
          title={deleting.title}
          onConfirm={() => void remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
