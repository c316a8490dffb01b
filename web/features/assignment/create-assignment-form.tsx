import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignmentView } from '../../../api/contracts/assignments.ts';
import type { QuizView } from '../../../api/contracts/quizzes.ts';
import type { AdmissionBody } from '../../../api/contracts/whitelists.ts';
import { ATTEMPT_LIMIT_MAX, checkAssignment } from '../../../domain/assignment/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { SwitchField } from '../../components/switch-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../http/api-error.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { AdmissionSelect } from './admission-select.tsx';
import { createAssignment } from './assignment-api.ts';
import { fromLocalInput, startOfThisMinute, toLocalInput } from './local-time.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const LIMITS = Array.from({ length: ATTEMPT_LIMIT_MAX }, (_, i) => i + 1);

type Field = 'title' | 'opens' | 'deadline' | 'attempts';

/** Which field a rule's problem belongs to, so its message sits under it. */
function fieldOf(code: string): Field | null {
  if (code.startsWith('quiz_title')) return 'title';
  if (code === 'assignment_attempt_limit_invalid') return 'attempts';
  if (code.startsWith('assignment_deadline') || code === 'assignment_time_invalid') return 'deadline';
  return null;
}

/** The owner's form: the quiz becomes homework with a title, an opening, a deadline, attempts and options. */
export function CreateAssignmentForm({
  quiz,
  onCreated,
}: {
  quiz: QuizView;
  onCreated: (created: AssignmentView) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const attemptsId = useId();
  const [title, setTitle] = useState(quiz.title);
  const [opens, setOpens] = useState(() => toLocalInput(startOfThisMinute()));
  const [deadline, setDeadline] = useState(() =>
    toLocalInput(new Date(startOfThisMinute().getTime() + WEEK_MS)),
  );
  const [attempts, setAttempts] = useState('1');
  const [randomOrder, setRandomOrder] = useState(quiz.is_random_question_order);
  const [showCorrect, setShowCorrect] = useState(quiz.show_correct_answer);
  const [admission, setAdmission] = useState<AdmissionBody | undefined>(undefined);
  const [error, setError] = useState<{ field: Field | null; code: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      quiz_id: quiz._id,
      title,
      opens_at: fromLocalInput(opens),
      deadline: fromLocalInput(deadline),
      attempt_limit: attempts === '' ? null : Number(attempts),
      random_order: randomOrder,
      show_correct_answer: showCorrect,
      ...(admission ? { admission } : {}),
    };
    // The rule the server enforces, checked here first so the message shows at once.
    const checked = checkAssignment(
      { title, opensAt: body.opens_at, deadline: body.deadline, attemptLimit: body.attempt_limit },
      new Date().toISOString(),
    );
    if ('problem' in checked) return setError({ field: fieldOf(checked.problem), code: checked.problem });
    setError(null);
    setSending(true);
    try {
      onCreated(await createAssignment(body));
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : 'something_went_wrong';
      setError({ field: fieldOf(code), code });
      setSending(false);
    }
  }

  const errorFor = (field: Field) => (error?.field === field ? error.code : null);
  const attemptsError = errorFor('attempts');
  return (
    <section className="surface assignment-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="assignment-form__heading">
        {t('assignment.create_heading')}
      </h2>
      <form onSubmit={submit} noValidate className="assignment-form__fields" data-testid="assignment-form">
        <FormAlert code={error && error.field === null ? error.code : null} />
        <TextField
          label={t('assignment.title_label')}
          value={title}
          onChange={setTitle}
          error={errorFor('title')}
          data-testid="assignment-title"
        />
        <div className="assignment-form__times">
          <TextField
            type="datetime-local"
            label={t('assignment.opens_label')}
            value={opens}
            onChange={setOpens}
            error={errorFor('opens')}
            data-testid="assignment-opens"
          />
          <TextField
            type="datetime-local"
            label={t('assignment.deadline_label')}
            value={deadline}
            onChange={setDeadline}
            error={errorFor('deadline')}
            data-testid="assignment-deadline"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={attemptsId}>
            {t('assignment.attempts_label')}
          </label>
          <select
            id={attemptsId}
            className="field__input"
            value={attempts}
            onChange={(event) => setAttempts(event.target.value)}
            data-testid="assignment-attempts"
          >
            {LIMITS.map((limit) => (
              <option key={limit} value={String(limit)}>
                {limit}
              </option>
            ))}
            <option value="">{t('assignment.attempts_unlimited')}</option>
          </select>
          {attemptsError && <p className="field__error">{t(errorKey(attemptsError))}</p>}
        </div>
        <SwitchField label={t('assignment.random_order')} checked={randomOrder} onChange={setRandomOrder} />
        <SwitchField label={t('assignment.show_correct')} checked={showCorrect} onChange={setShowCorrect} />
        <AdmissionSelect onChange={setAdmission} />
        <p className="field__hint">{t('assignment.guest_note')}</p>
        <button type="submit" className="button button--accent" disabled={sending}>
          {t('assignment.create')}
        </button>
      </form>
    </section>
  );
}
