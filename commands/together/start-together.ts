import { decidePlay } from '../../domain/play/decide.ts';
import { playStreamName } from '../../domain/play/events.ts';
import type { StartTogether } from '../../domain/together/decide.ts';
import { evolveTogether, type TogetherStarted, togetherStreamName } from '../../domain/together/events.ts';
import { TOGETHER_MAX_MEMBERS } from '../../domain/together/rules.ts';
import { type CommandDeps, type CommandOrigin, metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';
import type { StreamAppend } from '../event-store/event-store.ts';
import { loadStream } from '../handle-command.ts';
import { claimCoins } from '../play/claim-coins.ts';
import { togetherDecider } from './together-decider.ts';

const MAX_ATTEMPTS = 3;

/**
 * Starts a group: its TogetherStarted and every member's PlayStarted are appended in one transaction,
 * so no member is ever left in a started group without a play, nor with one in a group that did not
 * start. A member who joins meanwhile makes the append conflict, and the start is decided again with
 * them in it.
 */
export async function startTogether(
  deps: CommandDeps,
  togetherId: string,
  command: Omit<StartTogether['data'], 'playIds'>,
  origin: CommandOrigin,
  /** The quiz's owner, who earns no coins playing it (domain/play/coins.ts). */
  quizOwnerId: string | null,
) {
  const streamName = togetherStreamName(togetherId);
  // Each signed-in member claims the day's coins once, even when a late joiner makes the start decide again.
  const earnsCoinsByMember = new Map<string, boolean>();
  for (let attempt = 1; ; attempt++) {
    const { state, version } = await loadStream(deps, streamName, togetherDecider);
    const playIds = Array.from({ length: TOGETHER_MAX_MEMBERS }, () => deps.random.uuid());
    const events = togetherDecider.decide({ type: 'StartTogether', data: { ...command, playIds } }, state);
    const started = events[0] as TogetherStarted;
    if (state.phase === 'absent') throw new Error('unreachable: the decider refuses an absent group');
    for (const { memberId, playId } of started.data.plays) {
      if (earnsCoinsByMember.has(memberId)) continue;
      const { userId } = state.members.find((m) => m.memberId === memberId)!;
      const claim = { playId, userId, quizOwnerId, quizId: state.created.quizId, retryOf: null };
      earnsCoinsByMember.set(
        memberId,
        await claimCoins(deps, { ...claim, startedAt: started.data.startedAt }, origin),
      );
    }
    const plays: StreamAppend[] = started.data.plays.map(({ memberId, playId }) => {
      const member = state.members.find((m) => m.memberId === memberId)!;
      const playStarted = decidePlay(
        {
          type: 'StartPlay',
          data: {
            playId,
            quizId: state.created.quizId,
            quizCode: state.created.quizCode,
            quizTitle: state.created.quizTitle,
            questions: started.data.questions,
            settings: started.data.settings,
            ...(started.data.look ? { look: started.data.look } : {}),
            ...(started.data.customMessage ? { customMessage: started.data.customMessage } : {}),
            player: { userId: member.userId, name: member.name },
            retryOf: null,
            earnsCoins: earnsCoinsByMember.get(memberId)!,
            togetherId,
            assignmentId: null,
            startedAt: started.data.startedAt,
          },
        },
        { phase: 'absent' },
      );
      return { streamName: playStreamName(playId), expectedVersion: 0, events: playStarted };
    });
    try {
      const appended = await deps.store.append(
        [{ streamName, expectedVersion: version, events }, ...plays],
        metadataFor(origin, deps.clock),
      );
      // The group's own event is where its read model shows the start (it does not read PlayStarted).
      return { state: events.reduce(evolveTogether, state), last: appended.streamEnds[0]! };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
