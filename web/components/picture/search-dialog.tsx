import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageKeepReply, ImageSearchReply } from '../../../api/contracts/images.ts';
import { ApiError } from '../../http/api-error.ts';
import { keepPicture, searchPictures } from '../../http/pictures-api.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { PictureDialog } from './picture-dialog.tsx';

const codeOf = (failure: unknown) => (failure instanceof ApiError ? failure.code : 'something_went_wrong');

/** Once the server has said it has no image search, the page says so at once next time. */
let knownUnavailable = false;
export const imageSearchKnownUnavailable = () => knownUnavailable;

/** Spec `images/search` then `images/keep`: find a picture, and keep the one chosen like an upload. */
export function SearchDialog({
  open,
  onClose,
  onKept,
}: {
  open: boolean;
  onClose: () => void;
  onKept: (kept: ImageKeepReply) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<ImageSearchReply['images'] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(knownUnavailable ? 'image_search_not_available' : null);

  async function search() {
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setFound((await searchPictures(text.trim())).images);
    } catch (failure) {
      const code = codeOf(failure);
      if (code === 'image_search_not_available') knownUnavailable = true;
      setError(code);
      setFound(null);
    } finally {
      setBusy(false);
    }
  }

  async function keep(url: string) {
    setBusy(true);
    setError(null);
    try {
      onKept(await keepPicture(url));
    } catch (failure) {
      setError(codeOf(failure));
    } finally {
      setBusy(false);
    }
  }

  const unavailable = error === 'image_search_not_available';
  return (
    <PictureDialog open={open} title={t('pictures.search_title')} onClose={onClose}>
      {unavailable ? (
        <p className="picture-dialog__notice" role="status">
          {t(errorKey('image_search_not_available'))}
        </p>
      ) : (
        // No <form>: the dialog sits inside the quiz editor's own form.
        <search className="picture-search">
          <label className="field__label" htmlFor={`${id}-q`}>
            {t('pictures.search_label')}
          </label>
          <div className="picture-search__row">
            <input
              id={`${id}-q`}
              className="field__input"
              type="search"
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void search();
                }
              }}
            />
            <button
              type="button"
              className="button button--accent"
              onClick={() => void search()}
              disabled={busy}
            >
              {t('pictures.search_go')}
            </button>
          </div>
        </search>
      )}
      {error && !unavailable ? (
        <p className="field__error" role="alert">
          {t(errorKey(error))}
        </p>
      ) : null}
      {found && found.length === 0 ? <p className="field__hint">{t('pictures.search_none')}</p> : null}
      {found && found.length > 0 ? (
        <ul className="picture-search__results">
          {found.map((image) => (
            <li key={image.url}>
              <button
                type="button"
                className="picture-search__result"
                disabled={busy}
                onClick={() => void keep(image.url)}
                title={image.source}
              >
                <img src={image.thumbnail_url} alt={t('pictures.search_choose', { source: image.source })} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="picture-dialog__actions">
        <button type="button" className="button creator-button--outline" onClick={onClose}>
          {t('pictures.close')}
        </button>
      </div>
    </PictureDialog>
  );
}
