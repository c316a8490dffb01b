import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorCodeOf } from '../../components/use-form.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { type Profile, uploadAvatar } from './account-api.ts';
import { avatarFileProblem, avatarSizeProblem } from './account-rules.ts';

function imageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** The avatar from avatar_url, a file input with a preview, and the upload (spec §8 avatar upload errors). */
export function AvatarPicker({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function choose(chosen: File | undefined) {
    setError(null);
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    const problem = avatarFileProblem(chosen);
    if (problem) {
      setError(problem);
      return;
    }
    const url = URL.createObjectURL(chosen);
    const size = await imageSize(url);
    const sizeProblem = size ? avatarSizeProblem(size.width, size.height) : 'upload_invalid_type';
    if (sizeProblem) {
      URL.revokeObjectURL(url);
      setError(sizeProblem);
      return;
    }
    setFile(chosen);
    setPreview(url);
  }

  async function upload() {
    if (!file) return;
    setSending(true);
    setError(null);
    try {
      onSaved(await uploadAvatar(file));
      setFile(null);
      setPreview(null);
      if (inputRef.current) inputRef.current.value = '';
      showToast('success', 'account.avatar_saved');
    } catch (failure) {
      setError(errorCodeOf(failure));
    } finally {
      setSending(false);
    }
  }

  const shown = preview ?? profile.avatar_url;
  return (
    <div className="account-avatar">
      <div className="account-avatar__frame">
        {shown ? (
          <img
            className="account-avatar__image"
            src={shown}
            alt={t(preview ? 'account.avatar_preview_alt' : 'account.avatar_alt')}
            data-testid="profile-avatar"
          />
        ) : (
          <span className="account-avatar__initial" aria-hidden="true">
            {[...profile.name.trim()][0]?.toUpperCase() ?? '?'}
          </span>
        )}
      </div>
      <div className="account-avatar__controls">
        <label htmlFor={inputId} className="account-avatar__label">
          {t('account.avatar_choose')}
        </label>
        <p className="field__hint">{t('account.avatar_hint')}</p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name="avatar"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="account-avatar__input"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <FormAlert code={error} />
        {file && (
          <button
            type="button"
            className="button button--accent"
            disabled={sending}
            aria-busy={sending}
            onClick={upload}
          >
            {sending ? t('common.please_wait') : t('account.avatar_upload')}
          </button>
        )}
      </div>
    </div>
  );
}
