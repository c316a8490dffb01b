import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolMember } from '../../../../api/contracts/schools.ts';
import {
  isStudentRole,
  type MemberStatus,
  SCHOOL_ROLES,
  type SchoolRole,
} from '../../../../domain/school/rules.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorCodeOf } from '../../../components/use-form.ts';
import { sessionAtom } from '../../../shared/session/session-state.ts';
import { setMemberAdmin, setMemberRole, setMemberStatus } from '../school-api.ts';

/** One member: name, e-mail, role (changeable), status actions and the admin switch. The server has the last word. */
export function MemberRow({
  schoolId,
  member,
  onChanged,
}: {
  schoolId: string;
  member: SchoolMember;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const self = session.status === 'signed-in' && session.claims.sub === member.user_id;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await change();
      onChanged();
    } catch (failure) {
      setError(errorCodeOf(failure));
    } finally {
      setBusy(false);
    }
  }
  const status = (next: MemberStatus) => run(() => setMemberStatus(schoolId, member.user_id, next));

  return (
    <li className="school-row" data-status={member.status}>
      <div className="school-row__who">
        <strong>
          {member.name}
          {member.admin && <span className="school-badge">{t('roles.school_admin')}</span>}
          {member.status !== 'active' && (
            <span className="school-badge school-badge--muted">{t(`school.status_${member.status}`)}</span>
          )}
        </strong>
        <span className="school-row__meta">{member.email}</span>
        <FormAlert code={error} />
      </div>
      <div className="school-row__actions">
        <label className="school-row__role">
          <span className="visually-hidden">{t('school.role_label', { name: member.name })}</span>
          <select
            className="school-input"
            value={member.role}
            disabled={busy}
            onChange={(event) =>
              run(() => setMemberRole(schoolId, member.user_id, event.target.value as SchoolRole))
            }
          >
            {SCHOOL_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </label>
        {!isStudentRole(member.role) && member.status === 'active' && (
          <button
            type="button"
            className="button school-button--outline school-button--small"
            disabled={busy}
            onClick={() => run(() => setMemberAdmin(schoolId, member.user_id, !member.admin))}
          >
            {t(member.admin ? 'school.users_unmake_admin' : 'school.users_make_admin')}
          </button>
        )}
        {!self && member.status === 'active' && (
          <button
            type="button"
            className="button school-button--outline school-button--small"
            disabled={busy}
            onClick={() => status('suspended')}
          >
            {t('school.users_suspend')}
          </button>
        )}
        {!self && member.status !== 'active' && (
          <button
            type="button"
            className="button school-button--outline school-button--small"
            disabled={busy}
            onClick={() => status('active')}
          >
            {t('school.users_restore')}
          </button>
        )}
        {!self && member.status !== 'removed' && (
          <button
            type="button"
            className="button school-button--danger school-button--small"
            disabled={busy}
            onClick={() => status('removed')}
          >
            {t('school.users_remove')}
          </button>
        )}
      </div>
    </li>
  );
}
