import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  checkPlayerName,
  GAME_PIN_LENGTH,
  isGamePin,
  PLAYER_NAME_MAX,
  PLAYER_NAME_MIN,
} from '../../../domain/game/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { liveGame, liveStorage } from './live-game.ts';
import { pinFromSearch } from './live-paths.ts';
import { readPlayerSession } from './live-storage.ts';
import { suggestName } from './name-ideas.ts';
import './live.css';

/** Errors about the name go under the name; about the PIN, under the PIN; the rest above the form. */
const NAME_ERRORS = new Set([
  'join_name_in_use',
  'join_name_invisible',
  'join_name_too_short',
  'join_name_too_long',
  'join_name_unavailable',
]);
const PIN_ERRORS = new Set(['join_not_live', 'join_link_invalid', 'join_pin_required']);

/**
 * `/join`: a phone joins a live game with the PIN on the big screen (filled in from the QR code's
 * `?pin=`) and a name, checked with the server's own rule before it is sent.
 */
export function JoinPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [pin, setPin] = useState(() => pinFromSearch(search, isGamePin));
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; name?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const [stored] = useState(() => readPlayerSession(liveStorage()));
  const pinPrefilled = useRef(isGamePin(pin));

  async function join(event: FormEvent) {
    event.preventDefault();
    const problems: { pin?: string; name?: string } = {};
    if (!isGamePin(pin)) problems.pin = 'join_pin_required';
    const checked = checkPlayerName(name);
    if ('problem' in checked) problems.name = checked.problem;
    setErrors(problems);
    if (problems.pin || problems.name || 'problem' in checked) return;
    setSending(true);
    const code = await liveGame().join(pin, checked.name);
    setSending(false);
    if (code === null) {
      navigate('/join-start');
      return;
    }
    if (NAME_ERRORS.has(code)) setErrors({ name: code });
    else if (PIN_ERRORS.has(code)) setErrors({ pin: code });
    else setErrors({ form: code });
  }

  return (
    <div className="page page--narrow join-page">
      <h1 className="page__title join-page__title">{t('live.join_title')}</h1>
      {stored ? (
        <div className="join-page__resume surface">
          <p>{t('live.resume_text', { name: stored.name })}</p>
          <Link className="button button--accent" to={`/countdown/${encodeURIComponent(stored.pin)}`}>
            {t('live.resume_button')}
          </Link>
        </div>
      ) : null}
      <form className="join-form surface" onSubmit={join} noValidate>
        <FormAlert code={errors.form ?? null} />
        <TextField
          label={t('live.pin_label')}
          value={pin}
          onChange={(value) => setPin(value.replace(/\D/g, '').slice(0, GAME_PIN_LENGTH))}
          error={errors.pin}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={GAME_PIN_LENGTH}
          placeholder={t('live.pin_placeholder')}
          enterKeyHint="next"
          autoFocus={!pinPrefilled.current}
        />
        <TextField
          label={t('live.name_label')}
          hint={t('live.name_hint', { min: PLAYER_NAME_MIN, max: PLAYER_NAME_MAX })}
          value={name}
          onChange={setName}
          error={errors.name}
          autoComplete="nickname"
          autoCapitalize="words"
          maxLength={PLAYER_NAME_MAX * 4}
          enterKeyHint="go"
          autoFocus={pinPrefilled.current}
        />
        <button
          type="button"
          className="button button--live-outline button--live-small join-form__suggest"
          onClick={() => {
            setName(suggestName(i18n.language, name));
            setErrors((current) => ({ ...current, name: undefined }));
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect
              x="3"
              y="3"
              width="18"
              height="18"
              rx="4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="8" cy="8" r="1.6" fill="currentColor" />
            <circle cx="12" cy="12" r="1.6" fill="currentColor" />
            <circle cx="16" cy="16" r="1.6" fill="currentColor" />
          </svg>
          {t('live.suggest_name')}
        </button>
        <button type="submit" className="button button--accent button--live-block" disabled={sending}>
          {sending ? t('live.joining') : t('live.join_button')}
        </button>
      </form>
    </div>
  );
}
