import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import { typedText } from './typed-text.ts';
import './text-entry.css';

interface TextAnswerFormProps {
  /** The field's label ("Your answer", "Your word"). */
  label: string;
  maxLength: number;
  locked: boolean;
  /** An answer already given (or refused), to start from rather than an empty field. */
  given: PlayerAnswer | null;
  submit: (answer: PlayerAnswer) => void;
}

/**
 * A phone's text field for a typed answer: a large field, a count of the characters left, and a send
 * button (Enter sends too). Over the limit, the count turns red and sending waits, rather than the
 * field cutting the player off mid-word.
 */
export function TextAnswerForm({ label, maxLength, locked, given, submit }: TextAnswerFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(given?.kind === 'text' ? given.text : '');
  const { text: tidied, length, tooLong, canSend } = typedText(text, maxLength, locked);
  return (
    <form
      className="text-answer"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) submit({ kind: 'text', text: tidied });
      }}
    >
      <label className="text-answer__label" htmlFor={`${id}-text`}>
        {label}
      </label>
      <input
        id={`${id}-text`}
        className="field__input text-answer__input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={locked}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="send"
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={`${id}-count`}
      />
      <p
        id={`${id}-count`}
        className={tooLong ? 'text-answer__count text-answer__count--over' : 'text-answer__count'}
      >
        {t('text_questions.answer.count', { length, max: maxLength })}
      </p>
      <button type="submit" className="button button--light button--live-block" disabled={!canSend}>
        {t('live.submit_answer')}
      </button>
    </form>
  );
}

/** A player's sent text, on their phone once the game took it. */
export function GivenText({ answer }: { answer: PlayerAnswer }) {
  const { t } = useTranslation();
  if (answer.kind !== 'text') return null;
  return (
    <p className="given-text">
      <span className="visually-hidden">{t('live.your_answer')}: </span>
      <q>{answer.text}</q>
    </p>
  );
}
