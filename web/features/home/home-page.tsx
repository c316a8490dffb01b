import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { JoinLookup } from '../../../api/contracts/join-lookup.ts';
import { QUIZ_CODE_LENGTH } from '../../../domain/quiz/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { ApiError } from '../../http/api-error.ts';
import { REGISTER_PATH } from '../../shared/paths/login-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import './home-page.css';
import { joinPathWithPin, lookUpJoinCode } from '../../http/join-lookup.ts';

type WaitingGame = Extract<JoinLookup, { kind: 'quiz' }> & { waiting_pin: string };

/** The front page: the product name, joining a game by code, and creating a quiz. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const codeId = useId();
  const signedOut = useAtomValue(sessionAtom).status === 'signed-out';

  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ code: string; params: Record<string, string | number> } | null>(
    null,
  );
  const [waiting, setWaiting] = useState<WaitingGame | null>(null);

  /** A PIN goes to the join page, a quiz code to its page (or its waiting game); a miss is said here. */
  async function join(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    setWaiting(null);
    if (!typed) {
      setProblem({ code: 'join_code_required', params: {} });
      return;
    }
    setBusy(true);
    try {
      const found = await lookUpJoinCode(typed);
      setProblem(null);
      if (found.kind === 'game') navigate(joinPathWithPin(found.pin));
      else if (found.waiting_pin !== null) setWaiting({ ...found, waiting_pin: found.waiting_pin });
      else navigate(`/${found.code}`);
    } catch (error) {
      const failed = error instanceof ApiError ? error : null;
      const seconds = Number(failed?.details?.seconds ?? 0);
      setProblem({ code: failed?.code ?? 'something_went_wrong', params: { code: typed, seconds } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="home">
      <section className="home__hero">
        <h1 className="home__wordmark">{t('app.name')}</h1>
        <p className="home__headline">{t('home.headline')}</p>
        <p className="home__lead">{t('home.lead')}</p>
      </section>

      <div className="home__actions">
        <form className="home__join surface" onSubmit={join}>
          <h2 className="home__action-title">{t('home.join_title')}</h2>
          <label className="visually-hidden" htmlFor={codeId}>
            {t('home.join_code_label')}
          </label>
          <div className="home__join-row">
            <input
              id={codeId}
              className="field__input home__code-input"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setProblem(null);
                setWaiting(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${codeId}-found`}
              placeholder={t('home.join_code_placeholder')}
              maxLength={QUIZ_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
            />
            <button type="submit" className="button button--accent" disabled={busy}>
              {t('home.join_button')}
            </button>
          </div>
          <div id={`${codeId}-found`}>
            <FormAlert code={problem?.code ?? null} params={problem?.params} />
            {waiting ? (
              <div className="home__found" role="status" data-testid="join-found">
                <p>{t('home.found_waiting', { title: waiting.title })}</p>
                <div className="home__found-actions">
                  <Link to={joinPathWithPin(waiting.waiting_pin)} className="button button--accent">
                    {t('home.found_join')}
                  </Link>
                  <Link to={`/${waiting.code}`} className="home__found-quiz">
                    {t('home.found_open_quiz')}
                  </Link>
                </div>
              </div>
            ) : null}
          </div>
        </form>

        <section className="home__create">
          <h2 className="home__action-title">{t('home.create_title')}</h2>
          <p>{t('home.create_text')}</p>
          <Link to="/create-quiz" className="button button--light">
            {t('home.create_button')}
          </Link>
          {signedOut && (
            <p className="home__sign-up">
              {t('home.sign_up_prompt')} <Link to={REGISTER_PATH}>{t('home.sign_up_link')}</Link>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
