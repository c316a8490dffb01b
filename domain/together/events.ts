import type { PlaySettings } from '../play/events.ts';
import type { QuizQuestion } from '../question-types/registry.ts';
import type { QuizLook } from '../quiz/look.ts';
import { assertNever, type DomainEvent } from '../shared/event.ts';

/*
 * Play together (spec §1, §2 `/play/{id}/together`, issue 13 point 4): friends gather in a group on its
 * own stream `together-<id>`, then each plays the same quiz at their own pace while seeing the others'
 * progress. The group only gathers and starts; every member's run is an ordinary play (domain/play)
 * that carries the group's id.
 */

export const togetherStreamName = (togetherId: string) => `together-${togetherId}`;

export interface TogetherMember {
  memberId: string;
  /** Null for a guest, who holds the member token instead. */
  userId: string | null;
  name: string;
  joinedAt: string;
}

export type TogetherCreated = DomainEvent<
  'TogetherCreated',
  {
    togetherId: string;
    quizId: string;
    quizCode: string;
    quizTitle: string;
    createdAt: string;
    /** The quiz's look when the group opened, for its lobby; groups from before it show the default. */
    look?: QuizLook;
  }
>;

export type TogetherMemberJoined = DomainEvent<'TogetherMemberJoined', TogetherMember>;

/**
 * The group starts: the questions are picked once (one random order for everyone) and frozen here with
 * the quiz's settings, and each member's play id is fixed, so the plays started beside this event and
 * any replay agree on who plays what.
 */
export type TogetherStarted = DomainEvent<
  'TogetherStarted',
  {
    startedBy: string;
    startedAt: string;
    questions: QuizQuestion[];
    settings: PlaySettings;
    plays: Array<{ memberId: string; playId: string }>;
    /** The quiz's look and closing message at the start, frozen into every member's play. */
    look?: QuizLook;
    customMessage?: string;
  }
>;

export type TogetherEvent = TogetherCreated | TogetherMemberJoined | TogetherStarted;

export const TOGETHER_EVENT_TYPES: ReadonlyArray<TogetherEvent['type']> = [
  'TogetherCreated',
  'TogetherMemberJoined',
  'TogetherStarted',
];

export type TogetherState =
  | { phase: 'absent' }
  | {
      phase: 'gathering' | 'started';
      created: TogetherCreated['data'];
      members: TogetherMember[];
      /** Member id → play id, once started. */
      plays: ReadonlyMap<string, string>;
    };

export const initialTogetherState: TogetherState = { phase: 'absent' };

export function evolveTogether(state: TogetherState, event: TogetherEvent): TogetherState {
  if (event.type === 'TogetherCreated')
    return { phase: 'gathering', created: event.data, members: [], plays: new Map() };
  if (state.phase === 'absent') return state;
  switch (event.type) {
    case 'TogetherMemberJoined':
      return { ...state, members: [...state.members, event.data] };
    case 'TogetherStarted':
      return {
        ...state,
        phase: 'started',
        plays: new Map(event.data.plays.map(({ memberId, playId }) => [memberId, playId])),
      };
    default:
      return assertNever(event);
  }
}

export const foldTogether = (events: readonly TogetherEvent[]) =>
  events.reduce(evolveTogether, initialTogetherState);
