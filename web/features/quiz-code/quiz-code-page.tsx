import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import type { JoinLookup } from '../../../api/contracts/join-lookup.ts';
import { isQuizCode } from '../../../domain/quiz/rules.ts';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';
import { TogetherNameForm } from '../../components/together/together-name-form.tsx';
import { joinPathWithPin, lookUpJoinCode } from '../../http/join-lookup.ts';
import { playPaths } from '../../shared/paths/play-paths.ts';
import { togetherPaths } from '../../shared/paths/together-paths.ts';
import { createTogether } from '../../shared/together/together-api.ts';
import { QuizHomework } from './quiz-homework.tsx';
import '../../components/creator-controls.css';

type FoundQuiz = Extract<JoinLookup, { kind: 'quiz' }>;

/**
 * `/{code}`: any single path segment lands here. For a quiz code it names the quiz and says whether a
 * game of it waits for players (and offers to join it), since the front page's join box and shared
 * links bring people here, and offers to play it alone. Anything else goes home (spec §2).
 */
export function QuizCodePage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const valid = isQuizCode(code);
  const [quiz, setQuiz] = useState<FoundQuiz | null>(null);
  const [together, setTogether] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!valid) return;
    let current = true;
    setQuiz(null);
    lookUpJoinCode(code).then(
      (found) => current && found.kind === 'quiz' && setQuiz(found),
      // Not found (or not reachable): the page still says which code it is about.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [code, valid]);

  if (!valid) return <Navigate to="/" replace />;
  if (!quiz) {
    return (
      <ComingSoonPage>
        <p className="page__lead">{t('coming_soon.quiz_code', { code })}</p>
      </ComingSoonPage>
    );
  }
  return (
    <section className="page page--centered quiz-code-page" data-testid="quiz-code-page">
      <h1 className="page__title" data-testid="quiz-code-title">
        {quiz.title}
      </h1>
      <QuizHomework code={quiz.code} assignments={quiz.assignments} />
      <Link
        to={playPaths.start(quiz.code)}
        className="button creator-button--on-red"
        data-testid="quiz-code-play-alone"
      >
        {t('play.play_alone')}
      </Link>
      <p className="page__lead">{t('play.play_alone_hint')}</p>
      {together ? (
        <TogetherNameForm
          submitLabel={t('together.create')}
          send={(name) => createTogether({ code: quiz.code, name })}
          onMember={(_, togetherId) => navigate(togetherPaths.lobby(togetherId))}
        />
      ) : (
        <button
          type="button"
          className="button button--light"
          onClick={() => setTogether(true)}
          data-testid="quiz-code-play-together"
        >
          {t('together.play_together')}
        </button>
      )}
      <p className="page__lead">{t('together.play_together_hint')}</p>
      {quiz.waiting_pin ? (
        <>
          <p className="page__lead">{t('home.found_waiting', { title: quiz.title })}</p>
          <Link to={joinPathWithPin(quiz.waiting_pin)} className="button button--light">
            {t('home.found_join')}
          </Link>
        </>
      ) : (
        <p className="page__lead" data-testid="quiz-code-no-game">
          {t('coming_soon.quiz_no_game')}
        </p>
      )}
    </section>
  );
}
