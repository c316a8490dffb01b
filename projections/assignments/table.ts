/** `rm_assignments` (migration 0018). */
export interface AssignmentsTable {
  assignment_id: string;
  quiz_id: string;
  owner_id: string;
  title: string;
  opens_at: Date;
  deadline: Date;
  closed_at: Date | null;
  attempt_limit: number | null;
  random_order: boolean;
  show_correct_answer: boolean;
  created_at: Date;
  version: number;
}

export interface AssignmentsTables {
  rm_assignments: AssignmentsTable;
}
