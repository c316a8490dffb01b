import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionAnswer } from '../../../domain/question-types/common.ts';
import type { PictureFields } from '../../../domain/shared/picture.ts';
import { PictureField } from '../../components/picture/picture-field.tsx';
import './answer-picture.css';

/**
 * An answer's picture (spec §3 Answer image fields) under its text: a small "Add a picture" until the
 * creator wants one, so ten answers without pictures stay a compact list.
 */
export function AnswerPicture({
  answer,
  number,
  onChange,
  error,
}: {
  answer: QuestionAnswer;
  number: number;
  onChange: (picture: PictureFields) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!answer.image && !open && !error) {
    return (
      <button
        type="button"
        className="button creator-button--outline creator-button--small answer-picture__add"
        onClick={() => setOpen(true)}
        aria-label={t('pictures.answer_add_for', { number })}
      >
        {t('pictures.answer_add')}
      </button>
    );
  }
  return (
    <PictureField
      label={t('pictures.answer_label', { number })}
      value={answer}
      onChange={onChange}
      error={error}
      compact
      testId={`answer-picture-${number}`}
    />
  );
}
