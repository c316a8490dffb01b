import type { QuestionTypeName } from '../../domain/question-types/registry.ts';
import { basicViews } from './basic/views.tsx';
import { hotspotViews } from './hotspot/views.tsx';
import { revealImageViews, scaleImageViews } from './image-choice/views.tsx';
import { musicViews } from './music/views.tsx';
import { puzzleViews } from './puzzle/index.ts';
import type { QuestionTypeViews } from './question-type-views.ts';
import { scrambleViews } from './scramble/views.tsx';
import { slideViews } from './slide/views.tsx';
import { sliderViews } from './slider/views.tsx';
import { sortingListViews } from './sorting-list/index.ts';
import { typingViews } from './typing-question/views.tsx';
import { wordCloudViews } from './word-cloud/views.tsx';

/**
 * The browser's half of every question type, by `question_type`: typed over the domain's registry, so a
 * type without its views does not compile. The editor, the live screens, the replay and the report
 * render a question only through this map.
 */
export const QUESTION_TYPE_VIEWS: { readonly [K in QuestionTypeName]: QuestionTypeViews<K> } = {
  basic: basicViews,
  slider: sliderViews,
  hotspot: hotspotViews,
  slide: slideViews,
  music: musicViews,
  sorting_list: sortingListViews,
  puzzle: puzzleViews,
  scale_image: scaleImageViews,
  reveal_image: revealImageViews,
  typing_question: typingViews,
  scramble: scrambleViews,
  word_cloud: wordCloudViews,
};

/** The views of a type, loosely typed for callers that hold a question of any type (they pass its own screen). */
export function viewsOf(type: QuestionTypeName): QuestionTypeViews<QuestionTypeName> {
  return QUESTION_TYPE_VIEWS[type] as unknown as QuestionTypeViews<QuestionTypeName>;
}
