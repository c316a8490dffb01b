import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerLook } from '../../components/live-screens/answer-look.ts';
import { AnswerShapeIcon } from '../../components/live-screens/answer-shape.tsx';
import { Picture } from '../../components/picture/picture.tsx';
import type { GivenAnswerProps, PhoneAnswerProps } from '../question-type-views.ts';
import { canSubmit, toggleAnswer } from './answer-choice.ts';

/** The answer buttons: colour, shape and text; one tap answers, or pick several and send when all are asked for. */
export function BasicPhoneAnswer({ screen, locked, submit }: PhoneAnswerProps<'basic'>) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const several = screen.answers_required === 'all';
  return (
    <>
      {several ? <p className="phone-question__hint">{t('live.pick_all')}</p> : null}
      <div className={`answer-pad answer-pad--${Math.min(screen.answers.length, 6)}`}>
        {screen.answers.map((a, position) => {
          const look = answerLook(position);
          const selected = picked.includes(a.answer_id);
          return (
            <button
              key={a.answer_id}
              type="button"
              className={`answer-button answer-colour-${look.colour}${selected ? ' is-selected' : ''}`}
              aria-pressed={several ? selected : undefined}
              disabled={locked}
              onClick={() =>
                several
                  ? setPicked((current) => toggleAnswer(current, a.answer_id, screen))
                  : submit({ kind: 'choice', answerIds: [a.answer_id] })
              }
            >
              <AnswerShapeIcon shape={look.shape} className="answer-button__shape" />
              {a.picture ? (
                <Picture picture={a.picture} size="phone" className="answer-button__picture" />
              ) : null}
              <span className="answer-button__text">{a.title}</span>
            </button>
          );
        })}
      </div>
      {several ? (
        <button
          type="button"
          className="button button--light button--live-block"
          disabled={locked || !canSubmit(picked, screen)}
          onClick={() => submit({ kind: 'choice', answerIds: picked })}
        >
          {t('live.submit_answer')}
        </button>
      ) : null}
    </>
  );
}

/** The picks a player sent, as coloured chips. */
export function BasicGivenAnswer({ screen, answer }: GivenAnswerProps<'basic'>) {
  const { t } = useTranslation();
  const picks = answer.kind === 'choice' ? answer.answerIds : [];
  return (
    <ul className="answer-status__picks" aria-label={t('live.your_answer')}>
      {screen.answers.map((a, position) =>
        picks.includes(a.answer_id) ? (
          <li key={a.answer_id} className={`answer-chip answer-colour-${answerLook(position).colour}`}>
            <AnswerShapeIcon shape={answerLook(position).shape} />
            <span>{a.title}</span>
          </li>
        ) : null,
      )}
    </ul>
  );
}
