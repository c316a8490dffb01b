import { useTranslation } from 'react-i18next';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import type { ScrambleScreen, ScrambleSummary } from '../../../domain/question-types/scramble/index.ts';
import type { HostQuestionProps, ResultProps } from '../question-type-views.ts';
import { HostPrompt } from '../text-entry/host-prompt.tsx';
import { RankedTexts } from '../text-entry/ranked-texts.tsx';
import { GivenText } from '../text-entry/text-answer-form.tsx';
import { LetterTiles, PhraseTiles, WordSlots } from './letter-tiles.tsx';

/** The shuffled letters, large, over the empty slots of the answer. */
export function ScrambleHostQuestion({ screen }: HostQuestionProps<'scramble'>) {
  const { t } = useTranslation();
  return (
    <HostPrompt text={t('text_questions.scramble.host_prompt')}>
      <LetterTiles letters={screen.letters} />
      <WordSlots wordLengths={screen.word_lengths} />
    </HostPrompt>
  );
}

export function ScrambleGivenAnswer({ answer }: { screen: ScrambleScreen; answer: PlayerAnswer }) {
  return <GivenText answer={answer} />;
}

/** The phrase in order (when the quiz shows the correct answer), how many rebuilt it, the common wrong attempts. */
export function ScrambleResult({ summary, answered }: ResultProps<'scramble'>) {
  const { t } = useTranslation();
  return (
    <div className="text-result">
      {summary.solution ? (
        <section className="text-result__solution">
          <h3 className="text-result__heading">{t('text_questions.scramble.result_solution')}</h3>
          <PhraseTiles phrase={summary.solution} />
        </section>
      ) : null}
      <p className="text-result__tally">
        {t('text_questions.scramble.result_correct', { count: summary.correct, answered })}
      </p>
      {summary.wrong.length > 0 ? (
        <RankedTexts heading={t('text_questions.scramble.result_wrong')} items={summary.wrong} />
      ) : null}
    </div>
  );
}

export const scrambleAnswerText = (_screen: ScrambleScreen, answer: PlayerAnswer) =>
  answer.kind === 'text' ? answer.text : '';

export const scrambleCorrectText = (_screen: ScrambleScreen, summary: ScrambleSummary) => summary.solution;
