import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizView } from '../../../api/contracts/quizzes.ts';

/** A quiz as a reader sees it: title, owner, description and its questions, never the answers. */
export function QuizPreview({
  quiz,
  kicker,
  ownerName,
  actions,
  lead,
}: {
  quiz: QuizView;
  kicker: string;
  ownerName: string | null;
  actions: ReactNode;
  lead?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="sharing-page shared-quiz">
      <header className="sharing-page__header">
        <p className="sharing-page__kicker">{kicker}</p>
        <h1 className="sharing-page__title">{quiz.title}</h1>
        {ownerName && <p className="shared-quiz__owner">{t('sharing.by_owner', { name: ownerName })}</p>}
      </header>
      <section className="surface sharing-section" aria-labelledby="shared-questions">
        <div className="shared-quiz__actions">{actions}</div>
        {lead && <p className="sharing-section__lead">{lead}</p>}
        {quiz.description && <p className="shared-quiz__description">{quiz.description}</p>}
        <h2 id="shared-questions" className="sharing-section__heading">
          {t('sharing.questions_heading', { n: quiz.questions.length })}
        </h2>
        <ol className="shared-quiz__questions">
          {quiz.questions.map((question) => (
            <li key={question.question_id}>{question.title}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
