import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareRightsBody } from '../../../api/contracts/quiz-sharing.ts';

export const RIGHTS = ['can_read', 'can_edit', 'can_access_report'] as const;

/** Editing brings reading with it (the server's rule, domain/quiz-sharing normalizeRights). */
export function withRight(
  rights: ShareRightsBody,
  right: (typeof RIGHTS)[number],
  on: boolean,
): ShareRightsBody {
  const next = { ...rights, [right]: on };
  if (right === 'can_edit' && on) next.can_read = true;
  if (right === 'can_read' && !on) next.can_edit = false;
  return next;
}

/** The three rights as switches; `who` names the person for screen readers. */
export function RightsFields({
  rights,
  onChange,
  disabled,
  who,
}: {
  rights: ShareRightsBody;
  onChange: (next: ShareRightsBody) => void;
  disabled?: boolean;
  who?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="sharing-rights" disabled={disabled}>
      <legend className="visually-hidden">{t('sharing.rights_legend', { who: who ?? '' })}</legend>
      {RIGHTS.map((right) => (
        <div key={right} className="sharing-rights__right">
          <input
            id={`${id}-${right}`}
            type="checkbox"
            checked={rights[right]}
            onChange={(event) => onChange(withRight(rights, right, event.target.checked))}
          />
          <label htmlFor={`${id}-${right}`}>{t(`sharing.right_${right}`)}</label>
        </div>
      ))}
    </fieldset>
  );
}
