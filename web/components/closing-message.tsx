import { useTranslation } from 'react-i18next';
import './closing-message.css';

/**
 * The quiz's closing message (spec custom_message), where a run ends: play alone, play together, both
 * ends of a live game and the preview. Nothing at all when the quiz has none.
 */
export function ClosingMessage({
  message,
  testId = 'closing-message',
}: {
  message: string | null | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <figure className="closing-message" data-testid={testId}>
      <figcaption className="closing-message__label">{t('closing_message.label')}</figcaption>
      <blockquote className="closing-message__text">{message}</blockquote>
    </figure>
  );
}
