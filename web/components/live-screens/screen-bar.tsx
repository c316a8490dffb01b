import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostView } from '../../../domain/game/views.ts';

/** The strip along the top of every quizmaster screen: the quiz, the question count, the controls. */
export function ScreenBar({
  view,
  showCounter = true,
  children,
}: {
  view: HostView;
  showCounter?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="host-screen__bar">
      {/* One line, cut with an ellipsis on a narrow screen (never inside a word); the whole title on hover. */}
      <p className="host-screen__quiz" title={view.quizTitle}>
        {view.quizTitle}
      </p>
      {showCounter && view.question && view.phase !== 'lobby' ? (
        <p className="host-screen__counter">
          {t('live.question_of', { number: view.question.index + 1, total: view.question.total })}
        </p>
      ) : null}
      {children ? <div className="host-screen__bar-actions">{children}</div> : null}
    </header>
  );
}
