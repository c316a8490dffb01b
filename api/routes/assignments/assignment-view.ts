import { endOf, statusAt } from '../../../domain/assignment/rules.ts';
import type { AssignmentRow } from '../../../projections/assignments/index.ts';
import type { AssignmentPublicView, AssignmentView } from '../../contracts/assignments.ts';

/** The status is read against the server's clock at the time of the request, never stored. */
export function publicViewOf(row: AssignmentRow, now: string): AssignmentPublicView {
  const times = { opensAt: row.opens_at, deadline: row.deadline, closedAt: row.closed_at };
  return {
    assignment_id: row.assignment_id,
    quiz_id: row.quiz_id,
    title: row.title,
    opens_at: row.opens_at,
    ends_at: endOf(times),
    status: statusAt(times, now),
    attempt_limit: row.attempt_limit,
  };
}

export function ownerViewOf(row: AssignmentRow, now: string): AssignmentView {
  return {
    ...publicViewOf(row, now),
    deadline: row.deadline,
    closed_at: row.closed_at,
    random_order: row.random_order,
    show_correct_answer: row.show_correct_answer,
    created_at: row.created_at,
    attempts: row.attempts,
  };
}
