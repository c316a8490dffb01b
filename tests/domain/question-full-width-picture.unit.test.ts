import { describe, expect, it } from 'vitest';
import { evolve, type GameEvent, initialState } from '../../domain/game/events.ts';
import { roomView } from '../../domain/game/views.ts';
import { foldPlay } from '../../domain/play/events.ts';
import { playView } from '../../domain/play/views.ts';
import type { BasicQuestion } from '../../domain/question-types/basic/index.ts';
import { checkQuestion } from '../../domain/question-types/registry.ts';
import { capitals, firstQuestion, started as gameStarted, opened } from './game-fixtures.ts';
import { shown, started } from './play/play-fixtures.ts';

/* Spec Question show_full_width_image_mobile: phones show the picture across their whole width. */
const picture = '/media/quiz-images/fjord.screen.webp';
const wide: BasicQuestion = { ...capitals, image: picture, show_full_width_image_mobile: true };

function onPlay(question: BasicQuestion) {
  const state = foldPlay([started({ questions: [question] }), shown(0, 0, 20)]);
  if (state.phase === 'absent') throw new Error('started');
  return playView(state).question;
}
function onRoom(question: BasicQuestion) {
  const game: GameEvent = { ...opened, data: { ...opened.data, questions: [question] } } as GameEvent;
  return roomView([game, gameStarted, firstQuestion].reduce(evolve, initialState))?.question;
}

describe('a picture shown across a phone’s width', () => {
  it('is kept with the question as authored', () => {
    const checked = checkQuestion(wide);
    expect('question' in checked && checked.question.show_full_width_image_mobile).toBe(true);
  });

  it('is told to phones in play alone and in a live game, when the question has a picture', () => {
    expect(onPlay(wide)?.fullWidthMobile).toBe(true);
    expect(onRoom(wide)?.fullWidthMobile).toBe(true);
  });

  it('is not told when not asked for, or when there is no picture to widen', () => {
    expect(onPlay({ ...wide, show_full_width_image_mobile: false })).not.toHaveProperty('fullWidthMobile');
    expect(onRoom({ ...wide, image: null })).not.toHaveProperty('fullWidthMobile');
  });
});
