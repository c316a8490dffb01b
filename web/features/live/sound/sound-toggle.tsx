import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { phoneSoundAtom } from './use-game-sound.ts';

/** The phone's own mute button, shown while the quizmaster has sound on. */
export function PhoneSoundToggle({ corner = false }: { corner?: boolean }) {
  const { t } = useTranslation();
  const [on, setOn] = useAtom(phoneSoundAtom);
  return (
    <button
      type="button"
      className={`sound-toggle${corner ? ' sound-toggle--corner' : ''}`}
      aria-pressed={on}
      aria-label={t(on ? 'live.sound_on' : 'live.sound_off')}
      title={t(on ? 'live.sound_on' : 'live.sound_off')}
      onClick={() => setOn(!on)}
      data-testid="phone-sound"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {on ? (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
