import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { TEAM_NAME_MAX } from '../../../domain/game/rules.ts';
import type { PlayerView, QuestionOnScreen, RoomView } from '../../../domain/game/views.ts';
import { verdictFor } from '../../components/live-screens/answer-verdict.ts';
import { CountdownBar } from '../../components/live-screens/countdown-bar.tsx';
import { LiveStage, StageMessage, Waiting } from '../../components/live-screens/live-stage.tsx';
import { readingSecondsLeft } from '../../components/live-screens/question-clock.ts';
import { Podium } from '../../components/live-screens/standings.tsx';
import { teamNameToSend, teamPlace, teamsBestFirst } from '../../components/live-screens/teams.ts';
import { useNow } from '../../components/live-screens/use-now.ts';
import { TextField } from '../../components/text-field.tsx';
import { errorKey } from '../../i18n/translation-key.ts';
import { viewsOf } from '../../question-types/registry.ts';
import { answerAtom, roomAtom } from '../../shared/live/live-state.ts';
import { HostAwayBanner } from './host-away-banner.tsx';
import { liveGame, liveStorage } from './live-game.ts';
import { playerPathFor } from './live-paths.ts';
import { readPlayerSession } from './live-storage.ts';
import { PhoneSoundToggle } from './sound/sound-toggle.tsx';
import { phoneSoundAtom, useVerdictSound } from './sound/use-game-sound.ts';
import { type GameOnScreen, useFollowGame, usePlayerGame } from './use-live.ts';

const SHOW_QUESTION_KEY = 'kviss.live.show-question';

/**
 * `/join-start`, `/countdown/{code}`, `/result/{code}` and `/summary`: the player's phone. It follows the
 * room from screen to screen; a reload or a lost connection resumes the same player, score intact.
 */
export function PlayerGamePage() {
  const game = usePlayerGame();
  const target =
    game.state === 'ready' && game.session ? playerPathFor(game.view.room, game.session.pin) : null;
  useFollowGame(target);
  return (
    <LiveStage kind="phone" awake={game.state === 'ready' || game.state === 'loading'}>
      {game.state === 'ready' && game.view.room.live.sound && game.view.room.phase !== 'question' ? (
        <PhoneSoundToggle corner />
      ) : null}
      {game.state === 'ready' ? <HostAwayBanner room={game.view.room} /> : null}
      <PlayerScreen game={game} target={target} name={game.session?.name ?? ''} />
    </LiveStage>
  );
}

function PlayerScreen({
  game,
  target,
  name,
}: {
  game: GameOnScreen<{ room: RoomView; you: PlayerView | null }>;
  target: string | null;
  name: string;
}) {
  const { t } = useTranslation();
  switch (game.state) {
    case 'none':
      // Spec "player-quiz-loaded" guard: no game on this phone, so home.
      return <Navigate to="/" replace />;
    case 'loading':
      return (
        <div className="stage-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('live.connecting')}</span>
        </div>
      );
    case 'ended':
      return <PlayerEnded end={game.end} />;
    case 'ready':
      break;
  }
  const { room, you } = game.view;
  if (target === '/join-start') {
    if (room.teams && room.phase === 'lobby')
      return <TeamPicker room={room} you={you} name={you?.name ?? name} teams={room.teams} />;
    return (
      <StageMessage title={t('live.you_are_in')} testId="player-lobby">
        <p className="player-name">{you?.name ?? name}</p>
        <p className="stage-message__text">{t('live.look_at_screen')}</p>
        <Waiting text={t('live.waiting_for_start')} />
      </StageMessage>
    );
  }
  if (target?.startsWith('/countdown/')) {
    if (room.phase === 'question' && room.question)
      return <AnswerScreen key={room.question.index} room={room} question={room.question} />;
    return (
      <StageMessage title={t('live.get_ready')} testId="player-get-ready">
        <p className="stage-message__text">{t('live.look_at_screen')}</p>
        <span className="spinner" aria-hidden="true" />
      </StageMessage>
    );
  }
  if (target?.startsWith('/result/') && room.question) return <PlayerResult room={room} you={you} />;
  if (target === '/summary') return <PlayerSummary room={room} you={you} />;
  return null;
}

function PlayerEnded({ end }: { end: 'kicked' | 'replaced' | 'gone' | 'session_expired' | 'no_permission' }) {
  const { t } = useTranslation();
  if (end === 'replaced') {
    return (
      <StageMessage
        title={t('live.replaced_title')}
        tone="alert"
        testId="player-replaced"
        actions={
          <button type="button" className="button button--light" onClick={() => liveGame().takeOver()}>
            {t('live.play_here')}
          </button>
        }
      >
        <p className="stage-message__text">{t('errors.game_replaced')}</p>
      </StageMessage>
    );
  }
  return (
    <StageMessage
      title={t(end === 'kicked' ? 'live.kicked_title' : 'live.game_over')}
      tone="alert"
      testId={end === 'kicked' ? 'player-kicked' : 'player-gone'}
      actions={
        <Link className="button button--light" to="/join">
          {t('live.join_another')}
        </Link>
      }
    >
      <p className="stage-message__text">
        {t(end === 'kicked' ? 'errors.kicked_by_quizmaster' : 'errors.join_not_live')}
      </p>
    </StageMessage>
  );
}

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
function AnswerScreen({ room, question }: { room: RoomView; question: QuestionOnScreen }) {
  const { t } = useTranslation();
  const locked = useReadingTime(question);
  const answer = useAtomValue(answerAtom);
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
    return (
      <section className="phone-question" data-testid="answer-status" data-state={mine.state}>
        {header}
        <div className="answer-status" role="status">
          <h1 className="answer-status__title">
            {mine.state === 'sent'
              ? t('live.answer_sent')
              : mine.state === 'late'
                ? t('live.answer_late')
                : t('live.answer_sending')}
          </h1>
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
      <CountdownBar timing={question} offsetMs={liveGame().serverOffsetMs} showBar={room.live.progressBar} />
      {failed ? (
        <p className="phone-question__error" role="alert">
          {t('live.answer_failed')}
        </p>
      ) : null}
      <PhoneAnswer
        key={question.index}
        screen={question.screen}
        locked={locked}
        given={null}
        submit={(given) => liveGame().answer(question.index, given)}
      />
    </section>
  );
}

function PlayerResult({ room, you }: { room: RoomView; you: PlayerView | null }) {
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

function PlayerSummary({ room, you }: { room: RoomView; you: PlayerView | null }) {
  const { t } = useTranslation();
  return (
    <section className="phone-summary" data-testid="player-summary">
      <h1 className="phone-summary__title">{t('live.game_finished')}</h1>
      {you ? (
        <dl className="phone-stats phone-stats--big">
          <div>
            <dt>{t('live.your_place')}</dt>
            <dd data-testid="player-rank">
              {t('live.rank_of', { rank: you.rank, players: room.playerCount })}
            </dd>
          </div>
          <div>
            <dt>{t('live.score')}</dt>
            <dd data-testid="player-score">{you.score}</dd>
          </div>
        </dl>
      ) : null}
      <TeamStats room={room} you={you} />
      <Podium
        standings={room.teams ? teamsBestFirst(room.teams).slice(0, 3) : room.leaderboard.slice(0, 3)}
        compact
      />
      <Link className="button button--light button--live-block" to="/thanks">
        {t('live.done')}
      </Link>
    </section>
  );
}

/** In team mode: this player's team, its place among the teams and its score. */
function TeamStats({ room, you }: { room: RoomView; you: PlayerView | null }) {
  const { t } = useTranslation();
  const team = room.teams?.find((candidate) => candidate.teamId === you?.teamId);
  const place = teamPlace(room.teams, you?.teamId ?? null);
  if (!room.teams || !team || place === null) return null;
  return (
    <div className="phone-team" data-testid="player-team">
      <p className="phone-team__name">
        <span className="phone-team__label">{t('live.your_team')}</span> {team.name}
      </p>
      <dl className="phone-stats">
        <div>
          <dt>{t('live.team_place')}</dt>
          <dd data-testid="team-rank">{t('live.team_rank_of', { rank: place, teams: room.teams.length })}</dd>
        </div>
        <div>
          <dt>{t('live.team_score')}</dt>
          <dd data-testid="team-score">{team.score}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * `/join-start` in team mode: the teams to join (the player's own marked), and a field to start a new
 * one. A player may switch until the game starts; a team left empty disbands.
 */
function TeamPicker({
  room,
  you,
  name,
  teams,
}: {
  room: RoomView;
  you: PlayerView | null;
  name: string;
  teams: NonNullable<RoomView['teams']>;
}) {
  const { t } = useTranslation();
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = you?.teamId ?? null;
  const myTeam = teams.find((team) => team.teamId === mine) ?? null;

  async function choose(choice: Parameters<ReturnType<typeof liveGame>['team']>[0]): Promise<string | null> {
    setBusy(true);
    setFailure(null);
    const code = await liveGame().team(choice);
    setBusy(false);
    return code;
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    const checked = teamNameToSend(newName, room.teams);
    if ('problem' in checked) return setNameError(checked.problem);
    setNameError(null);
    const code = await choose({ action: 'create', name: checked.name });
    if (!code) setNewName('');
    else if (code.startsWith('team_name')) setNameError(code);
    else setFailure(code);
  }

  async function join(teamId: string) {
    const code = await choose({ action: 'join', teamId });
    if (code) setFailure(code);
  }

  return (
    <section className="team-picker" data-testid="player-lobby">
      <header className="team-picker__head">
        <p className="player-name">{name}</p>
        <h1 className="team-picker__title">{t('live.pick_team')}</h1>
        <p className="team-picker__text">
          {myTeam ? (
            <>
              {t('live.your_team_label')} <strong data-testid="my-team">{myTeam.name}</strong>
            </>
          ) : (
            t('live.pick_team_text')
          )}
        </p>
      </header>
      {failure ? (
        <p className="team-picker__error" role="alert">
          {t(errorKey(failure))}
        </p>
      ) : null}
      {teams.length === 0 ? (
        <p className="team-picker__none">{t('live.no_teams_yet')}</p>
      ) : (
        <ul className="team-picker__teams" aria-label={t('live.teams')}>
          {teams.map((team) => {
            const isMine = team.teamId === mine;
            return (
              <li
                key={team.teamId}
                className={`team-option${isMine ? ' is-mine' : ''}`}
                data-testid="team-option"
              >
                <span className="team-option__name">{team.name}</span>
                {isMine ? (
                  <span className="team-option__mine">{t('live.your_team')}</span>
                ) : (
                  <button
                    type="button"
                    className="button button--accent team-option__join"
                    disabled={busy}
                    aria-label={t('live.join_team_named', { team: team.name })}
                    onClick={() => void join(team.teamId)}
                  >
                    {t('live.join_team')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form className="team-picker__new surface" onSubmit={create} noValidate>
        <TextField
          label={t('live.new_team_label')}
          hint={t('live.new_team_hint', { max: TEAM_NAME_MAX })}
          value={newName}
          onChange={(value) => {
            setNewName(value);
            if (nameError) setNameError(null);
          }}
          error={nameError ?? undefined}
          autoComplete="off"
          autoCapitalize="words"
          maxLength={TEAM_NAME_MAX * 4}
          enterKeyHint="go"
        />
        <button type="submit" className="button button--accent button--live-block" disabled={busy}>
          {t('live.create_team')}
        </button>
      </form>
      <Waiting text={t('live.waiting_for_start')} />
    </section>
  );
}

/** `/thanks`: the end of a game on the phone; the phone forgets the game here. */
export function ThanksPage() {
  const { t } = useTranslation();
  const room = useAtomValue(roomAtom);
  const [seen] = useState(() => ({
    session: readPlayerSession(liveStorage()),
    cancelled: room?.phase === 'cancelled',
  }));
  useEffect(() => {
    liveGame().leave('player');
  }, []);
  if (!seen.session && !room) return <Navigate to="/" replace />;
  return (
    <LiveStage kind="phone">
      <StageMessage
        title={seen.session ? t('live.thanks_name', { name: seen.session.name }) : t('live.thanks')}
        testId="player-thanks"
        actions={
          <>
            <Link className="button button--light" to="/join">
              {t('live.join_another')}
            </Link>
            <Link className="button button--live-quiet" to="/">
              {t('common.back_home')}
            </Link>
          </>
        }
      >
        {seen.cancelled ? <p className="stage-message__text">{t('live.cancelled_by_host')}</p> : null}
      </StageMessage>
    </LiveStage>
  );
}
