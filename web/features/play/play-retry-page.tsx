import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { PlayReply } from '../../../api/contracts/plays.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiError } from '../../http/api-error.ts';
import { playPaths } from '../../shared/paths/play-paths.ts';
import { type PlaySession, readPlaySession, savePlaySession } from '../../shared/play/play-storage.ts';
import { readPlay, startPlay } from './play-api.ts';

/** Retries asked for, by the play they retry: a page rendered twice still starts one retry. */
const retries = new Map<string, Promise<PlayReply>>();

function retryOnce(code: string, earlier: PlaySession): Promise<PlayReply> {
  let retry = retries.get(earlier.playId);
  if (!retry) {
    retry = readPlay(earlier).then(({ play }) =>
      startPlay({
        code,
        name: play.playerName,
        retry_of: { play_id: earlier.playId, play_token: earlier.token },
      }),
    );
    retries.set(earlier.playId, retry);
  }
  return retry;
}

/** `/play/{code}/retry`: a new play of only the questions the last one got wrong, under the same name. */
export function PlayRetryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const earlier = readPlaySession(code);
    if (!earlier) {
      navigate(playPaths.start(code), { replace: true });
      return;
    }
    let current = true;
    retryOnce(code, earlier).then(
      (reply) => {
        if (!current) return;
        savePlaySession(code, { playId: reply.play.playId, token: reply.play_token ?? '' });
        navigate(playPaths.play(code), { replace: true });
      },
      (failure) => {
        retries.delete(earlier.playId);
        if (current) setError(failure instanceof ApiError ? failure.code : 'something_went_wrong');
      },
    );
    return () => {
      current = false;
    };
  }, [code, navigate]);

  if (!error) return <PageSpinner />;
  return (
    <div className="page page--narrow play-start">
      <FormAlert code={error} />
      <Link className="button button--accent" to={playPaths.summary(code)}>
        {t('play.back_to_summary')}
      </Link>
    </div>
  );
}
