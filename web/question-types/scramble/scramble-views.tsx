import { useTranslation } from 'react-i18next';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import type { ScrambleScreen, ScrambleSummary } from '../../../domain/question-types/scramble/index.ts';
import type { GivenAnswerProps, HostQuestionProps, ResultProps } from '../question-type-views.ts';
import { HostPrompt } from '../text-entry/host-prompt.tsx';
import { RankedTexts } from '../text-entry/ranked-texts.tsx';
import { GivenText } from '../text-entry/text-answer-form.tsx';
import { LetterTiles, PhraseTiles, WordSlots } from './letter-tiles.tsx';

/**
 * The shuffled letters, large, over the empty slots of the answer. No keyboard drawing: players tap
 * letters rather than type, and without it the card leaves room for the Skip button on a projector.
 */
export function ScrambleHostQuestion({ screen }: HostQuestionProps<'scramble'>) {
  const { t } = useTranslation();
  return (
    <HostPrompt text={t('text_questions.scramble.host_prompt')} keyboard={false}>
      <LetterTiles letters={screen.letters} />
      <WordSlots wordLengths={screen.word_lengths} />
    </HostPrompt>
  );
}

export function ScrambleGivenAnswer({ answer }: GivenAnswerProps<'scramble'>) {
  return <GivenText answer={answer} />;
}

/**
 * The phrase in order (when the quiz shows the correct answer; marked unless the quizmaster turned marks
 * off), how many rebuilt it, and the common wrong attempts (when the quizmaster shows the players' answers).
 */
export function ScrambleResult({
  summary,
  answered,
  showAnswers = true,
  showMarks = true,
}: ResultProps<'scramble'>) {
  const { t } = useTranslation();
  return (
    <div className={showMarks ? 'text-result' : 'text-result text-result--unmarked'}>
      {summary.solution ? (
        <section className="text-result__solution">
          <h3 className="text-result__heading">{t('text_questions.scramble.result_solution')}</h3>
          <PhraseTiles phrase={summary.solution} />
        </section>
      ) : null}
      <p className="text-result__tally">
        {t('text_questions.scramble.result_correct', { count: summary.correct, answered })}
      </p>
      {showAnswers && summary.wrong.length > 0 ? (
        <RankedTexts heading={t('text_questions.scramble.result_wrong')} items={summary.wrong} />
      ) : null}
    </div>
  );
}

export const scrambleAnswerText = (_screen: ScrambleScreen, answer: PlayerAnswer) =>
  answer.kind === 'text' ? answer.text : '';

export const scrambleCorrectText = (_screen: ScrambleScreen, summary: ScrambleSummary) => summary.solution;
