import type { Kysely } from 'kysely';
import { attemptsLeft, statusAt } from '../../../domain/assignment/rules.ts';
import type { PlayPlayer } from '../../../domain/play/events.ts';
import { attemptsOfPlayer, readAssignment } from '../../../projections/assignments/index.ts';
import type { PlayHomework } from '../../contracts/plays.ts';

/**
 * The homework a play was an attempt at, for its summary: the title, whether it is still open, and
 * how many attempts its student has left now (counted as the assignment counts them). Null when the
 * assignment is gone from the read side.
 */
export async function playHomework(
  db: Kysely<unknown>,
  assignmentId: string,
  player: PlayPlayer,
  now: string,
): Promise<PlayHomework | null> {
  const row = await readAssignment(db, assignmentId);
  if (!row) return null;
  const used = await attemptsOfPlayer(db, assignmentId, player);
  return {
    assignment_id: row.assignment_id,
    title: row.title,
    status: statusAt({ opensAt: row.opens_at, deadline: row.deadline, closedAt: row.closed_at }, now),
    attempt_limit: row.attempt_limit,
    attempts_left: attemptsLeft(row.attempt_limit, used),
  };
}
