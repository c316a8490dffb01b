import { useId } from 'react';

/** An on/off setting: a real checkbox with the switch role, drawn as a track with a knob. */
export function LiveSwitch({
  label,
  hint,
  checked,
  onChange,
  disabled = false,
  hintVisible = false,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Show the hint under the switch (settings dialog) rather than only to screen readers (a busy bar). */
  hintVisible?: boolean;
}) {
  const id = useId();
  return (
    <div className="live-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="live-switch__input"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id} className="live-switch__label">
        <span className="live-switch__track" aria-hidden="true" />
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={hintVisible ? 'live-switch__hint' : 'visually-hidden'}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
