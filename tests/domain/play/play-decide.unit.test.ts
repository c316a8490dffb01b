import { describe, expect, it } from 'vitest';
import { foldPlay } from '../../../domain/play/events.ts';
import { wrongQuestions } from '../../../domain/play/rules.ts';
import { capitals, primes } from '../game-fixtures.ts';
import {
  at,
  choose,
  guest,
  intro,
  next,
  refusal,
  shown,
  started,
  startedData,
  T0,
  when,
} from './play-fixtures.ts';

describe('starting a play', () => {
  it('records the quiz copied in and the tidied name', () => {
    const events = when([], {
      type: 'StartPlay',
      data: startedData({ player: { userId: null, name: '  Nora   B ' } }),
    });
    expect(events).toEqual([
      { type: 'PlayStarted', data: startedData({ player: { userId: null, name: 'Nora B' } }) },
    ]);
  });

  it('refuses a name the live game would refuse, and a quiz with nothing to play', () => {
    expect(
      refusal([], { type: 'StartPlay', data: startedData({ player: { userId: null, name: 'No' } }) }),
    ).toBe('join_name_too_short');
    expect(refusal([], { type: 'StartPlay', data: startedData({ questions: [] }) })).toBe(
      'quiz_has_no_questions',
    );
    expect(refusal([started()], { type: 'StartPlay', data: startedData() })).toBe('play_already_started');
  });
});

describe('moving through the questions (index from 0, one at a time)', () => {
  it('shows the first question with its own time limit', () => {
    expect(when([started()], next(0))).toEqual([shown(0, 0, 20)]);
  });

  it('marks an unanswered question as missed: time up after its end, skipped before', () => {
    expect(when([started(), shown(0, 0, 20)], next(25))).toEqual([
      { type: 'PlayQuestionMissed', data: { index: 0, reason: 'time_up' } },
      shown(1, 25, 10),
    ]);
    expect(when([started(), shown(0, 0, 20)], next(5))[0]).toEqual({
      type: 'PlayQuestionMissed',
      data: { index: 0, reason: 'skipped' },
    });
  });

  it('closes a question whose time ran out, once, so its result shows before the next', () => {
    const open = [started(), shown(0, 0, 20)];
    const close = { type: 'ClosePlayQuestion' as const, data: { playerKey: guest, at: at(21) } };
    const missed = when(open, close);
    expect(missed).toEqual([{ type: 'PlayQuestionMissed', data: { index: 0, reason: 'time_up' } }]);
    expect(when([...open, ...missed], close)).toEqual([]);
    expect(when([...open, ...missed], next(25))).toEqual([shown(1, 25, 10)]);
    expect(refusal([...open, ...missed], choose(0, ['a'], 19))).toBe('answer_too_late');
  });

  it('gives a slide no timer, and moving on from it misses nothing', () => {
    const given = [started({ questions: [intro, capitals] })];
    expect(when(given, next(0))).toEqual([shown(0, 0, null)]);
    expect(when([...given, shown(0, 0, null)], next(90))).toEqual([shown(1, 90, 20)]);
  });

  it('ends after the last question, and says so only once', () => {
    const given = [
      started(),
      shown(0, 0, 20),
      ...when([started(), shown(0, 0, 20)], choose(0, ['a'], 0)),
      shown(1, 30, 10),
    ];
    const end = when(given, next(35));
    expect(end).toEqual([
      { type: 'PlayQuestionMissed', data: { index: 1, reason: 'skipped' } },
      { type: 'PlayFinished', data: { finishedAt: at(35), score: 1000, correct: 1, coins: 1 } },
    ]);
    expect(when([...given, ...end], next(40))).toEqual([]);
  });

  it('answers only to its own player', () => {
    expect(refusal([started()], next(0, 'guest:someone-else'))).toBe('play_not_found');
    expect(refusal([started({ player: { userId: 'u1', name: 'Nora' } })], next(0, guest))).toBe(
      'play_not_found',
    );
    expect(refusal([], next(0))).toBe('play_not_found');
  });
});

describe('answering', () => {
  const open = [started(), shown(0, 0, 20)];

  it('scores once, by speed, and freezes the verdict in the event', () => {
    const [event] = when(open, choose(0, ['a'], 10));
    expect(event).toMatchObject({
      type: 'PlayAnswerSubmitted',
      data: {
        index: 0,
        correct: true,
        points: 750,
        coins: 1,
        scoring: 1,
        receivedAt: at(10),
        opensAt: at(0),
      },
    });
    expect(when(open, choose(0, ['b'], 1))[0]).toMatchObject({
      data: { correct: false, points: 0, coins: 0 },
    });
  });

  it("pays no coin in a play that does not earn (a replay the same day, or the player's own quiz)", () => {
    const practice = [started({ earnsCoins: false }), shown(0, 0, 20)];
    expect(when(practice, choose(0, ['a'], 10))[0]).toMatchObject({
      data: { correct: true, points: 750, coins: 0 },
    });
  });

  it('takes a resend of the same answer as the same answer, and refuses a second one', () => {
    const answered = [...open, ...when(open, choose(0, ['a'], 1))];
    expect(when(answered, choose(0, ['a'], 2))).toEqual([]);
    expect(refusal(answered, choose(0, ['b'], 2, 'other'))).toBe('answer_already_given');
  });

  it('refuses an answer after the time (beyond a second of network grace), or to another question', () => {
    expect(when(open, choose(0, ['a'], 20.9))[0]).toMatchObject({ data: { correct: true, points: 500 } });
    expect(refusal(open, choose(0, ['a'], 21.5))).toBe('answer_too_late');
    expect(refusal(open, choose(1, ['two'], 1))).toBe('answer_too_late');
    expect(refusal([started()], choose(0, ['a'], 1))).toBe('answer_too_late');
  });

  it('refuses an answer of the wrong shape or with unknown choices, and appends nothing', () => {
    expect(
      refusal(open, {
        type: 'SubmitPlayAnswer',
        data: {
          playerKey: guest,
          index: 0,
          answer: { kind: 'text', text: 'Oslo' },
          receivedAt: T0,
          submissionId: 'x',
        },
      }),
    ).toBe('answer_invalid');
    expect(refusal(open, choose(0, ['nope'], 1))).not.toBe('');
  });
});

describe('retrying the wrong answers', () => {
  it('plays again the questions answered wrongly or missed, and earns no coins there', () => {
    const wrongFirst = [
      started(),
      shown(0, 0, 20),
      ...when([started(), shown(0, 0, 20)], choose(0, ['b'], 1)),
    ];
    const played = [...wrongFirst, shown(1, 5, 10)];
    const state = foldPlay([...played, ...when(played, next(30))]);
    expect(wrongQuestions(state).map((q) => q.question_id)).toEqual([
      capitals.question_id,
      primes.question_id,
    ]);

    const retry = [started({ playId: 'p2', retryOf: 'p1', questions: [capitals] }), shown(0, 0, 20)];
    const answerInRetry = choose(0, ['a'], 1);
    if (answerInRetry.type === 'SubmitPlayAnswer') answerInRetry.data.playerKey = 'guest:p2';
    expect(when(retry, answerInRetry)[0]).toMatchObject({ data: { correct: true, coins: 0 } });
  });

  it('leaves out slides and questions answered right', () => {
    const given = [started({ questions: [intro, capitals] }), shown(0, 0, null), shown(1, 2, 20)];
    const answered = [...given, ...when(given, choose(1, ['a'], 3))];
    expect(wrongQuestions(foldPlay(answered))).toEqual([]);
  });
});
