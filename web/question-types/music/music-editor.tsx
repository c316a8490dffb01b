import { asBasic, withBasicChoices } from '../../../domain/question-types/music/index.ts';
import { BasicAnswersEditor } from '../basic/basic-editor.tsx';
import type { EditorPanelProps } from '../question-type-views.ts';
import { songProblemField } from './song-edit.ts';
import { SongPanel } from './song-panel.tsx';

/** The song (clip, start, who hears it, a track), then the choices, edited as multiple choice's are. */
export function MusicEditor({ question, onChange, problem, newId, idPrefix }: EditorPanelProps<'music'>) {
  // A song problem is told beside the song, not over the answers.
  const answersProblem = songProblemField(problem) === null ? problem : null;
  return (
    <>
      <SongPanel question={question} onChange={onChange} problem={problem} idPrefix={idPrefix} />
      <BasicAnswersEditor
        question={asBasic(question)}
        onChange={(edited) => onChange(withBasicChoices(question, edited))}
        problem={answersProblem}
        newId={newId}
        idPrefix={idPrefix}
      />
    </>
  );
}
