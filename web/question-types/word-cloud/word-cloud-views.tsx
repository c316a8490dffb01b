import { useTranslation } from 'react-i18next';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import { WORD_MAX, type WordCloudScreen } from '../../../domain/question-types/word-cloud/index.ts';
import type {
  EditorPanelProps,
  GivenAnswerProps,
  HostQuestionProps,
  PhoneAnswerProps,
  ResultProps,
} from '../question-type-views.ts';
import { HostPrompt } from '../text-entry/host-prompt.tsx';
import { GivenText, TextAnswerForm } from '../text-entry/text-answer-form.tsx';
import { cloudLayout } from './cloud-layout.ts';
import './word-cloud.css';

/** A word cloud has nothing to author but the question: the panel says what players will do. */
export function WordCloudEditor(_props: EditorPanelProps<'word_cloud'>) {
  const { t } = useTranslation();
  return <p className="field__hint">{t('text_questions.cloud.editor_hint', { max: WORD_MAX })}</p>;
}

export function WordCloudHostQuestion(_props: HostQuestionProps<'word_cloud'>) {
  const { t } = useTranslation();
  return <HostPrompt text={t('text_questions.cloud.host_prompt')} />;
}

export function WordCloudPhoneAnswer({ screen, locked, given, submit }: PhoneAnswerProps<'word_cloud'>) {
  const { t } = useTranslation();
  return (
    <TextAnswerForm
      label={t('text_questions.cloud.phone_label')}
      maxLength={screen.max_length}
      locked={locked}
      given={given}
      submit={submit}
    />
  );
}

export function WordCloudGivenAnswer({ answer }: GivenAnswerProps<'word_cloud'>) {
  return <GivenText answer={answer} />;
}

/**
 * The cloud: the words sized by how many sent them, the biggest in the middle. Screen readers get the
 * same words as a list, most frequent first, with their counts. When the quizmaster hides the players'
 * answers, only how many words were sent.
 */
export function WordCloudResult({ summary, showAnswers = true }: ResultProps<'word_cloud'>) {
  const { t } = useTranslation();
  if (!showAnswers)
    return <p className="word-cloud__empty">{t('text_questions.cloud.total', { count: summary.total })}</p>;
  if (summary.words.length === 0)
    return <p className="word-cloud__empty">{t('text_questions.cloud.empty')}</p>;
  return (
    <figure className="word-cloud">
      <ul className="word-cloud__words" aria-hidden="true">
        {cloudLayout(summary.words).map((word) => (
          <li
            key={word.text}
            className={`word-cloud__word word-cloud__word--size-${word.size} word-cloud__word--colour-${word.colour}`}
          >
            {word.text}
          </li>
        ))}
      </ul>
      <ol className="visually-hidden">
        {summary.words.map((word) => (
          <li key={word.text}>
            {t('text_questions.cloud.word_count', { word: word.text, count: word.count })}
          </li>
        ))}
      </ol>
      <figcaption className="word-cloud__total">
        {t('text_questions.cloud.total', { count: summary.total })}
      </figcaption>
    </figure>
  );
}

export const wordCloudAnswerText = (_screen: WordCloudScreen, answer: PlayerAnswer) =>
  answer.kind === 'text' ? answer.text : '';

/** An open poll has no right answer to tell. */
export const wordCloudCorrectText = () => null;
