import { useId } from 'react';
import { VIDEO_SECONDS_MAX } from '../../../../domain/shared/video.ts';

/** A whole number of seconds, or nothing when `value` may be null (a stop "at the end"). */
export function SecondsInput({
  label,
  value,
  onChange,
  placeholder,
  testId,
}: {
  label: string;
  value: number | null;
  onChange: (seconds: number | null) => void;
  placeholder?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <label className="field video-field__seconds" htmlFor={id}>
      <span className="field__hint">{label}</span>
      <input
        id={id}
        className="field__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={VIDEO_SECONDS_MAX}
        step={1}
        value={value ?? ''}
        placeholder={placeholder}
        onChange={(event) => {
          const text = event.target.value.trim();
          const seconds = Number.parseInt(text, 10);
          onChange(text === '' || Number.isNaN(seconds) ? null : Math.max(0, seconds));
        }}
        data-testid={testId}
      />
    </label>
  );
}
