import type { QuestionOnScreen } from '../../../domain/game/views.ts';
import { answerLook } from './answer-choice.ts';
import { AnswerShapeIcon } from './answer-shape.tsx';
import { CorrectMark } from './results-chart.tsx';

/** The answers on the big screen: coloured, shaped tiles; after the close the correct ones stand out. */
export function AnswerBoard({
  question,
  correctAnswerIds,
  showMarks = true,
}: {
  question: QuestionOnScreen;
  correctAnswerIds: readonly string[] | null;
  /** The quizmaster's "icon" display option: a tick on the correct answers (they stand out anyway). */
  showMarks?: boolean;
}) {
  return (
    <ol className={`answer-board answer-board--${Math.min(question.answers.length, 6)}`}>
      {question.answers.map((answer, position) => {
        const look = answerLook(position);
        const correct = correctAnswerIds?.includes(answer.answerId) ?? false;
        const state = correctAnswerIds ? (correct ? ' is-correct' : ' is-dimmed') : '';
        return (
          <li key={answer.answerId} className={`answer-tile answer-colour-${look.colour}${state}`}>
            <AnswerShapeIcon shape={look.shape} className="answer-tile__shape" />
            <span className="answer-tile__text">{answer.title}</span>
            {correct && showMarks ? <CorrectMark /> : null}
          </li>
        );
      })}
    </ol>
  );
}
