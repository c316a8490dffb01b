import { basicType } from '../basic/module.ts';
import type { ChoiceAnswer } from '../player-answer.ts';
import type { QuestionTypeModule } from '../question-type.ts';
import { asBasic } from './as-basic.ts';
import { checkMusic } from './check.ts';
import { musicFrom, newMusicQuestion } from './editing.ts';
import { type MusicQuestion, MusicQuestionSchema, type MusicScreen, type MusicSummary } from './schema.ts';
import { scoreMusic } from './scoring.ts';

/** The screen with the clip for `audience`: phones lose the clip's address when only the quizmaster plays it. */
function screenOf(question: MusicQuestion, audience: 'host' | 'players'): MusicScreen {
  const { answers_required, answers } = basicType.publicView(asBasic(question));
  const { audio, start_time, only_master } = question.song;
  const hidden = audience === 'players' && only_master;
  return {
    question_type: 'music',
    answers_required,
    answers,
    song: { audio: hidden ? null : audio, start_time, only_master },
  };
}

/** Answered like `basic`: every answer rule below is basic's, through `asBasic`. */
export const musicType: QuestionTypeModule<MusicQuestion, ChoiceAnswer, MusicScreen, MusicSummary> = {
  type: 'music',
  schema: MusicQuestionSchema,
  answerKind: 'choice',
  scored: true,
  create: newMusicQuestion,
  convert: musicFrom,
  check: checkMusic,
  publicView: (question) => screenOf(question, 'players'),
  hostView: (question) => screenOf(question, 'host'),
  readAnswer: (question, answer) => basicType.readAnswer(asBasic(question), answer),
  score: scoreMusic,
  summarize: (question, answers, showCorrect) => ({
    ...basicType.summarize(asBasic(question), answers, showCorrect),
    question_type: 'music',
    track: showCorrect ? question.song.track : null,
  }),
};
