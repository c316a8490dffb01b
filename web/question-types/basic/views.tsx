import type { HostQuestionProps, QuestionTypeViews, ResultProps } from '../question-type-views.ts';
import { AnswerBoard } from './answer-board.tsx';
import { BasicEditor } from './basic-editor.tsx';
import { BasicGivenAnswer, BasicPhoneAnswer } from './phone-answer.tsx';
import { ResultsChart } from './results-chart.tsx';

function BasicHostQuestion({ screen }: HostQuestionProps<'basic'>) {
  return <AnswerBoard question={screen} correctAnswerIds={null} />;
}

/** The chart of picks (when the quizmaster shows player answers) over the answers, the correct ones standing out. */
function BasicResult({
  screen,
  summary,
  answered,
  showAnswers = true,
  showMarks = true,
}: ResultProps<'basic'>) {
  const correct = screen.kind === 'poll' ? null : summary.correct_answer_ids;
  return (
    <>
      {showAnswers ? (
        <ResultsChart question={screen} results={summary} answered={answered} showMarks={showMarks} />
      ) : null}
      <AnswerBoard question={screen} correctAnswerIds={correct} showMarks={showMarks} />
    </>
  );
}

export const basicViews: QuestionTypeViews<'basic'> = {
  labelKey: 'question_types.basic',
  Editor: BasicEditor,
  HostQuestion: BasicHostQuestion,
  PhoneAnswer: BasicPhoneAnswer,
  GivenAnswer: BasicGivenAnswer,
  Result: BasicResult,
  answerText(screen, answer) {
    const picks = answer.kind === 'choice' ? answer.answerIds : [];
    return screen.answers
      .filter((a) => picks.includes(a.answer_id))
      .map((a) => a.title)
      .join(', ');
  },
  correctText(screen, summary) {
    if (screen.kind === 'poll' || !summary.correct_answer_ids) return null;
    const titles = screen.answers
      .filter((a) => summary.correct_answer_ids?.includes(a.answer_id))
      .map((a) => a.title);
    return titles.length > 0 ? titles.join(', ') : null;
  },
};
