import type { QuestionTypeName } from '../../../domain/question-types/registry.ts';
import { everyQuestionType, type SampleQuestion } from '../../support/every-question-type.ts';

/*
 * One playable question of every type (the shared sample), for round trips, with the fields beyond the
 * sample's that a round trip must keep too: an explanation and a cropped picture, a song's clip and
 * track, and a poll (the other kind of basic question, nothing right, a pie chart).
 */

const media = { image: '/media/quiz-images/fjord.screen.webp', audio: '/media/quiz-audio/clip.mp3' };

const extras: Partial<Record<QuestionTypeName, SampleQuestion>> = {
  basic: {
    explanation: 'Oslo since 1814.',
    image: media.image,
    image_coordinates: { x: 10, y: 5, width: 80, height: 90 },
  },
  music: {
    song: {
      audio: media.audio,
      start_time: 30,
      only_master: true,
      track: { id: 'trk-9', name: 'Take On Me', artists: ['a-ha'] },
    },
  },
};

const poll = {
  question_id: 'mood',
  question_type: 'basic',
  kind: 'poll',
  title: 'How was the week?',
  time_limit: 30,
  answers_required: 'one',
  chart_type: 'pie',
  answers: [
    { answer_id: 'good', title: 'Good', is_correct: false, score: 0 },
    { answer_id: 'bad', title: 'Bad', is_correct: false, score: 0 },
  ],
};

export const EVERY_TYPE: SampleQuestion[] = [
  ...everyQuestionType(media).map((question) => ({
    ...question,
    ...extras[question.question_type as QuestionTypeName],
  })),
  poll,
];
