import i18next from 'i18next';
import type { QuestionTypeViews } from '../question-type-views.ts';
import { HotspotEditor } from './hotspot-editor.tsx';
import { HotspotHostQuestion } from './hotspot-host.tsx';
import { HotspotGivenAnswer, HotspotPhoneAnswer } from './hotspot-phone.tsx';
import { HotspotResult } from './hotspot-result.tsx';
import { percent } from './region-maths.ts';
import './hotspot.css';

export const hotspotViews: QuestionTypeViews<'hotspot'> = {
  labelKey: 'question_types.hotspot',
  ownPicture: true,
  Editor: HotspotEditor,
  HostQuestion: HotspotHostQuestion,
  PhoneAnswer: HotspotPhoneAnswer,
  GivenAnswer: HotspotGivenAnswer,
  Result: HotspotResult,
  /** Where the player tapped, in percent of the picture (the report and the replay have no picture to mark). */
  answerText(_screen, answer) {
    if (answer.kind !== 'point') return '';
    return i18next.t('hotspot.marker_at', { x: percent(answer.x), y: percent(answer.y) });
  },
  /** The correct boxes' labels, when the creator gave them; a place on a picture has no words otherwise. */
  correctText(_screen, summary) {
    const labels = (summary.regions ?? []).filter((r) => r.is_correct && r.title).map((r) => r.title);
    return labels.length > 0 ? labels.join(', ') : null;
  },
};
