import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { QuizView } from '../../../api/contracts/quizzes.ts';
import type { UsableWhitelist, WhitelistSummary } from '../../../api/contracts/whitelists.ts';
import { hostBlocker, hostLivePath } from '../../components/host-live.tsx';
import { SchoolListOptions } from '../../components/whitelists/school-list-options.tsx';
import { ADMISSION_PARAM, admissionParam, WHITELISTS_PATH } from '../../shared/paths/whitelist-paths.ts';
import { fetchMyQuizzes } from './whitelists-api.ts';

/**
 * Opens a live room restricted to a list (one's own, or one of a school one teaches at), or to Feide
 * users: the start page takes the choice from its address and sends it with the room's opening, where
 * the server copies the names into the game.
 */
export function HostRestrictedForm({
  lists,
  schoolLists,
}: {
  lists: readonly WhitelistSummary[];
  schoolLists: readonly UsableWhitelist[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const quizId = useId();
  const whoId = useId();
  const [quizzes, setQuizzes] = useState<QuizView[] | null>(null);
  const [quiz, setQuiz] = useState('');
  const [who, setWho] = useState('');

  useEffect(() => {
    let current = true;
    fetchMyQuizzes().then(
      (mine) => {
        if (!current) return;
        const hostable = mine.filter((q) => hostBlocker(q) === null);
        setQuizzes(hostable);
        setQuiz((chosen) => chosen || (hostable[0]?._id ?? ''));
      },
      () => current && setQuizzes([]),
    );
    return () => {
      current = false;
    };
  }, []);
  const first = lists[0] ?? schoolLists[0];
  const choice =
    who || admissionParam(first ? { kind: 'whitelist', whitelist_id: first.id } : { kind: 'feide' });

  function host(event: FormEvent) {
    event.preventDefault();
    if (!quiz) return;
    // The options' values are already the start page's `admission` parameter (whitelist-paths.ts).
    navigate(`${hostLivePath(quiz)}?${ADMISSION_PARAM}=${encodeURIComponent(choice)}`, {
      state: { returnTo: WHITELISTS_PATH },
    });
  }

  if (quizzes === null) return null;
  return (
    <section className="surface whitelist-host" aria-labelledby={headingId}>
      <h2 id={headingId} className="whitelist-form__heading">
        {t('whitelist.host_heading')}
      </h2>
      <p className="field__hint">{t('whitelist.host_lead')}</p>
      {quizzes.length === 0 ? (
        <p>{t('whitelist.host_no_quizzes')}</p>
      ) : (
        <form onSubmit={host} className="whitelist-host__fields">
          <div className="field">
            <label className="field__label" htmlFor={quizId}>
              {t('whitelist.host_quiz_label')}
            </label>
            <select
              id={quizId}
              className="field__input"
              value={quiz}
              onChange={(event) => setQuiz(event.target.value)}
              data-testid="host-quiz"
            >
              {quizzes.map((q) => (
                <option key={q._id} value={q._id}>
                  {q.title}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={whoId}>
              {t('whitelist.host_who_label')}
            </label>
            <select
              id={whoId}
              className="field__input"
              value={choice}
              onChange={(event) => setWho(event.target.value)}
              data-testid="host-who"
            >
              {lists.map((list) => (
                <option key={list.id} value={admissionParam({ kind: 'whitelist', whitelist_id: list.id })}>
                  {t('whitelist.host_who_list', { title: list.title })}
                </option>
              ))}
              <SchoolListOptions
                lists={schoolLists}
                optionValue={(list) => admissionParam({ kind: 'whitelist', whitelist_id: list.id })}
              />
              <option value="feide">{t('whitelist.host_who_feide')}</option>
            </select>
          </div>
          <button type="submit" className="button button--accent" data-testid="host-restricted">
            {t('whitelist.host_button')}
          </button>
        </form>
      )}
    </section>
  );
}
