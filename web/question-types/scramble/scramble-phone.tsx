import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneAnswerProps } from '../question-type-views.ts';
import {
  answerText,
  isComplete,
  type Placed,
  placeTile,
  slotsByWord,
  takeBack,
  tileForKey,
} from './letter-board.ts';
import './scramble.css';

/**
 * The scramble on a phone: tap the letters in order to fill the slots; tap a placed letter to take it
 * back. Every tile is a button, so a keyboard (Tab, Enter) and a screen reader work the same way, and
 * nothing needs dragging; with a keyboard, typing a letter places it and Backspace takes the last one
 * back. The answer so far is announced as it grows.
 */
export function ScramblePhoneAnswer({ screen, locked, submit }: PhoneAnswerProps<'scramble'>) {
  const { t } = useTranslation();
  const [placed, setPlaced] = useState<Placed>([]);
  const { letters, word_lengths: wordLengths } = screen;
  const words = slotsByWord(letters, placed, wordLengths);
  const built = answerText(letters, placed, wordLengths);
  const complete = isComplete(letters, placed);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: typing on the board is a shortcut; every key's action also has its button.
    <div
      className="scramble-board"
      onKeyDown={(event) => {
        if (locked || event.altKey || event.ctrlKey || event.metaKey) return;
        if (event.key === 'Backspace') {
          event.preventDefault();
          setPlaced((current) => takeBack(current, current.length - 1));
          return;
        }
        const tile = tileForKey(letters, placed, event.key);
        if (tile === null) return;
        event.preventDefault();
        setPlaced((current) => placeTile(current, tile, letters));
      }}
    >
      <fieldset className="scramble-board__answer">
        <legend className="visually-hidden">{t('text_questions.scramble.your_word')}</legend>
        {words.map((word, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the words are fixed for the question.
          <span key={index} className="scramble-board__word">
            {word.map((slot) =>
              slot.letter === null ? (
                <span key={slot.position} className="scramble-slot scramble-slot--empty" aria-hidden="true" />
              ) : (
                <button
                  key={slot.position}
                  type="button"
                  className="scramble-slot"
                  disabled={locked}
                  onClick={() => setPlaced((current) => takeBack(current, slot.position))}
                  aria-label={t('text_questions.scramble.take_back', { letter: slot.letter })}
                >
                  {slot.letter}
                </button>
              ),
            )}
          </span>
        ))}
      </fieldset>
      <p className="visually-hidden" aria-live="polite">
        {built ? t('text_questions.scramble.so_far', { word: built }) : ''}
      </p>
      <fieldset className="scramble-board__tiles">
        <legend className="visually-hidden">{t('text_questions.scramble.letters')}</legend>
        {letters.map((letter, tile) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its place in the shuffle.
            key={tile}
            type="button"
            className="letter-tile letter-tile--button"
            disabled={locked || placed.includes(tile)}
            onClick={() => setPlaced((current) => placeTile(current, tile, letters))}
            aria-label={t('text_questions.scramble.place', { letter })}
          >
            {letter}
          </button>
        ))}
      </fieldset>
      <div className="scramble-board__actions">
        <button
          type="button"
          className="button button--light scramble-board__secondary"
          disabled={locked || placed.length === 0}
          onClick={() => setPlaced([])}
        >
          {t('text_questions.scramble.start_over')}
        </button>
        <button
          type="button"
          className="button button--light button--live-block"
          disabled={locked || !complete}
          onClick={() => submit({ kind: 'text', text: built })}
        >
          {t('live.submit_answer')}
        </button>
      </div>
    </div>
  );
}
