import { type CommonQuestion, DEFAULT_ANSWER_SCORE, DEFAULT_TIME_LIMIT_SECONDS } from '../common.ts';
import type { NewQuestionDeps } from '../question-type.ts';
import { HOTSPOT_REGIONS_MAX, type HotspotAnswer, type HotspotQuestion, type Region } from './schema.ts';

/** Where a new box appears: in the middle of the picture, a fifth of its size, for the creator to move. */
export const DEFAULT_REGION: Region = { x: 0.4, y: 0.4, width: 0.2, height: 0.2 };

export function newRegion(newId: () => string, region: Region = DEFAULT_REGION): HotspotAnswer {
  return { answer_id: newId(), title: '', is_correct: false, score: DEFAULT_ANSWER_SCORE, region };
}

/** A new hotspot: one box, correct (spec §3 Answer "first answer correct by default"), waiting for its image. */
export function newHotspotQuestion(deps: NewQuestionDeps): HotspotQuestion {
  return {
    question_id: deps.newId(),
    question_type: 'hotspot',
    title: '',
    time_limit: DEFAULT_TIME_LIMIT_SECONDS,
    explanation: '',
    image: null,
    answers: [{ ...newRegion(deps.newId), is_correct: true }],
  };
}

/** One more box, unless the image already has the most it may (spec §9: 15). */
export function addRegion(question: HotspotQuestion, newId: () => string, region?: Region): HotspotQuestion {
  if (question.answers.length >= HOTSPOT_REGIONS_MAX) return question;
  return { ...question, answers: [...question.answers, newRegion(newId, region)] };
}

/**
 * Another type's question as a hotspot (spec §4): title, time, explanation and image kept. "Hotspot
 * data replaces the answers": the old answers (texts, not places on the picture) go, and the
 * question starts with the one correct box of a new hotspot; it does not gain a second answer.
 */
export function hotspotFrom(
  from: CommonQuestion & { answers?: ReadonlyArray<unknown> },
  deps: NewQuestionDeps,
): HotspotQuestion {
  const fresh = newHotspotQuestion(deps);
  return {
    ...fresh,
    question_id: from.question_id,
    title: from.title,
    time_limit: from.time_limit,
    explanation: from.explanation ?? '',
    image: from.image ?? null,
  };
}
