import { useTranslation } from 'react-i18next';
import type { AssignmentView } from '../../../api/contracts/assignments.ts';
import { useDateTime } from '../../i18n/date-time.ts';

/** Open, upcoming or closed, as a badge. */
export function StatusBadge({ status }: { status: AssignmentView['status'] }) {
  const { t } = useTranslation();
  return (
    <span
      className={`creator-badge assignment-badge assignment-badge--${status}`}
      data-testid="assignment-status"
    >
      {t(`assignment.status_${status}`)}
    </span>
  );
}

/** When it opens (while upcoming) and when attempts stop. */
export function AssignmentTimes({
  assignment,
}: {
  assignment: Pick<AssignmentView, 'status' | 'opens_at' | 'ends_at'>;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <span className="assignment-times">
      {assignment.status === 'upcoming' && (
        <span>{t('assignment.opens_at', { when: dateTime(assignment.opens_at) })}</span>
      )}
      <span>{t('assignment.ends_at', { when: dateTime(assignment.ends_at) })}</span>
    </span>
  );
}
