import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionProblem } from '../../../domain/question-types/common.ts';
import type { MusicQuestion } from '../../../domain/question-types/music/index.ts';
import { START_TIME_MAX_SECONDS } from '../../../domain/question-types/music/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { uploadQuizAudio } from '../../http/music-api.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { MusicSearchForm } from './music-search-form.tsx';
import { parseStartTime, previewSource, songProblemField, withSong } from './song-edit.ts';

/** Upload a clip, say where it starts and who hears it, and (with a provider) name the song by a track. */
export function SongPanel({
  question,
  onChange,
  problem,
  idPrefix,
}: {
  question: MusicQuestion;
  onChange: (next: MusicQuestion) => void;
  problem: QuestionProblem | null;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const song = question.song;
  // The text as typed, so "1.5" stays on screen while the check explains why it is not a start time.
  const [startText, setStartText] = useState(() =>
    Number.isFinite(song.start_time) ? String(song.start_time) : '',
  );
  const field = songProblemField(problem);
  const ids = {
    file: `${idPrefix}-music-file`,
    fileNote: `${idPrefix}-music-file-note`,
    start: `${idPrefix}-music-start`,
    startNote: `${idPrefix}-music-start-note`,
    onlyMaster: `${idPrefix}-music-only-master`,
  };
  const audioError = uploadError ?? (field === 'audio' && problem ? problem.problem : null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const { upload_path } = await uploadQuizAudio(file);
      onChange(withSong(question, { audio: upload_path }));
    } catch (error) {
      setUploadError(error instanceof ApiError ? error.code : 'something_went_wrong');
    } finally {
      setUploading(false);
    }
  }

  const preview = previewSource(song);
  return (
    <fieldset className="music-song">
      <legend className="music-song__legend">{t('music_question.song_legend')}</legend>

      <div className="field">
        <label className="field__label" htmlFor={ids.file}>
          {t(song.audio ? 'music_question.audio_replace' : 'music_question.audio_label')}
        </label>
        <input
          id={ids.file}
          className="field__input"
          type="file"
          accept="audio/*,.mp3,.m4a,.aac,.ogg,.opus,.wav,.webm"
          disabled={uploading}
          aria-describedby={ids.fileNote}
          aria-invalid={audioError ? true : undefined}
          onChange={(event) => {
            void upload(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        <p id={ids.fileNote} className={audioError ? 'field__error' : 'field__hint'} aria-live="polite">
          {uploading
            ? t('music_question.uploading')
            : audioError
              ? t(errorKey(audioError))
              : t('music_question.audio_hint')}
        </p>
        {preview ? (
          // biome-ignore lint/a11y/useMediaCaption: the creator's own music clip; there are no words to caption.
          <audio className="music-song__preview" controls preload="none" src={preview}>
            {t('music_question.preview_unsupported')}
          </audio>
        ) : null}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={ids.start}>
          {t('music_question.start_time_label')}
        </label>
        <input
          id={ids.start}
          className="field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={startText}
          aria-describedby={ids.startNote}
          aria-invalid={field === 'start_time' ? true : undefined}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setStartText(text);
            onChange(withSong(question, { start_time: parseStartTime(text) }));
          }}
        />
        <p id={ids.startNote} className={field === 'start_time' ? 'field__error' : 'field__hint'}>
          {field === 'start_time' && problem
            ? t(errorKey(problem.problem))
            : t('music_question.start_time_hint', { max: START_TIME_MAX_SECONDS })}
        </p>
      </div>

      {/* The look of the editor's other on/off settings (creator-controls.css, editor.css). */}
      <div className="switch-row">
        <input
          id={ids.onlyMaster}
          type="checkbox"
          role="switch"
          className="switch"
          aria-checked={song.only_master}
          checked={song.only_master}
          aria-describedby={`${ids.onlyMaster}-hint`}
          onChange={(event) => onChange(withSong(question, { only_master: event.currentTarget.checked }))}
        />
        <div className="switch-row__text">
          <label htmlFor={ids.onlyMaster} className="switch-row__label">
            {t('music_question.only_master_label')}
          </label>
          <p id={`${ids.onlyMaster}-hint`} className="field__hint">
            {t('music_question.only_master_hint')}
          </p>
        </div>
      </div>

      <MusicSearchForm question={question} onChange={onChange} idPrefix={idPrefix} />
    </fieldset>
  );
}
