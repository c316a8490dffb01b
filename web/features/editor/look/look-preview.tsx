import { useTranslation } from 'react-i18next';
import type { QuizLook } from '../../../../domain/quiz/look.ts';
import { QuizLookScope } from '../../../components/quiz-look/index.ts';

/** A small screen in the look being edited: a question, a button and the background as players see them. */
export function LookPreview({ look }: { look: QuizLook }) {
  const { t } = useTranslation();
  return (
    <figure className="look-preview" aria-label={t('look.preview')} data-testid="look-preview">
      <QuizLookScope look={{ ...look, background_music: null }}>
        <div className="look-preview__screen">
          <p className="look-preview__title phone-question__title">{t('look.preview_question')}</p>
          <span className="button button--light look-preview__button">{t('live.next_question')}</span>
        </div>
      </QuizLookScope>
      <figcaption className="field__hint">{t('look.preview')}</figcaption>
    </figure>
  );
}
