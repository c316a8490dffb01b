import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { PlayerView, RoomView } from '../../../domain/game/views.ts';
import { verdictFor } from '../../components/live-screens/answer-verdict.ts';
import { Waiting } from '../../components/live-screens/live-stage.tsx';
import { viewsOf } from '../../question-types/registry.ts';
import { answerAtom } from '../../shared/live/live-state.ts';
import { TeamStats } from './player-team-stats.tsx';
import { phoneSoundAtom, useVerdictSound } from './sound/use-game-sound.ts';

/** `/result/{code}`: right or wrong (with the sound), the points, the right answer, score and place. */
export function PlayerResult({ room, you }: { room: RoomView; you: PlayerView | null }) {
  const { t } = useTranslation();
  const answer = useAtomValue(answerAtom);
  const question = room.question!;
  const answered = Boolean(you?.answer) || answer?.index === question.index;
  const verdict = verdictFor(room, {
    answered,
    correct: you?.answer?.correct ?? null,
    points: you?.answer?.points ?? null,
  });
  useVerdictSound(verdict, room, useAtomValue(phoneSoundAtom));
  const correctText = room.results
    ? viewsOf(question.screen.question_type).correctText(question.screen, room.results.summary)
    : null;
  const points = you?.answer?.points;
  return (
    <section
      className={`phone-result phone-result--${verdict}`}
      data-testid="player-result"
      data-verdict={verdict}
    >
      <h1 className="phone-result__verdict">{t(`live.verdict_${verdict}`)}</h1>
      {points !== null && points !== undefined ? (
        <p className="phone-result__points">{t('live.points_earned', { points })}</p>
      ) : null}
      {verdict === 'wrong' && correctText ? (
        <p className="phone-result__correct">{t('live.correct_was', { answers: correctText })}</p>
      ) : null}
      {room.results?.explanation ? (
        <p className="phone-result__explanation" data-testid="phone-explanation">
          <strong>{t('live.explanation')}:</strong> {room.results.explanation}
        </p>
      ) : null}
      {you ? (
        <dl className="phone-stats">
          <div>
            <dt>{t('live.score')}</dt>
            <dd data-testid="player-score">{you.score}</dd>
          </div>
          <div>
            <dt>{t('live.rank')}</dt>
            <dd data-testid="player-rank">
              {t('live.rank_of', { rank: you.rank, players: room.playerCount })}
            </dd>
          </div>
        </dl>
      ) : null}
      <TeamStats room={room} you={you} />
      {question.index + 1 >= question.total ? (
        // The last question: no other comes; the score and place above are the final ones.
        <>
          <p className="phone-result__last">{t('live.last_question')}</p>
          <Waiting text={t('live.podium_coming')} />
        </>
      ) : (
        <Waiting text={t('live.waiting_for_next')} />
      )}
    </section>
  );
}
