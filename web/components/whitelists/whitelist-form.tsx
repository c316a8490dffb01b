import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WhitelistBody, WhitelistView } from '../../../api/contracts/whitelists.ts';
import { checkWhitelist, namesFromText } from '../../../domain/whitelist/rules.ts';
import { ApiError } from '../../http/api-error.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { TextField } from '../text-field.tsx';
import './whitelist-parts.css';

interface Problem {
  code: string;
  params: Record<string, unknown>;
}

/** The rule's problem, or the server's, with the name at fault for the message. */
function problemOf(failure: unknown): Problem {
  if (failure instanceof ApiError) return { code: failure.code, params: { ...(failure.details ?? {}) } };
  return { code: 'something_went_wrong', params: {} };
}

/**
 * A list's title and its names in one box: one per line, so a class list pasted from a spreadsheet
 * (one column, or names separated by commas or tabs) becomes the list at once. The same rule as the
 * server's is checked first, so a repeated or impossible name is named before anything is sent.
 * `save` creates the list (editing null) or replaces it: a creator's own, or a school's.
 */
export function WhitelistForm({
  editing,
  save,
  onSaved,
  onCancel,
}: {
  editing: WhitelistView | null;
  save: (body: WhitelistBody, editing: WhitelistView | null) => Promise<WhitelistView>;
  onSaved: (saved: WhitelistView, created: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const namesId = useId();
  const hintId = useId();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [text, setText] = useState(editing ? editing.names.join('\n') : '');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const names = namesFromText(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkWhitelist({ title, names });
    if ('problem' in checked) {
      const { problem: code, ...params } = checked;
      return setProblem({ code, params });
    }
    setProblem(null);
    setSending(true);
    try {
      const saved = await save({ title, names }, editing);
      onSaved(saved, editing === null);
    } catch (failure) {
      setProblem(problemOf(failure));
      setSending(false);
    }
  }

  const titleProblem = problem?.code.startsWith('whitelist_title') ? problem.code : null;
  const namesProblem = problem && !titleProblem ? problem : null;
  return (
    <section className="surface whitelist-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="whitelist-form__heading">
        {t(editing ? 'whitelist.edit_heading' : 'whitelist.create_heading')}
      </h2>
      <form onSubmit={submit} noValidate className="whitelist-form__fields" data-testid="whitelist-form">
        <TextField
          label={t('whitelist.title_label')}
          placeholder={t('whitelist.title_placeholder')}
          value={title}
          onChange={setTitle}
          error={titleProblem}
          maxLength={120}
          data-testid="whitelist-title"
        />
        <div className="field">
          <label className="field__label" htmlFor={namesId}>
            {t('whitelist.names_label')}
          </label>
          <p id={hintId} className="field__hint">
            {t('whitelist.names_hint')}
          </p>
          <textarea
            id={namesId}
            className="field__input whitelist-form__names"
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={10}
            spellCheck={false}
            aria-describedby={hintId}
            aria-invalid={namesProblem ? true : undefined}
            data-testid="whitelist-names"
          />
          <p className="whitelist-form__count" aria-live="polite">
            {t('whitelist.names_count', { count: names.length })}
          </p>
          {namesProblem && (
            <p className="field__error" role="alert" data-testid="whitelist-error">
              {t(errorKey(namesProblem.code), namesProblem.params)}
            </p>
          )}
        </div>
        <div className="whitelist-form__actions">
          <button type="button" className="button button--light" onClick={onCancel}>
            {t('whitelist.cancel')}
          </button>
          <button
            type="submit"
            className="button button--accent"
            disabled={sending}
            data-testid="whitelist-save"
          >
            {t(editing ? 'whitelist.save' : 'whitelist.create')}
          </button>
        </div>
      </form>
    </section>
  );
}
