import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionOnScreen, RoomView } from '../../../domain/game/views.ts';
import { CountdownBar } from '../../components/live-screens/countdown-bar.tsx';
import { Waiting } from '../../components/live-screens/live-stage.tsx';
import { readingSecondsLeft } from '../../components/live-screens/question-clock.ts';
import { useNow } from '../../components/live-screens/use-now.ts';
import { useOffline } from '../../components/live-screens/use-offline.ts';
import { Picture } from '../../components/picture/picture.tsx';
import { errorKey } from '../../i18n/translation-key.ts';
import { viewsOf } from '../../question-types/registry.ts';
import { answerAtom } from '../../shared/live/live-state.ts';
import { liveGame, liveStorage } from './live-game.ts';
import { PhoneSoundToggle } from './sound/sound-toggle.tsx';
import { phoneSoundAtom } from './sound/use-game-sound.ts';

/** Whether the phone shows the question's text too: the player's choice, kept for later questions and games. */
const SHOW_QUESTION_KEY = 'kviss.live.show-question';

/** True while the question is shown but its answers have not unlocked yet (the quizmaster's reading time). */
function useReadingTime(question: QuestionOnScreen): boolean {
  const [reading, setReading] = useState(
    () => readingSecondsLeft(question, Date.now(), liveGame().serverOffsetMs) > 0,
  );
  const now = useNow(200, reading);
  useEffect(() => {
    if (reading && readingSecondsLeft(question, now, liveGame().serverOffsetMs) === 0) setReading(false);
  }, [reading, now, question]);
  return reading;
}

function readShowQuestion(): boolean {
  return liveStorage().getItem(SHOW_QUESTION_KEY) !== '0';
}

/** The answer buttons: colour, shape and text; one tap answers, or pick several and send when all are asked for. */
export function AnswerScreen({ room, question }: { room: RoomView; question: QuestionOnScreen }) {
  const { t } = useTranslation();
  const locked = useReadingTime(question);
  const answer = useAtomValue(answerAtom);
  const phoneSound = useAtomValue(phoneSoundAtom);
  const offline = useOffline();
  const mine = answer?.index === question.index && answer.state !== 'failed' ? answer : null;
  const failed = answer?.index === question.index && answer.state === 'failed';
  const [showQuestion, setShowQuestion] = useState(readShowQuestion);
  const views = viewsOf(question.screen.question_type);
  const { PhoneAnswer, GivenAnswer } = views;

  function toggleQuestion() {
    const next = !showQuestion;
    setShowQuestion(next);
    liveStorage().setItem(SHOW_QUESTION_KEY, next ? '1' : '0');
  }

  const header = (
    <header className="phone-question__head">
      <p className="phone-question__counter">
        {t('live.question_of', { number: question.index + 1, total: question.total })}
      </p>
      <div className="phone-question__toggles">
        <button
          type="button"
          className="phone-question__toggle"
          aria-pressed={showQuestion}
          onClick={toggleQuestion}
        >
          {t('live.show_question')}
        </button>
        {room.live.sound ? <PhoneSoundToggle /> : null}
      </div>
    </header>
  );

  if (mine) {
    // Offline, "Sending…" would wait with no reason given; the answer is kept and goes once back online.
    const waitsForNetwork = mine.state === 'sending' && offline;
    return (
      <section className="phone-question" data-testid="answer-status" data-state={mine.state}>
        {header}
        <div className="answer-status" role="status">
          <h1 className="answer-status__title">
            {mine.state === 'sent'
              ? t('live.answer_sent')
              : mine.state === 'late'
                ? t('live.answer_late')
                : waitsForNetwork
                  ? t('live.answer_offline_title')
                  : t('live.answer_sending')}
          </h1>
          {waitsForNetwork ? (
            <p className="answer-status__offline" data-testid="offline-notice">
              {t('live.answer_offline_text')}
            </p>
          ) : null}
          <GivenAnswer screen={question.screen} answer={mine.answer} />
          <Waiting text={t('live.waiting_for_others')} />
        </div>
      </section>
    );
  }

  return (
    <section className="phone-question">
      {header}
      {showQuestion || locked ? <h1 className="phone-question__title">{question.title}</h1> : null}
      {(showQuestion || locked) && question.picture && !views.ownPicture ? (
        <Picture
          picture={question.picture}
          size="phone"
          className={`phone-question__picture${question.fullWidthMobile ? ' phone-question__picture--full' : ''}`}
        />
      ) : null}
      {/* The video plays on the big screen only: thirty phones streaming it would choke a school's network. */}
      {question.video ? <p className="phone-question__video-note">{t('video.on_big_screen')}</p> : null}
      {/* A slide takes no answers: no "time left" nor "No time limit" to read on the phone. */}
      {question.screen.question_type === 'slide' ? null : (
        <CountdownBar
          timing={question}
          offsetMs={liveGame().serverOffsetMs}
          showBar={room.live.progressBar}
        />
      )}
      {failed ? (
        <p className="phone-question__error" role="alert">
          {answer.refusal ? t(errorKey(answer.refusal)) : t('live.answer_failed')}
        </p>
      ) : null}
      <PhoneAnswer
        key={question.index}
        screen={question.screen}
        locked={locked}
        // A refused answer comes back to be corrected (a word the cloud keeps out), not typed again.
        given={failed ? answer.answer : null}
        muted={!phoneSound}
        submit={(given) => liveGame().answer(question.index, given)}
      />
    </section>
  );
}
