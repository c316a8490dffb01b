import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { TogetherView } from '../../../domain/together/views.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { QuizLookScope } from '../../components/quiz-look/index.ts';
import { TogetherBoard } from '../../components/together/together-board.tsx';
import { TogetherNameForm } from '../../components/together/together-name-form.tsx';
import { ApiError } from '../../http/api-error.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { playPaths } from '../../shared/paths/play-paths.ts';
import { savePlaySession } from '../../shared/play/play-storage.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { joinTogether, readMyTogether, startTogether } from '../../shared/together/together-api.ts';
import {
  type MemberSession,
  readMemberSession,
  saveMemberSession,
} from '../../shared/together/together-storage.ts';
import { useTogetherView } from '../../shared/together/use-together-view.ts';
import { ShareGroup } from './share-group.tsx';
import '../../components/live-screens/live.css';
import './together.css';

/**
 * `/play/{id}/together`, {id} being the group's id: the lobby. Friends who open the link see who is in,
 * add their name, and any member starts the game (spec: "one of them starts it"). Once it has started,
 * every member goes to their own play of the same questions; a reload here takes them back to it.
 */
export function TogetherPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const view = useTogetherView(id);
  const [member, setMember] = useState<MemberSession | null>(() => readMemberSession(id));
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const started = view?.phase === 'started';
  const signedIn = useAtomValue(sessionAtom).status === 'signed-in';

  useEffect(() => {
    // Signed in and joined from another device: the account's membership is this browser's too.
    if (member || !signedIn) return;
    let current = true;
    readMyTogether(id, null).then(
      (mine) => current && setMember(saveMemberSession(mine)),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [member, signedIn, id]);

  useEffect(() => {
    if (!started || !member) return;
    let current = true;
    readMyTogether(id, member).then(
      (me) => {
        if (!current || !me.play) return;
        savePlaySession(me.quiz_code, { playId: me.play.play_id, token: me.play.play_token });
        navigate(playPaths.play(me.quiz_code), { replace: true });
      },
      (failure) => current && setError(failure instanceof ApiError ? failure.code : 'something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [started, member, id, navigate]);

  if (view === undefined) return <PageSpinner />;
  if (view === null) {
    return (
      <section className="page page--centered" data-testid="together-missing">
        <p className="page__lead">{t('errors.together_not_found')}</p>
        <Link to="/" className="button button--light">
          {t('together.home')}
        </Link>
      </section>
    );
  }

  async function start() {
    if (!member) return;
    setStarting(true);
    setError(null);
    try {
      await startTogether(id, member);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.code : 'something_went_wrong');
      setStarting(false);
    }
  }

  return (
    // The quiz's look, as its questions will have it (play-page.tsx) once the group starts.
    <QuizLookScope look={view.look}>
      <div className="page together-lobby" data-testid="together-lobby">
        <div className="together-lobby__main">
          <p className="play-start__kicker">{t('together.kicker')}</p>
          <h1 className="page__title" data-testid="together-title">
            {view.quizTitle}
          </h1>
          {error ? (
            <p className="together-lobby__error" role="alert" data-testid="together-error">
              {t(errorKey(error))}
            </p>
          ) : null}
          {started && !member ? (
            // Too late to join, but friends may still follow how the group is doing.
            <TogetherBoard view={view} me={null} />
          ) : (
            <Members view={view} me={member?.name ?? null} />
          )}
          {member ? (
            started ? (
              <PageSpinner />
            ) : (
              <div className="together-lobby__start">
                <button
                  type="button"
                  className="button button--accent button--live-block"
                  onClick={start}
                  disabled={starting}
                  data-testid="together-start"
                >
                  {t('together.start')}
                </button>
                <p className="together-lobby__hint">{t('together.start_hint')}</p>
              </div>
            )
          ) : (
            <Newcomer view={view} onMember={setMember} />
          )}
        </div>
        {started ? null : <ShareGroup togetherId={id} />}
      </div>
    </QuizLookScope>
  );
}

function Members({ view, me }: { view: TogetherView; me: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="together-lobby__members surface" aria-label={t('together.members_label')}>
      <h2 className="together-lobby__count" data-testid="together-count">
        {t('together.members', { count: view.members.length, max: view.maxMembers })}
      </h2>
      <ul className="together-lobby__names">
        {view.members.map((m) => (
          <li key={m.memberId} className="together-lobby__name" data-testid="together-lobby-member">
            {m.name}
            {m.name === me ? <span className="together-lobby__you"> {t('together.you')}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Someone who is not in the group yet: a name box, or why they cannot join. */
function Newcomer({ view, onMember }: { view: TogetherView; onMember: (member: MemberSession) => void }) {
  const { t } = useTranslation();
  const refusal =
    view.phase === 'started'
      ? 'together_already_started'
      : view.members.length >= view.maxMembers
        ? 'together_full'
        : null;
  if (refusal) {
    return (
      <div className="together-lobby__refusal" data-testid="together-refused">
        <p role="alert">{t(errorKey(refusal))}</p>
        <Link to={`/${view.quizCode}`} className="button button--light">
          {t('together.new_group')}
        </Link>
      </div>
    );
  }
  return (
    <TogetherNameForm
      submitLabel={t('together.join')}
      send={(name) => joinTogether(view.togetherId, { name })}
      onMember={onMember}
    />
  );
}
