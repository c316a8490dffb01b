import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WhitelistSummary, WhitelistView } from '../../../../api/contracts/whitelists.ts';
import { WHITELIST_MONTHLY_LIMIT } from '../../../../domain/whitelist/rules.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { WhitelistCard } from '../../../components/whitelists/whitelist-card.tsx';
import { WhitelistDeleteDialog } from '../../../components/whitelists/whitelist-delete-dialog.tsx';
import { WhitelistForm } from '../../../components/whitelists/whitelist-form.tsx';
import { showToast } from '../../../overlays/toast-state.ts';
import { useLoaded } from '../../../shared/use-loaded.ts';
import {
  cloneWhitelist,
  createSchoolWhitelist,
  deleteWhitelist,
  readSchoolWhitelists,
  readWhitelist,
  updateWhitelist,
} from '../school-api.ts';
import '../../../components/creator-controls.css';
import { useListAction } from '../../../components/whitelists/use-list-action.ts';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; list: WhitelistView };

/**
 * School whitelists (spec §1, §6 "admin manages … whitelists"): the school's own lists of player names,
 * which its admins create, change, copy and delete here and its teachers restrict their games and
 * assignments by. The same rules as a teacher's own lists; the school has its own monthly limit.
 */
export function WhitelistsTab({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const [lists, reload] = useLoaded(() => readSchoolWhitelists(schoolId), schoolId);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const { busy, act } = useListAction();
  const [deleting, setDeleting] = useState<WhitelistSummary | null>(null);

  return (
    <>
      <div className="school-card__header">
        <h2 className="school-card__heading">{t('school.tab_whitelists')}</h2>
        {editing.kind === 'none' && (
          <button
            type="button"
            className="button button--accent"
            onClick={() => setEditing({ kind: 'new' })}
            data-testid="school-whitelist-new"
          >
            <span aria-hidden="true">+</span> {t('whitelist.new_list')}
          </button>
        )}
      </div>
      <p className="school-card__hint">
        {t('school.whitelists_lead')} {t('whitelist.monthly_note', { limit: WHITELIST_MONTHLY_LIMIT })}
      </p>
      {editing.kind !== 'none' && (
        <WhitelistForm
          key={editing.kind === 'edit' ? editing.list.id : 'new'}
          editing={editing.kind === 'edit' ? editing.list : null}
          save={(body, list) =>
            list ? updateWhitelist(list.id, body) : createSchoolWhitelist(schoolId, body)
          }
          onSaved={(_saved, created) => {
            setEditing({ kind: 'none' });
            showToast('success', created ? 'whitelist.created_toast' : 'whitelist.saved_toast');
            reload();
          }}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
      {lists.status === 'loading' && <PageSpinner />}
      {lists.status === 'failed' && <FormAlert code={lists.code} />}
      {lists.status === 'ready' && lists.value.length === 0 && editing.kind === 'none' && (
        <p className="school-empty">{t('school.whitelists_empty')}</p>
      )}
      {lists.status === 'ready' && lists.value.length > 0 && (
        <ul className="whitelist-grid" aria-label={t('school.tab_whitelists')}>
          {lists.value.map((list) => (
            <li key={list.id}>
              <WhitelistCard
                list={list}
                busy={busy === list.id}
                onEdit={() =>
                  void act(list, async () => setEditing({ kind: 'edit', list: await readWhitelist(list.id) }))
                }
                onCopy={() =>
                  void act(list, async () => {
                    await cloneWhitelist(list.id);
                    showToast('success', 'whitelist.copied_toast');
                    reload();
                  })
                }
                onDelete={() => setDeleting(list)}
              />
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <WhitelistDeleteDialog
          title={deleting.title}
          onConfirm={() =>
            void act(deleting, async () => {
              await deleteWhitelist(deleting.id);
              if (editing.kind === 'edit' && editing.list.id === deleting.id) setEditing({ kind: 'none' });
              showToast('success', 'whitelist.deleted_toast');
              reload();
            })
          }
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
