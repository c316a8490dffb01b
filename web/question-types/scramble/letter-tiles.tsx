import { useTranslation } from 'react-i18next';
import './scramble.css';

/** The shuffled letters as tiles, read out as one list ("Letters: r, a, e, ..."), not to press. */
export function LetterTiles({
  letters,
  size = 'large',
}: {
  letters: readonly string[];
  size?: 'small' | 'large';
}) {
  const { t } = useTranslation();
  return (
    <ul className={`letter-tiles letter-tiles--${size}`} aria-label={t('text_questions.scramble.letters')}>
      {letters.map((letter, position) => (
        // The same letter may appear twice: its place in the shuffle is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the order never changes for a given question.
        <li key={position} className="letter-tile">
          {letter}
        </li>
      ))}
    </ul>
  );
}

/** Empty slots word by word (the shape of the answer), for the quizmaster's screen. */
export function WordSlots({ wordLengths }: { wordLengths: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <p className="word-slots">
      <span className="visually-hidden">
        {t('text_questions.scramble.word_lengths', { lengths: wordLengths.join(', ') })}
      </span>
      {wordLengths.map((length, word) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: words are fixed for a given question.
        <span key={word} className="word-slots__word" aria-hidden="true">
          {Array.from({ length }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are fixed for a given question.
            <span key={i} className="word-slots__slot" />
          ))}
        </span>
      ))}
    </p>
  );
}

/** A phrase in order, word by word in tiles: the solution after the close. */
export function PhraseTiles({ phrase }: { phrase: string }) {
  return (
    <div className="phrase-tiles">
      <p className="visually-hidden">{phrase}</p>
      {phrase.split(' ').map((word, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the phrase's words are fixed.
        <div key={index} className="phrase-tiles__word" aria-hidden="true">
          {[...word].map((letter, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the word's letters are fixed.
            <span key={i} className="letter-tile">
              {letter}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
