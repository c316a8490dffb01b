import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignmentView } from '../../../api/contracts/assignments.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../http/api-error.ts';
import { closeAssignment, extendAssignment } from './assignment-api.ts';
import { fromLocalInput, toLocalInput } from './local-time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The owner moves the deadline later or closes the homework now; a closed one offers nothing. */
export function AssignmentControls({
  assignment,
  onChanged,
}: {
  assignment: AssignmentView;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [deadline, setDeadline] = useState(() =>
    toLocalInput(new Date(Math.max(Date.parse(assignment.deadline), Date.now()) + DAY_MS)),
  );
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (assignment.closed_at !== null) return null;

  async function run(change: () => Promise<unknown>) {
    setSending(true);
    setError(null);
    try {
      await change();
      onChanged();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.code : 'something_went_wrong');
    } finally {
      setSending(false);
    }
  }

  const extend = (event: FormEvent) => {
    event.preventDefault();
    void run(() => extendAssignment(assignment.assignment_id, fromLocalInput(deadline)));
  };

  return (
    <section className="surface assignment-controls" aria-label={t('assignment.extend')}>
      <FormAlert code={error} />
      <form className="assignment-controls__extend" onSubmit={extend} noValidate>
        <TextField
          type="datetime-local"
          label={t('assignment.extend_label')}
          value={deadline}
          onChange={setDeadline}
        />
        <button type="submit" className="button creator-button--outline" disabled={sending}>
          {t('assignment.extend')}
        </button>
      </form>
      {assignment.status !== 'closed' && (
        <button
          type="button"
          className="button creator-button--danger"
          disabled={sending}
          onClick={() => void run(() => closeAssignment(assignment.assignment_id))}
        >
          {t('assignment.close')}
        </button>
      )}
    </section>
  );
}
