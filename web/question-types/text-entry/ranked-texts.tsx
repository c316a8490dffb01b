import { useTranslation } from 'react-i18next';
import type { TextCount } from '../../../domain/question-types/text-answer.ts';
import './text-entry.css';

/**
 * Answers with how many gave each, most frequent first, as bars: the common wrong answers of a typing
 * question or a scramble. The count is written beside each bar, so the bar is never the only cue.
 */
export function RankedTexts({ heading, items }: { heading: string; items: readonly TextCount[] }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...items.map((item) => item.count));
  return (
    <section className="ranked-texts">
      <h3 className="ranked-texts__heading">{heading}</h3>
      <ol className="ranked-texts__list">
        {items.map((item) => (
          <li key={item.text} className="ranked-texts__item">
            <span className="ranked-texts__text">{item.text}</span>
            <span
              className="ranked-texts__bar"
              style={{ inlineSize: `${(100 * item.count) / most}%` }}
              aria-hidden="true"
            />
            <span className="ranked-texts__count">
              {t('text_questions.answer.given_by', { count: item.count })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
