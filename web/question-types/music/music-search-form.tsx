import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MusicSearchReply } from '../../../api/contracts/music.ts';
import { addTrack, type MusicQuestion, trackTitle } from '../../../domain/question-types/music/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { searchMusic } from '../../http/music-api.ts';
import { errorKey } from '../../i18n/translation-key.ts';

/** Once the server has said it has no music search, later panels in this page do not offer it again. */
let knownUnavailable = false;

type Found = MusicSearchReply['tracks'];

/** Search a provider's tracks; choosing one names the song in the first answer (spec §4). */
export function MusicSearchForm({
  question,
  onChange,
  idPrefix,
}: {
  question: MusicQuestion;
  onChange: (next: MusicQuestion) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [tracks, setTracks] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(knownUnavailable ? 'music_search_not_available' : null);
  const [searching, setSearching] = useState(false);
  const inputId = `${idPrefix}-music-search`;
  const chosen = question.song.track;

  async function search(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!text.trim()) return;
    setSearching(true);
    setError(null);
    try {
      setTracks((await searchMusic(text.trim())).tracks);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : 'something_went_wrong';
      if (code === 'music_search_not_available') knownUnavailable = true;
      setError(code);
      setTracks(null);
    } finally {
      setSearching(false);
    }
  }

  return (
    <div className="music-song__finder">
      {chosen ? (
        <p className="field__hint">{t('music_question.track_chosen', { title: trackTitle(chosen) })}</p>
      ) : null}
      {error === 'music_search_not_available' ? (
        <p className="field__hint">{t(errorKey(error))}</p>
      ) : (
        // No <form>: the panel sits inside the quiz editor's own form.
        <search className="music-song__search">
          <div className="field">
            <label className="field__label" htmlFor={inputId}>
              {t('music_question.search_label')}
            </label>
            <input
              id={inputId}
              className="field__input"
              type="search"
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void search(event);
              }}
            />
          </div>
          <button
            type="button"
            className="button button--accent"
            disabled={searching || !text.trim()}
            onClick={(event) => void search(event)}
          >
            {t(searching ? 'common.please_wait' : 'music_question.search_button')}
          </button>
        </search>
      )}
      {error && error !== 'music_search_not_available' ? (
        <p className="field__error" role="alert">
          {t(errorKey(error))}
        </p>
      ) : null}
      {tracks ? (
        <ul className="music-song__tracks" aria-label={t('music_question.search_results')}>
          {tracks.length === 0 ? <li>{t('music_question.search_none')}</li> : null}
          {tracks.map((track) => {
            const title = trackTitle(track);
            return (
              <li key={track.id} className="music-song__track">
                <span>{title}</span>
                <button
                  type="button"
                  className="button button--accent"
                  aria-label={t('music_question.use_track_named', { title })}
                  onClick={() =>
                    onChange(addTrack(question, { id: track.id, name: track.name, artists: track.artists }))
                  }
                >
                  {t('music_question.use_track')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
