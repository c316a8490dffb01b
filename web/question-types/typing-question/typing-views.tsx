import { useTranslation } from 'react-i18next';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import type { TypingScreen, TypingSummary } from '../../../domain/question-types/typing-question/index.ts';
import type {
  GivenAnswerProps,
  HostQuestionProps,
  PhoneAnswerProps,
  ResultProps,
} from '../question-type-views.ts';
import { HostPrompt } from '../text-entry/host-prompt.tsx';
import { RankedTexts } from '../text-entry/ranked-texts.tsx';
import { GivenText, TextAnswerForm } from '../text-entry/text-answer-form.tsx';

export function TypingHostQuestion(_props: HostQuestionProps<'typing_question'>) {
  const { t } = useTranslation();
  return <HostPrompt text={t('text_questions.typing.host_prompt')} />;
}

export function TypingPhoneAnswer({ screen, locked, given, submit }: PhoneAnswerProps<'typing_question'>) {
  const { t } = useTranslation();
  return (
    <TextAnswerForm
      label={t('text_questions.typing.phone_label')}
      maxLength={screen.max_length}
      locked={locked}
      given={given}
      submit={submit}
    />
  );
}

export function TypingGivenAnswer({ answer }: GivenAnswerProps<'typing_question'>) {
  return <GivenText answer={answer} />;
}

/**
 * The accepted answers (when the quiz shows the correct answer; marked unless the quizmaster turned marks
 * off), how many got it, and the common wrong answers (when the quizmaster shows the players' answers).
 */
export function TypingResult({
  summary,
  answered,
  showAnswers = true,
  showMarks = true,
}: ResultProps<'typing_question'>) {
  const { t } = useTranslation();
  return (
    <div className={showMarks ? 'text-result' : 'text-result text-result--unmarked'}>
      {summary.accepted ? (
        <section className="text-result__solution">
          <h3 className="text-result__heading">{t('text_questions.typing.result_accepted')}</h3>
          <ul className="text-result__accepted">
            {summary.accepted.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="text-result__tally">
        {t('text_questions.typing.result_correct', { count: summary.correct, answered })}
      </p>
      {showAnswers && summary.wrong.length > 0 ? (
        <RankedTexts heading={t('text_questions.typing.result_wrong')} items={summary.wrong} />
      ) : null}
    </div>
  );
}

export const typingAnswerText = (_screen: TypingScreen, answer: PlayerAnswer) =>
  answer.kind === 'text' ? answer.text : '';

export const typingCorrectText = (_screen: TypingScreen, summary: TypingSummary) =>
  summary.accepted && summary.accepted.length > 0 ? summary.accepted.join(', ') : null;
