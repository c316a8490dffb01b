import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subject } from '../../../../api/contracts/schools.ts';
import { checkSubjectName } from '../../../../domain/school/rules.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorCodeOf, useForm } from '../../../components/use-form.ts';
import { useLoaded } from '../../../shared/use-loaded.ts';
import { addSubject, changeSubject, readSubjects } from '../school-api.ts';

/** Subjects (spec §5): a name required and unique in the school; each in use or not. */
export function SubjectsTab({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const [subjects, reload] = useLoaded(() => readSubjects(schoolId), schoolId);
  const [name, setName] = useState('');
  const form = useForm<'name'>((code) => (code.startsWith('subject_name') ? 'name' : null));
  if (subjects.status === 'loading') return <PageSpinner />;
  if (subjects.status === 'failed') return <FormAlert code={subjects.code} />;

  return (
    <>
      <h2 className="school-card__heading">{t('school.tab_subjects')}</h2>
      <form
        ref={form.formRef}
        className="school-inline-form"
        noValidate
        onSubmit={(event) => {
          const checked = checkSubjectName(name);
          form.submit(event, 'problem' in checked ? { name: checked.problem } : {}, async () => {
            await addSubject(schoolId, name);
            setName('');
            reload();
          });
        }}
      >
        <FormAlert code={form.formError} />
        <TextField
          label={t('school.subjects_add_label')}
          name="subject"
          {...form.fieldProps('name', name, setName)}
        />
        <button type="submit" className="button button--accent" disabled={form.sending}>
          {t('school.subjects_add')}
        </button>
      </form>
      {subjects.value.length === 0 ? (
        <p className="school-empty">{t('school.subjects_empty')}</p>
      ) : (
        <ul className="school-rows">
          {subjects.value.map((subject) => (
            <SubjectRow key={subject.subject_id} schoolId={schoolId} subject={subject} onChanged={reload} />
          ))}
        </ul>
      )}
    </>
  );
}

function SubjectRow({
  schoolId,
  subject,
  onChanged,
}: {
  schoolId: string;
  subject: Subject;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(subject.name);

  async function change(update: { name?: string; active?: boolean }) {
    setBusy(true);
    setError(null);
    try {
      await changeSubject(schoolId, subject.subject_id, update);
      setRenaming(false);
      onChanged();
    } catch (failure) {
      setError(errorCodeOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="school-row" data-active={subject.active}>
      <div className="school-row__who">
        {renaming ? (
          <form
            className="school-inline-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const checked = checkSubjectName(name);
              if ('problem' in checked) setError(checked.problem);
              else void change({ name: checked.name });
            }}
          >
            <TextField
              label={t('school.subjects_rename_label', { name: subject.name })}
              name="subject_name"
              value={name}
              onChange={setName}
              error={error}
            />
            <button type="submit" className="button button--accent school-button--small" disabled={busy}>
              {t('school.form_save')}
            </button>
          </form>
        ) : (
          <>
            <strong>{subject.name}</strong>
            <span className="school-row__meta">
              {t(subject.active ? 'school.subjects_active' : 'school.subjects_inactive')}
            </span>
            <FormAlert code={error} />
          </>
        )}
      </div>
      <div className="school-row__actions">
        {!renaming && (
          <button
            type="button"
            className="button school-button--outline school-button--small"
            onClick={() => setRenaming(true)}
          >
            {t('school.subjects_rename')}
          </button>
        )}
        <label className="school-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={subject.active}
            checked={subject.active}
            disabled={busy}
            onChange={() => change({ active: !subject.active })}
          />
          <span>{t('school.subjects_in_use', { name: subject.name })}</span>
        </label>
      </div>
    </li>
  );
}
