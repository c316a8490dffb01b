import { decideAssignment } from '../../domain/assignment/decide.ts';
import { type AssignmentCreated, assignmentStreamName } from '../../domain/assignment/events.ts';
import { decidePlay } from '../../domain/play/decide.ts';
import { initialPlayState, type PlayStarted, playStreamName } from '../../domain/play/events.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { LogPosition } from '../../domain/shared/event.ts';
import { type CommandDeps, type CommandOrigin, metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';
import { loadStream } from '../handle-command.ts';
import { assignmentDecider } from './assignment-decider.ts';

const MAX_ATTEMPTS = 3;

/**
 * A counted attempt at an assignment: the assignment decides whether this student may start one now
 * (open, before the deadline, within the attempt limit) and the play starts, both appended in one
 * transaction. The assignment's expected version serialises a student's two simultaneous starts, so
 * the limit holds; an attempt is never counted without its play, nor a play started without its count.
 */
export async function startAssignmentPlay(
  deps: CommandDeps,
  input: {
    assignmentId: string;
    quizId: string;
    /** Whether the student is signed in with a Feide account (a Feide-only assignment, spec §6). */
    feide: boolean;
    /** The play to start, built with the assignment's frozen options. */
    play: (assignment: AssignmentCreated['data']) => Omit<PlayStarted['data'], 'assignmentId' | 'earnsCoins'>;
    /** Claims the play's coins (commands/play/claim-coins.ts); asked once, only for an attempt allowed. */
    earnsCoins: () => Promise<boolean>;
  },
  origin: CommandOrigin,
): Promise<{ started: PlayStarted['data']; last: LogPosition }> {
  let earnsCoins: boolean | undefined;
  for (let attempt = 1; ; attempt++) {
    const streamName = assignmentStreamName(input.assignmentId);
    const { state, version } = await loadStream(deps, streamName, assignmentDecider);
    if (state.phase === 'absent' || state.created.quizId !== input.quizId)
      throw new DomainError('assignment_not_found');
    const data = { ...input.play(state.created), assignmentId: input.assignmentId };
    const at = deps.clock.now().toISOString();
    // The play first: it tidies the name, and the attempt counts for the name as it will be shown.
    const tidied = decidePlay({ type: 'StartPlay', data }, initialPlayState)[0]!.data as PlayStarted['data'];
    const counted = decideAssignment(
      {
        type: 'StartAssignmentAttempt',
        data: { playId: data.playId, player: tidied.player, feide: input.feide, at },
      },
      state,
    );
    // Only an attempt the assignment allows claims the day's coins, so a refused one costs the student none.
    earnsCoins ??= await input.earnsCoins();
    const playEvents = decidePlay({ type: 'StartPlay', data: { ...data, earnsCoins } }, initialPlayState);
    const started = playEvents[0]!.data as PlayStarted['data'];
    try {
      const appended = await deps.store.append(
        [
          { streamName, expectedVersion: version, events: counted },
          { streamName: playStreamName(data.playId), expectedVersion: 0, events: playEvents },
        ],
        metadataFor(origin, deps.clock),
      );
      return { started, last: appended.streamEnds[1]! };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
