import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AssignmentPublicView } from '../../../api/contracts/assignments.ts';
import { checkPlayerName } from '../../../domain/game/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../http/api-error.ts';
import { lookUpJoinCode } from '../../http/join-lookup.ts';
import { useDateTime } from '../../i18n/date-time.ts';
import { ASSIGNMENT_PARAM } from '../../shared/paths/assignment-paths.ts';
import { playPaths } from '../../shared/paths/play-paths.ts';
import { lastPlayName, rememberPlayName, savePlaySession } from '../../shared/play/play-storage.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { AssignmentFacts, refusalParams } from './assignment-facts.tsx';
import { fetchAccountName, fetchAssignment, startPlay } from './play-api.ts';
import '../../components/live-screens/live.css';
import '../../components/solo-play/solo-play.css';

/** `/play/{code}/start`: the name to play under (a guest's own, or the signed-in person's), then the first question. */
export function PlayStartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const session = useAtomValue(sessionAtom);
  const accountName = session.status === 'signed-in' ? (session.user?.name ?? '') : '';
  const [title, setTitle] = useState<string | null>(null);
  const [name, setName] = useState(() => lastPlayName());
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [errorParams, setErrorParams] = useState<Record<string, string | number>>({});
  const assignmentId = useSearchParams()[0].get(ASSIGNMENT_PARAM);
  const [assignment, setAssignment] = useState<AssignmentPublicView | null>(null);
  const dateTime = useDateTime();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    lookUpJoinCode(code).then(
      (found) => (found.kind === 'quiz' ? setTitle(found.title) : navigate('/', { replace: true })),
      (failure) => setFormError(failure instanceof ApiError ? failure.code : 'something_went_wrong'),
    );
  }, [code, navigate]);

  useEffect(() => {
    if (!assignmentId) return;
    fetchAssignment(assignmentId).then(setAssignment, (failure) =>
      setFormError(failure instanceof ApiError ? failure.code : 'something_went_wrong'),
    );
  }, [assignmentId]);

  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    // A signed-in player starts from their own name (shortened to what a player name may hold).
    if (!signedIn || lastPlayName()) return;
    let current = true;
    (accountName ? Promise.resolve(accountName) : fetchAccountName()).then(
      (own) => current && setName((typed) => typed || own.slice(0, 15)),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [signedIn, accountName]);

  async function start(event: FormEvent) {
    event.preventDefault();
    const checked = checkPlayerName(name);
    if ('problem' in checked) return setNameError(checked.problem);
    setNameError(null);
    setSending(true);
    try {
      const reply = await startPlay({
        code,
        name: checked.name,
        ...(assignmentId ? { assignment_id: assignmentId } : {}),
      });
      savePlaySession(code, { playId: reply.play.playId, token: reply.play_token ?? '' });
      rememberPlayName(checked.name);
      navigate(playPaths.play(code), { replace: true });
    } catch (failure) {
      setFormError(failure instanceof ApiError ? failure.code : 'something_went_wrong');
      // A refused attempt at homework says when it opens or closed, or how many attempts there were.
      setErrorParams(failure instanceof ApiError ? refusalParams(failure.details, dateTime) : {});
      setSending(false);
    }
  }

  // Homework that is not open says so before anyone types a name, with the time.
  const unavailable =
    assignment && assignment.status !== 'open'
      ? assignment.status === 'upcoming'
        ? { code: 'assignment_not_open_yet', params: { when: dateTime(assignment.opens_at) } }
        : { code: 'assignment_closed', params: { when: dateTime(assignment.ends_at) } }
      : null;

  return (
    <div className="page page--narrow join-page play-start">
      <p className="play-start__kicker">{assignmentId ? t('assignment.kicker') : t('play.alone_kicker')}</p>
      <h1 className="page__title join-page__title" data-testid="play-start-title">
        {title ?? '…'}
      </h1>
      {assignment && <AssignmentFacts assignment={assignment} />}
      <form className="join-form surface" onSubmit={start} noValidate>
        <FormAlert
          code={formError ?? unavailable?.code ?? null}
          params={formError ? errorParams : unavailable?.params}
        />
        <TextField
          label={t('live.name_label')}
          value={name}
          onChange={setName}
          error={nameError}
          autoComplete="nickname"
          maxLength={40}
          data-testid="play-name"
        />
        <button
          type="submit"
          className="button button--accent button--live-block"
          disabled={sending || !title || assignment?.status === 'closed'}
        >
          {t('play.start')}
        </button>
        <p className="play-start__hint">{t('play.start_hint')}</p>
      </form>
    </div>
  );
}
