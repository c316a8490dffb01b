import type { ReactNode } from 'react';
import './text-entry.css';

/**
 * The quizmaster's screen while a typed question is open: what players do, large enough to read from
 * the back of a room, on a white card like the answer tiles of a multiple-choice question.
 */
export function HostPrompt({
  text,
  children,
  keyboard = true,
}: {
  text: string;
  children?: ReactNode;
  /** The keyboard drawing, for answers typed on the phone; left out where the card shows tiles instead. */
  keyboard?: boolean;
}) {
  return (
    <div className="host-prompt">
      {keyboard ? (
        <svg className="host-prompt__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18v12H3zM6 9h1M9 9h1M12 9h1M15 9h1M18 9h0M6 12h1M9 12h1M12 12h1M15 12h1M18 12h0M8 15h8" />
        </svg>
      ) : null}
      <p className="host-prompt__text">{text}</p>
      {children}
    </div>
  );
}
