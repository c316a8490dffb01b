import { describe, expect, it } from 'vitest';
import { evolve, type GameEvent, initialState } from '../../domain/game/events.ts';
import { hostView, roomView } from '../../domain/game/views.ts';
import { foldPlay } from '../../domain/play/events.ts';
import { playView } from '../../domain/play/views.ts';
import { DEFAULT_QUIZ_LOOK } from '../../domain/quiz/look.ts';
import { decideTogether } from '../../domain/together/decide.ts';
import { foldTogether, type TogetherEvent } from '../../domain/together/events.ts';
import { firstQuestion, started as gameStarted, joined, opened } from './game-fixtures.ts';
import { at, shown, started, startedData, T0 } from './play/play-fixtures.ts';

/*
 * The quiz's closing message (spec custom_message) is frozen when a run starts and shown where the run
 * ends: the play-alone summary, every member's summary of a group, and both ends of a live game.
 */
const message = 'Thanks for playing — see you on Friday!';

describe('play alone', () => {
  const finished = [
    started({ customMessage: message }),
    shown(0, 0, 20),
    { type: 'PlayQuestionMissed' as const, data: { index: 0, reason: 'skipped' as const } },
    shown(1, 30, 10),
    { type: 'PlayQuestionMissed' as const, data: { index: 1, reason: 'skipped' as const } },
    { type: 'PlayFinished' as const, data: { finishedAt: at(40), score: 0, correct: 0, coins: 0 } },
  ];

  it('tells the message once the run is over, not before', () => {
    const during = foldPlay(finished.slice(0, 2));
    if (during.phase === 'absent') throw new Error('started');
    expect(playView(during).customMessage).toBeNull();
    const after = foldPlay(finished);
    if (after.phase === 'absent') throw new Error('started');
    expect(playView(after).customMessage).toBe(message);
  });

  it('has none for a quiz without one (and for plays from before it was recorded)', () => {
    const after = foldPlay([started(), ...finished.slice(1)]);
    if (after.phase === 'absent') throw new Error('started');
    expect(playView(after).customMessage).toBeNull();
  });
});

describe('live game', () => {
  const withMessage: GameEvent = { ...opened, data: { ...opened.data, customMessage: message } } as GameEvent;
  const fold = (events: GameEvent[]) => events.reduce(evolve, initialState);
  const playing = [withMessage, joined('p1', 'Nora'), gameStarted, firstQuestion];

  it('sends the message to the room and the host only when the game is finished', () => {
    expect(roomView(fold(playing))?.customMessage).toBeUndefined();
    const ended = fold([...playing, { type: 'GameEnded', data: { reason: 'finished' } }]);
    expect(roomView(ended)?.customMessage).toBe(message);
    expect(hostView(ended)?.customMessage).toBe(message);
  });

  it('keeps it from a cancelled game, and from a quiz without one', () => {
    const cancelled = fold([...playing, { type: 'GameEnded', data: { reason: 'cancelled' } }]);
    expect(roomView(cancelled)?.customMessage).toBeUndefined();
    const plain = fold([opened, gameStarted, { type: 'GameEnded', data: { reason: 'finished' } }]);
    expect(roomView(plain)).not.toHaveProperty('customMessage');
  });
});

describe('play together', () => {
  const look = { ...DEFAULT_QUIZ_LOOK, theme_name: 'theme_2' as const, background_color: '#123456' };
  const created: TogetherEvent = {
    type: 'TogetherCreated',
    data: {
      togetherId: 'g1',
      quizId: 'q1',
      quizCode: 'abcd2345',
      quizTitle: 'Geography',
      createdAt: T0,
      look,
    },
  };
  const member: TogetherEvent = {
    type: 'TogetherMemberJoined',
    data: { memberId: 'm1', userId: null, name: 'Nora', joinedAt: T0 },
  };

  it('freezes the look and the closing message into the start, for every member’s play', () => {
    const [startedGroup] = decideTogether(
      {
        type: 'StartTogether',
        data: {
          memberId: 'm1',
          at: T0,
          questions: startedData().questions,
          settings: { speedScoring: true, showCorrectAnswer: true },
          playIds: ['p1'],
          look,
          customMessage: message,
        },
      },
      foldTogether([created, member]),
    );
    expect(startedGroup).toMatchObject({ type: 'TogetherStarted', data: { look, customMessage: message } });
  });

  it('keeps the look the group opened with for its lobby', () => {
    const state = foldTogether([created]);
    if (state.phase === 'absent') throw new Error('created');
    expect(state.created.look).toEqual(look);
  });
});
