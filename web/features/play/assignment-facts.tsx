import { useTranslation } from 'react-i18next';
import type { AssignmentPublicView } from '../../../api/contracts/assignments.ts';
import { useDateTime } from '../../i18n/date-time.ts';

/** The homework's title and deadline on its start page, so a student knows what and until when. */
export function AssignmentFacts({ assignment }: { assignment: AssignmentPublicView }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const limit = assignment.attempt_limit;
  return (
    <div className="play-start__assignment" data-testid="assignment-facts">
      <p className="play-start__assignment-title">{assignment.title}</p>
      {assignment.status === 'upcoming' && (
        <p>{t('assignment.opens_at', { when: dateTime(assignment.opens_at) })}</p>
      )}
      <p>{t('assignment.ends_at', { when: dateTime(assignment.ends_at) })}</p>
      <p>{limit === null ? t('assignment.attempt_limit_none') : t('assignment.attempt_limit', { limit })}</p>
    </div>
  );
}

/** The values a refusal's message needs: `when` as a date in the page's language, `limit` as sent. */
export function refusalParams(
  details: Readonly<Record<string, unknown>> | null,
  dateTime: (iso: string) => string,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (typeof details?.when === 'string') params.when = dateTime(details.when);
  if (typeof details?.limit === 'number') params.limit = details.limit;
  return params;
}
