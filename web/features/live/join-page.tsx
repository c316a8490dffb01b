import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JoinPatternShape } from '../../../domain/game/room-access.ts';
import {
  checkPlayerName,
  GAME_PIN_LENGTH,
  gamePinProblem,
  isGamePin,
  PLAYER_NAME_MAX,
  PLAYER_NAME_MIN,
} from '../../../domain/game/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useJoinNavigation } from './join-navigation.ts';
import { liveGame, liveStorage } from './live-game.ts';
import { pinFromSearch } from './live-paths.ts';
import { readPlayerSession, readRemovedNote } from './live-storage.ts';
import { BusyNote, PatternEntry } from './lobby-join.tsx';
import { suggestName } from './name-ideas.ts';
import { useOffersMadeUpNames } from './use-offers-made-up-names.ts';
import '../../components/live-screens/live.css';

/** Errors about the name go under the name; about the PIN, under the PIN; the rest above the form. */
const NAME_ERRORS = new Set([
  'join_name_in_use',
  'join_name_invisible',
  'join_name_too_short',
  'join_name_too_long',
  'join_name_unavailable',
]);
const PIN_ERRORS = new Set(['join_not_live', 'join_link_invalid', 'join_pin_required']);

/** Where a player already in the game on this browser goes back to it. */
const resumePath = (pin: string) => `/countdown/${encodeURIComponent(pin)}`;

/**
 * A network busy with joins (a whole school on one address) tells the phone when to come back: at
 * least a second, and spread out, so the waiting phones do not all come back at the same moment.
 */
const busyRetryDelay = (retryAfterMs = 1000) => Math.max(retryAfterMs, 1000) + Math.random() * 1000;

/**
 * `/join`: a phone joins a live game with the PIN on the big screen (filled in from the QR code's
 * `?pin=`) and a name, checked with the server's own rule before it is sent.
 */
export function JoinPage() {
  const { t, i18n } = useTranslation();
  const { search, go: navigate } = useJoinNavigation();
  const [pin, setPin] = useState(() => pinFromSearch(search, isGamePin));
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; name?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const [stored] = useState(() => readPlayerSession(liveStorage()));
  // Removed from the game behind this PIN: said before the person types a name (the server refuses anyway).
  const [removedFrom] = useState(() => readRemovedNote(liveStorage()));
  const pinPrefilled = useRef(isGamePin(pin));
  const offerNames = useOffersMadeUpNames(pin);

  const [step, setStep] = useState<'details' | 'pattern'>('details');
  const [waiting, setWaiting] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const checkedName = useRef('');
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(retry.current ?? undefined), []);

  async function join(event: FormEvent) {
    event.preventDefault();
    const problems: { pin?: string; name?: string } = {};
    problems.pin = gamePinProblem(pin) ?? undefined;
    const checked = checkPlayerName(name);
    if ('problem' in checked) problems.name = checked.problem;
    setErrors(problems);
    if (problems.pin || problems.name || 'problem' in checked) return;
    checkedName.current = checked.name;
    await send();
  }

  async function send(pattern?: JoinPatternShape[]) {
    setSending(true);
    const refusal = await liveGame().join(pin, checkedName.current, pattern);
    if (refusal === null) {
      setSending(false);
      navigate('/join-start');
      return;
    }
    const { code, retryAfterMs } = refusal;
    if (code === 'join_network_busy') {
      // Not the player's doing: a calm note, and the phone tries again by itself.
      setWaiting(true);
      retry.current = setTimeout(() => void send(pattern), busyRetryDelay(retryAfterMs));
      return;
    }
    setWaiting(false);
    setSending(false);
    setSeconds(Math.ceil((retryAfterMs ?? 0) / 1000));
    if (code === 'join_pattern_required') {
      setStep('pattern');
      setErrors({});
    } else if (code === 'join_pattern_wrong' || (step === 'pattern' && code === 'join_too_many_attempts')) {
      setErrors({ form: code });
    } else {
      setStep('details');
      if (NAME_ERRORS.has(code)) setErrors({ name: code });
      else if (PIN_ERRORS.has(code)) setErrors({ pin: code });
      else setErrors({ form: code });
    }
  }

  if (step === 'pattern') {
    return (
      <div className="page page--narrow join-page">
        <h1 className="page__title join-page__title">{t('live.join_title')}</h1>
        <PatternEntry
          error={errors.form ?? null}
          waiting={waiting}
          sending={sending}
          onSubmit={(pattern) => void send(pattern)}
          onBack={() => {
            setStep('details');
            setErrors({});
          }}
        />
      </div>
    );
  }

  return (
    <div className="page page--narrow join-page">
      <h1 className="page__title join-page__title">{t('live.join_title')}</h1>
      {stored ? (
        <div className="join-page__resume surface">
          <p>{t('live.resume_text', { name: stored.name })}</p>
          <a
            className="button button--accent"
            href={resumePath(stored.pin)}
            onClick={(event) => {
              event.preventDefault();
              navigate(resumePath(stored.pin));
            }}
          >
            {t('live.resume_button')}
          </a>
        </div>
      ) : null}
      <form className="join-form surface" onSubmit={join} noValidate>
        {waiting ? (
          <BusyNote />
        ) : (
          <FormAlert
            code={errors.form ?? (removedFrom?.pin === pin ? 'join_removed' : null)}
            params={{ seconds }}
          >
            {errors.form === 'join_already_playing' && stored?.pin === pin ? (
              // This browser's player is in the game already: carry on as them, one tap away.
              <a
                className="button button--accent"
                href={resumePath(stored.pin)}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(resumePath(stored.pin));
                }}
              >
                {t('live.continue_as', { name: stored.name })}
              </a>
            ) : null}
          </FormAlert>
        )}
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
        {offerNames ? (
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
        ) : null}
        <button type="submit" className="button button--accent button--live-block" disabled={sending}>
          {sending ? t('live.joining') : t('live.join_button')}
        </button>
      </form>
    </div>
  );
}
