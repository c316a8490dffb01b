import { useTranslation } from 'react-i18next';
import type { PlayView } from '../../../domain/play/views.ts';
import { ClosingMessage } from '../../components/closing-message.tsx';
import { playVerdict } from '../../components/solo-play/play-verdict.ts';

/** The end of a preview: how it went, each question's verdict, and the quiz's closing message. */
export function PreviewEnd({
  view,
  customMessage,
  onAgain,
}: {
  view: PlayView;
  customMessage: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const review = view.review ?? [];
  const correct = review.filter((item) => item.scored && item.correct).length;
  return (
    <section className="play-summary" data-testid="preview-end">
      <h1 className="phone-result__verdict">{t('preview.finished')}</h1>
      <p className="preview-end__result" data-testid="preview-result">
        {t('preview.result', { correct, total: review.length, score: view.score })}
      </p>
      <ClosingMessage message={customMessage} testId="preview-custom-message" />
      <ol className="play-review">
        {review.map((item) => (
          <li key={item.index} className={`play-review__item play-review__item--${playVerdict(item)}`}>
            <p className="play-review__title">{item.title}</p>
            <p className="play-review__verdict">{t(`live.verdict_${playVerdict(item)}`)}</p>
          </li>
        ))}
      </ol>
      <div className="play-summary__actions">
        <button type="button" className="button button--light" onClick={onAgain}>
          {t('preview.again')}
        </button>
      </div>
    </section>
  );
}
