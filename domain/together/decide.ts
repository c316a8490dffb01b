import { checkPlayerName, nameKey } from '../game/rules.ts';
import { DomainError } from '../shared/domain-error.ts';
import { assertNever } from '../shared/event.ts';
import {
  evolveTogether,
  type TogetherCreated,
  type TogetherEvent,
  type TogetherStarted,
  type TogetherState,
} from './events.ts';
import { TOGETHER_MAX_MEMBERS } from './rules.ts';

type Member = { memberId: string; userId: string | null; name: string; at: string };

/** Someone opens a group for a quiz and is its first member. */
export type CreateTogether = {
  type: 'CreateTogether';
  data: Omit<TogetherCreated['data'], 'createdAt'> & { creator: Member };
};
export type JoinTogether = { type: 'JoinTogether'; data: Member };
/** Any member may start the group (spec: "one of them starts it"); `memberId` is who asks, proven by the API. */
export type StartTogether = {
  type: 'StartTogether';
  data: Pick<TogetherStarted['data'], 'questions' | 'settings' | 'look' | 'customMessage'> & {
    memberId: string;
    at: string;
    /** Fresh ids, at least one per member (TOGETHER_MAX_MEMBERS): the members' plays take them in order. */
    playIds: readonly string[];
  };
};

export type TogetherCommand = CreateTogether | JoinTogether | StartTogether;

type Open = Exclude<TogetherState, { phase: 'absent' }>;

export function decideTogether(command: TogetherCommand, state: TogetherState): TogetherEvent[] {
  if (command.type === 'CreateTogether') return create(command, state);
  if (state.phase === 'absent') throw new DomainError('together_not_found');
  switch (command.type) {
    case 'JoinTogether':
      return join(command.data, state);
    case 'StartTogether':
      return start(command, state);
    default:
      return assertNever(command);
  }
}

function create(command: CreateTogether, state: TogetherState): TogetherEvent[] {
  if (state.phase !== 'absent') throw new DomainError('together_already_exists');
  const { creator, ...group } = command.data;
  const created: TogetherEvent = { type: 'TogetherCreated', data: { ...group, createdAt: creator.at } };
  const opened = evolveTogether(state, created) as Open;
  return [created, ...join(creator, opened)];
}

function join(member: Member, state: Open): TogetherEvent[] {
  // Once the questions are out, a newcomer could not play the same game: they start a group of their own.
  if (state.phase === 'started') throw new DomainError('together_already_started');
  const checked = checkPlayerName(member.name);
  if ('problem' in checked) throw new DomainError(checked.problem);
  if (state.members.length >= TOGETHER_MAX_MEMBERS) throw new DomainError('together_full');
  // Names tell the members apart on every screen: "Nora" and "NORA" would not.
  const key = nameKey(checked.name);
  if (state.members.some((m) => nameKey(m.name) === key)) throw new DomainError('together_name_taken');
  return [
    {
      type: 'TogetherMemberJoined',
      data: { memberId: member.memberId, userId: member.userId, name: checked.name, joinedAt: member.at },
    },
  ];
}

function start(command: StartTogether, state: Open): TogetherEvent[] {
  const { memberId, at, questions, settings, playIds, look, customMessage } = command.data;
  if (!state.members.some((m) => m.memberId === memberId)) throw new DomainError('together_not_member');
  if (state.phase === 'started') throw new DomainError('together_already_started');
  if (questions.length === 0) throw new DomainError('quiz_has_no_questions');
  if (playIds.length < state.members.length) throw new Error('StartTogether needs a play id per member');
  const plays = state.members.map((m, i) => ({ memberId: m.memberId, playId: playIds[i]! }));
  return [
    {
      type: 'TogetherStarted',
      data: {
        startedBy: memberId,
        startedAt: at,
        questions,
        settings,
        plays,
        ...(look ? { look } : {}),
        ...(customMessage ? { customMessage } : {}),
      },
    },
  ];
}
