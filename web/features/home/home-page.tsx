import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { QUIZ_CODE_LENGTH } from '../../../domain/quiz/rules.ts';
import { REGISTER_PATH } from '../auth/login-paths.ts';
import { sessionAtom } from '../auth/session-state.ts';
import './home-page.css';

/** The front page: the product name, joining a game by code, and creating a quiz. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const codeId = useId();
  const signedOut = useAtomValue(sessionAtom).status === 'signed-out';

  function join(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim().toLowerCase();
    navigate(typed ? `/join?code=${encodeURIComponent(typed)}` : '/join');
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
              onChange={(event) => setCode(event.target.value)}
              placeholder={t('home.join_code_placeholder')}
              maxLength={QUIZ_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
            />
            <button type="submit" className="button button--accent">
              {t('home.join_button')}
            </button>
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
