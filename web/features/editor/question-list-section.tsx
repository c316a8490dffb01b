import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isActiveQuestion } from '../../../domain/question-types/question-status.ts';
import type { QuestionTypeName } from '../../../domain/question-types/registry.ts';
import { QUESTIONS_MAX } from '../../../domain/quiz/decide.ts';
import type { QuizType } from '../../../domain/quiz/rules.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { AddQuestionButtons } from './add-question-buttons.tsx';
import { SHOW_NUMBER_FIELD_ID } from './details-panel.tsx';
import { PlaysNotice } from './plays-notice.tsx';
import { QuestionCard } from './question-card.tsx';
import type { DraftQuestion, QuestionStarter } from './question-factory.ts';
import type { QuestionProblemAt } from './question-problems.ts';
import { SortableQuestion, SortableQuestions } from './sortable-questions.tsx';

interface QuestionListSectionProps {
  questions: readonly DraftQuestion[];
  showNumberQuestion: number;
  /** A poll is offered only questions that cannot score. */
  quizType: QuizType;
  /** A problem of the list as a whole, once shown. */
  listProblem: string | null;
  problemAt: (index: number) => QuestionProblemAt | null;
  onChange: (index: number, question: DraftQuestion) => void;
  onTypeChange: (index: number, type: QuestionTypeName) => void;
  onMove: (index: number, delta: -1 | 1) => void;
  /** An arrow key on a question's drag handle. */
  onStep: (index: number, delta: -1 | 1) => void;
  /** A drag and drop: the question at `from` goes to `to`. */
  onDrop: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onDelete: (index: number) => void;
  onAdd: (starter: QuestionStarter) => void;
  newId: () => string;
}

/** The question list: its heading and count, one card per question, and the buttons that add one. */
export function QuestionListSection(props: QuestionListSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { questions } = props;
  return (
    <section className="quiz-editor__questions" aria-labelledby={headingId}>
      <div className="quiz-editor__questions-head">
        <h2 id={headingId} className="quiz-editor__heading">
          {t('editor.questions_heading')}
        </h2>
        <span className="quiz-editor__count">
          {t('editor.questions_count', { total: questions.length, max: QUESTIONS_MAX })}
        </span>
      </div>
      {/* Switched-off questions are never played, so they do not count here. */}
      <PlaysNotice
        count={props.showNumberQuestion}
        total={questions.filter(isActiveQuestion).length}
        fieldId={SHOW_NUMBER_FIELD_ID}
      />
      {props.listProblem && <p className="field__error">{t(errorKey(props.listProblem))}</p>}
      {questions.length === 0 && <p className="quiz-editor__empty">{t('editor.questions_empty')}</p>}
      <ol className="quiz-editor__list">
        <SortableQuestions ids={questions.map((q) => q.question_id)} onMove={props.onDrop}>
          {questions.map((question, index) => (
            <SortableQuestion
              key={question.question_id}
              id={question.question_id}
              number={index + 1}
              onStep={(delta) => props.onStep(index, delta)}
            >
              {(handle) => (
                <QuestionCard
                  question={question}
                  handle={handle}
                  index={index}
                  total={questions.length}
                  problem={props.problemAt(index)}
                  onChange={(changed) => props.onChange(index, changed)}
                  onTypeChange={(type) => props.onTypeChange(index, type)}
                  onMove={(delta) => props.onMove(index, delta)}
                  onDuplicate={() => props.onDuplicate(index)}
                  onDelete={() => props.onDelete(index)}
                  newId={props.newId}
                />
              )}
            </SortableQuestion>
          ))}
        </SortableQuestions>
      </ol>
      <AddQuestionButtons
        onAdd={props.onAdd}
        disabled={questions.length >= QUESTIONS_MAX}
        quizType={props.quizType}
      />
    </section>
  );
}
