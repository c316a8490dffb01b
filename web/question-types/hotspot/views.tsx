import type { QuestionTypeViews } from '../question-type-views.ts';
import { HotspotEditor } from './hotspot-editor.tsx';
import { HotspotHostQuestion } from './hotspot-host.tsx';
import { HotspotGivenAnswer, HotspotPhoneAnswer } from './hotspot-phone.tsx';
import { HotspotResult } from './hotspot-result.tsx';
import './hotspot.css';

export const hotspotViews: QuestionTypeViews<'hotspot'> = {
  labelKey: 'question_types.hotspot',
  Editor: HotspotEditor,
  HostQuestion: HotspotHostQuestion,
  PhoneAnswer: HotspotPhoneAnswer,
  GivenAnswer: HotspotGivenAnswer,
  Result: HotspotResult,
  /** The correct boxes' labels, when the creator gave them; a place on a picture has no words otherwise. */
  correctText(_screen, summary) {
    const labels = (summary.regions ?? []).filter((r) => r.is_correct && r.title).map((r) => r.title);
    return labels.length > 0 ? labels.join(', ') : null;
  },
};
