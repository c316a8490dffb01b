import { describe, expect, it } from 'vitest';
import { decide } from '../../domain/quiz/decide.ts';
import { evolve, initialState, type QuizEvent } from '../../domain/quiz/events.ts';
import type { QuizQuestion } from '../../domain/quiz/rules.ts';
import { checkCrop, checkPicture, pictureSrc } from '../../domain/shared/picture.ts';
import { brokenRule, deciderSpec } from '../support/decider.ts';

const owner = { userId: 'owner', isAdmin: false };
const created: QuizEvent = {
  type: 'QuizCreated',
  data: { quizId: 'quiz', code: 'abcd2345', title: 'T', ownerId: 'owner' },
};
const { given } = deciderSpec({ decide, evolve, initialState });
const picture = {
  image: '/media/quiz-images/abc.screen.webp',
  image_original: '/media/quiz-images/abc.jpg',
  image_placeholder: 'data:image/webp;base64,UklGRg==',
  image_source: null,
  image_coordinates: { x: 10, y: 20, width: 50.123456, height: 40 },
};

describe('a crop rectangle (image_coordinates, percent of the picture)', () => {
  it('is kept, rounded to hundredths of a percent', () => {
    expect(checkCrop({ x: 10, y: 20, width: 50.123456, height: 40 })).toEqual({
      crop: { x: 10, y: 20, width: 50.12, height: 40 },
    });
  });

  it('may reach the edges, allowing for the cropper’s rounding', () => {
    expect(checkCrop({ x: 50, y: 0, width: 50.004, height: 100 })).toHaveProperty('crop');
  });

  it.each([
    ['starts left of the picture', { x: -5, y: 0, width: 50, height: 50 }],
    ['ends past its right edge', { x: 60, y: 0, width: 50, height: 50 }],
    ['ends below it', { x: 0, y: 70, width: 30, height: 40 }],
    ['is too thin to be meant', { x: 0, y: 0, width: 0.5, height: 50 }],
    ['is not a number', { x: Number.NaN, y: 0, width: 50, height: 50 }],
  ])('is refused when it %s', (_, crop) => {
    expect(checkCrop(crop)).toEqual({ problem: 'image_crop_invalid' });
  });
});

describe('a picture’s fields', () => {
  it('must point into the media store, with a real tiny placeholder', () => {
    expect(checkPicture({ image: 'https://elsewhere.example/x.png' })).toEqual({
      problem: 'image_path_invalid',
    });
    expect(checkPicture({ ...picture, image_placeholder: 'javascript:alert(1)' })).toEqual({
      problem: 'image_placeholder_invalid',
    });
  });

  it('drop their details when there is no picture', () => {
    expect(checkPicture({ image: null, image_coordinates: { x: 0, y: 0, width: 10, height: 10 } })).toEqual({
      picture: { image: null },
    });
  });

  it('name the phone size beside the screen size; other pictures have only the one', () => {
    expect(pictureSrc('/media/quiz-images/abc.screen.webp', 'phone')).toBe(
      '/media/quiz-images/abc.phone.webp',
    );
    expect(pictureSrc('/media/quiz-images/abc.png', 'phone')).toBe('/media/quiz-images/abc.png');
  });
});

describe('the quiz’s cover picture', () => {
  it('is recorded with its crop rounded, and removing it is recorded too', () => {
    const events = decide({ type: 'ChangeQuizImage', data: { picture }, actor: owner }, given(created).state);
    expect(events).toEqual([
      {
        type: 'QuizImageChanged',
        data: {
          quizId: 'quiz',
          picture: { ...picture, image_coordinates: { x: 10, y: 20, width: 50.12, height: 40 } },
        },
      },
    ]);
    const withCover = given(created, ...events).state;
    expect(withCover.status === 'created' && withCover.picture?.image).toBe(picture.image);
    expect(decide({ type: 'ChangeQuizImage', data: { picture: null }, actor: owner }, withCover)).toEqual([
      { type: 'QuizImageChanged', data: { quizId: 'quiz', picture: null } },
    ]);
  });

  it('records nothing when the same picture is sent again', () => {
    const withCover = given(
      created,
      ...given(created).decide({ type: 'ChangeQuizImage', data: { picture }, actor: owner }),
    ).state;
    expect(decide({ type: 'ChangeQuizImage', data: { picture }, actor: owner }, withCover)).toEqual([]);
  });

  it('refuses a crop outside the picture, and only its editors may change it', () => {
    const bad = { ...picture, image_coordinates: { x: 80, y: 0, width: 40, height: 10 } };
    expect(
      brokenRule(() =>
        decide({ type: 'ChangeQuizImage', data: { picture: bad }, actor: owner }, given(created).state),
      ),
    ).toBe('image_crop_invalid');
    const stranger = { userId: 'someone', isAdmin: false };
    expect(
      brokenRule(() =>
        decide({ type: 'ChangeQuizImage', data: { picture }, actor: stranger }, given(created).state),
      ),
    ).toBe('no_permission');
  });
});

describe('pictures on questions and answers', () => {
  const question = (crop: { x: number; y: number; width: number; height: number }): QuizQuestion => ({
    question_id: 'q1',
    question_type: 'basic',
    kind: 'multiple_choice',
    title: 'Which fjord?',
    time_limit: 30,
    explanation: '',
    answers_required: 'one',
    chart_type: 'bar',
    ...picture,
    image_coordinates: crop,
    answers: [
      { answer_id: 'a', title: 'Geiranger', is_correct: true, score: 1000, ...picture },
      { answer_id: 'b', title: 'Naeroy', is_correct: false, score: 0 },
    ],
  });

  it('are saved with the question', () => {
    const events = decide(
      {
        type: 'SaveQuestions',
        data: { questions: [question({ x: 0, y: 0, width: 100, height: 50 })] },
        actor: owner,
      },
      given(created).state,
    );
    const added = events[0]?.type === 'QuestionAdded' ? events[0].data.question : null;
    expect(added?.image_coordinates).toEqual({ x: 0, y: 0, width: 100, height: 50 });
    expect(added?.question_type === 'basic' ? added.answers[0]?.image : null).toBe(picture.image);
  });

  it('refuse a bad crop, naming the question, and the answer when it is the answer’s', () => {
    const badQuestion = question({ x: 0, y: 0, width: 100, height: 150 });
    expect(
      brokenRule(() =>
        decide(
          { type: 'SaveQuestions', data: { questions: [badQuestion] }, actor: owner },
          given(created).state,
        ),
      ),
    ).toBe('image_crop_invalid');
    const good = question({ x: 0, y: 0, width: 100, height: 50 });
    const answers = good.question_type === 'basic' ? good.answers : [];
    const badAnswer = {
      ...good,
      answers: [
        answers[0]!,
        { ...answers[1]!, ...picture, image_coordinates: { x: 99, y: 0, width: 5, height: 5 } },
      ],
    } as QuizQuestion;
    try {
      decide({ type: 'SaveQuestions', data: { questions: [badAnswer] }, actor: owner }, given(created).state);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'image_crop_invalid', params: { question: 1, answer: 2 } });
    }
  });
});
