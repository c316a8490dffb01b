import type { PointAnswer } from '../player-answer.ts';
import type { QuestionTypeModule } from '../question-type.ts';
import { checkHotspot } from './check.ts';
import { hotspotFrom, newHotspotQuestion } from './editing.ts';
import { isFraction } from './geometry.ts';
import {
  type HotspotQuestion,
  HotspotQuestionSchema,
  type HotspotScreen,
  type HotspotSummary,
} from './schema.ts';
import { scoreHotspot } from './scoring.ts';
import { summarizeHotspot } from './summary.ts';

/** A ten-thousandth of the picture is finer than any screen's pixel: enough to keep of a tap. */
const roundTap = (n: number) => Math.round(n * 10_000) / 10_000;

export const hotspotType: QuestionTypeModule<HotspotQuestion, PointAnswer, HotspotScreen, HotspotSummary> = {
  type: 'hotspot',
  schema: HotspotQuestionSchema,
  answerKind: 'point',
  scored: true,
  create: newHotspotQuestion,
  convert: hotspotFrom,
  check: checkHotspot,
  publicView: (question) => ({ question_type: 'hotspot', image: question.image ?? '' }),
  readAnswer(_question, answer) {
    if (answer.kind !== 'point') return { problem: 'answer_invalid' };
    // Off the picture, NaN or Infinity: no tap on the image could have sent it.
    if (!isFraction(answer.x) || !isFraction(answer.y)) return { problem: 'answer_invalid' };
    return { kind: 'point', x: roundTap(answer.x), y: roundTap(answer.y) };
  },
  score: scoreHotspot,
  summarize: summarizeHotspot,
};
