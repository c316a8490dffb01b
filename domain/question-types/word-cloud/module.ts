import { isOffensive } from '../../game/name-filter.ts';
import { checkCommon, DEFAULT_TIME_LIMIT_SECONDS } from '../common.ts';
import type { TextAnswer } from '../player-answer.ts';
import type { QuestionTypeModule } from '../question-type.ts';
import { countTexts, foldCaseAndSpacing, readTextAnswer } from '../text-answer.ts';
import {
  WORD_MAX,
  WORDS_SHOWN,
  type WordCloudQuestion,
  WordCloudQuestionSchema,
  type WordCloudScreen,
  type WordCloudSummary,
} from './schema.ts';

/*
 * A word cloud has nothing to author but the question and nothing to score: a word counts for the cloud
 * once it passes the same filter that guards player names (game/name-filter.ts), so a room of teenagers
 * cannot put a slur on the projector. The filter also keeps out the names of roles a player could pose
 * as ("teacher", "host"), as it does for names.
 */
export const wordCloudType: QuestionTypeModule<
  WordCloudQuestion,
  TextAnswer,
  WordCloudScreen,
  WordCloudSummary
> = {
  type: 'word_cloud',
  schema: WordCloudQuestionSchema,
  answerKind: 'text',
  scored: false,
  create: (deps) => ({
    question_id: deps.newId(),
    question_type: 'word_cloud',
    title: '',
    time_limit: DEFAULT_TIME_LIMIT_SECONDS,
    explanation: '',
  }),
  /** Spec §4: the title, time, explanation and image are kept; answers have no place in a cloud. */
  convert: (from) => ({
    question_id: from.question_id,
    question_type: 'word_cloud',
    title: from.title,
    time_limit: from.time_limit,
    explanation: from.explanation ?? '',
    ...(from.image !== undefined ? { image: from.image } : {}),
  }),
  check(question) {
    const checked = checkCommon(question);
    if ('problem' in checked) return checked;
    // Only the common fields are kept: a question converted from another type carries nothing else.
    const { question_id, question_type, title, time_limit, explanation, image } = checked.question;
    return {
      question: {
        question_id,
        question_type,
        title,
        time_limit,
        explanation,
        ...(image !== undefined ? { image } : {}),
      },
    };
  },
  publicView: () => ({ question_type: 'word_cloud', max_length: WORD_MAX }),
  readAnswer(_question, answer) {
    const read = readTextAnswer(answer, { max: WORD_MAX, tooLong: 'answer_word_too_long' });
    if ('problem' in read) return read;
    return isOffensive(read.text) ? { problem: 'answer_word_unavailable' } : read;
  },
  score: () => ({ correct: false, points: 0 }),
  summarize: (_question, answers) => ({
    question_type: 'word_cloud',
    words: countTexts(
      answers.map((a) => a.text),
      foldCaseAndSpacing,
      { limit: WORDS_SHOWN, show: (_first, word) => word },
    ),
    total: answers.length,
  }),
};
