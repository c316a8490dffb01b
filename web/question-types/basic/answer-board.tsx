import type { BasicScreen } from '../../../domain/question-types/basic/index.ts';
import { answerLook } from '../../components/live-screens/answer-look.ts';
import { AnswerShapeIcon } from '../../components/live-screens/answer-shape.tsx';
import { Picture } from '../../components/picture/picture.tsx';
import { CorrectMark } from './results-chart.tsx';

/** The answers on the big screen: coloured, shaped tiles; after the close the correct ones stand out. */
export function AnswerBoard({
  question,
  correctAnswerIds,
  showMarks = true,
}: {
  question: BasicScreen;
  correctAnswerIds: readonly string[] | null;
  /** The quizmaster's "icon" display option: a tick on the correct answers (they stand out anyway). */
  showMarks?: boolean;
}) {
  return (
    <ol className={`answer-board answer-board--${Math.min(question.answers.length, 6)}`}>
      {question.answers.map((answer, position) => {
        const look = answerLook(position);
        const correct = correctAnswerIds?.includes(answer.answer_id) ?? false;
        const state = correctAnswerIds ? (correct ? ' is-correct' : ' is-dimmed') : '';
        return (
          <li key={answer.answer_id} className={`answer-tile answer-colour-${look.colour}${state}`}>
            <AnswerShapeIcon shape={look.shape} className="answer-tile__shape" />
            {answer.picture ? (
              <Picture picture={answer.picture} size="screen" className="answer-tile__picture" />
            ) : null}
            <span className="answer-tile__text">{answer.title}</span>
            {correct && showMarks ? <CorrectMark /> : null}
          </li>
        );
      })}
    </ol>
  );
}
