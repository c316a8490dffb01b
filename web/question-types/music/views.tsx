import { useTranslation } from 'react-i18next';
import { screenAsBasic, summaryAsBasic, trackTitle } from '../../../domain/question-types/music/index.ts';
import { AnswerBoard } from '../basic/answer-board.tsx';
import { BasicGivenAnswer, BasicPhoneAnswer } from '../basic/phone-answer.tsx';
import { basicViews } from '../basic/views.tsx';
import type {
  GivenAnswerProps,
  HostQuestionProps,
  PhoneAnswerProps,
  QuestionTypeViews,
  ResultProps,
} from '../question-type-views.ts';
import { ClipControl } from './clip-control.tsx';
import { MusicEditor } from './music-editor.tsx';
import './music.css';

/** The clip with its play/pause button above the answer tiles; it picks up where the room is after a reload. */
function MusicHostQuestion({ screen, elapsedMs }: HostQuestionProps<'music'>) {
  const { audio, start_time } = screen.song;
  return (
    <>
      {audio ? <ClipControl audio={audio} startTime={start_time} elapsedMs={elapsedMs} size="large" /> : null}
      <AnswerBoard question={screenAsBasic(screen)} correctAnswerIds={null} />
    </>
  );
}

/** The clip on the phone (or word that it plays on the big screen), over multiple choice's answer buttons. */
function MusicPhoneAnswer({ screen, muted, ...rest }: PhoneAnswerProps<'music'>) {
  const { t } = useTranslation();
  const { audio, start_time } = screen.song;
  return (
    <>
      {/* A player who turned their phone's sound off hears the big screen, if anything. */}
      {audio && !muted ? (
        <ClipControl audio={audio} startTime={start_time} size="compact" />
      ) : (
        <p className="music-listen">{t('music_question.listen_big_screen')}</p>
      )}
      <BasicPhoneAnswer screen={screenAsBasic(screen)} {...rest} />
    </>
  );
}

function MusicGivenAnswer({ screen, answer }: GivenAnswerProps<'music'>) {
  return <BasicGivenAnswer screen={screenAsBasic(screen)} answer={answer} />;
}

/** Multiple choice's chart and tiles, with the song named once the answer is shown. */
function MusicResult({ screen, summary, ...rest }: ResultProps<'music'>) {
  const { t } = useTranslation();
  const BasicResult = basicViews.Result;
  return (
    <>
      {summary.track ? (
        <p className="music-result__track">
          {t('music_question.result_track', { title: trackTitle(summary.track) })}
        </p>
      ) : null}
      <BasicResult screen={screenAsBasic(screen)} summary={summaryAsBasic(summary)} {...rest} />
    </>
  );
}

export const musicViews: QuestionTypeViews<'music'> = {
  labelKey: 'question_types.music',
  Editor: MusicEditor,
  HostQuestion: MusicHostQuestion,
  PhoneAnswer: MusicPhoneAnswer,
  GivenAnswer: MusicGivenAnswer,
  Result: MusicResult,
  answerText: (screen, answer) => basicViews.answerText(screenAsBasic(screen), answer),
  correctText: (screen, summary) => basicViews.correctText(screenAsBasic(screen), summaryAsBasic(summary)),
};
