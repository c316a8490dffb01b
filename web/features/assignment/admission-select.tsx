import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdmissionBody, UsableWhitelist } from '../../../api/contracts/whitelists.ts';
import { SchoolListOptions } from '../../components/whitelists/school-list-options.tsx';
import { apiGet } from '../../http/api-client.ts';

/**
 * Who may start the homework (spec §6): anyone with the link, the names on one of the teacher's
 * whitelists or of a school they teach at, or Feide users only. The server copies the list into the assignment when it is set.
 */
export function AdmissionSelect({ onChange }: { onChange: (admission: AdmissionBody | undefined) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [lists, setLists] = useState<UsableWhitelist[]>([]);
  const [value, setValue] = useState('');

  useEffect(() => {
    let current = true;
    apiGet<UsableWhitelist[]>('/api/whitelists/usable').then(
      (mine) => current && setLists(mine),
      // Without the lists the other choices still work.
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);

  function choose(next: string) {
    setValue(next);
    if (next === '') onChange(undefined);
    else if (next === 'feide') onChange({ kind: 'feide' });
    else onChange({ kind: 'whitelist', whitelist_id: next });
  }

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('whitelist.host_who_label')}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => choose(event.target.value)}
        data-testid="assignment-admission"
      >
        <option value="">{t('whitelist.anyone')}</option>
        {lists
          .filter((list) => list.school_id === null)
          .map((list) => (
            <option key={list.id} value={list.id}>
              {t('whitelist.host_who_list', { title: list.title })}
            </option>
          ))}
        <SchoolListOptions lists={lists} optionValue={(list) => list.id} />
        <option value="feide">{t('whitelist.host_who_feide')}</option>
      </select>
    </div>
  );
}
