import { useTranslation } from 'react-i18next';
import type { UsableWhitelist } from '../../../api/contracts/whitelists.ts';

/**
 * A school's whitelists in a "who may join" choice, one group per school (spec §1 school whitelists),
 * after the teacher's own lists. `optionValue` gives each option the value its form expects.
 */
export function SchoolListOptions({
  lists,
  optionValue,
}: {
  lists: readonly UsableWhitelist[];
  optionValue: (list: UsableWhitelist) => string;
}) {
  const { t } = useTranslation();
  const schools = new Map<string, UsableWhitelist[]>();
  for (const list of lists) {
    if (!list.school_id) continue;
    schools.set(list.school_id, [...(schools.get(list.school_id) ?? []), list]);
  }
  return [...schools.values()].map((group) => (
    <optgroup
      key={group[0]!.school_id}
      label={t('whitelist.school_group', { school: group[0]!.school_name })}
    >
      {group.map((list) => (
        <option key={list.id} value={optionValue(list)}>
          {t('whitelist.host_who_list', { title: list.title })}
        </option>
      ))}
    </optgroup>
  ));
}
