export { assignmentsProjection } from './projection.ts';
export {
  type AssignmentPlayer,
  type AssignmentRow,
  type AssignmentRun,
  attemptsOfPlayer,
  currentAssignmentsOfQuiz,
  listAssignmentsOfQuiz,
  playersOfAssignment,
  readAssignment,
} from './queries.ts';
export type { AssignmentsTable, AssignmentsTables } from './table.ts';
