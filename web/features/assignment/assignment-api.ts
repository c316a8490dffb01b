import type {
  AssignmentReport,
  AssignmentView,
  CreateAssignmentBody,
} from '../../../api/contracts/assignments.ts';
import { apiGet, apiRequest } from '../../http/api-client.ts';

/** The owner's calls for homework (api/routes/assignments). */

export const createAssignment = (body: CreateAssignmentBody) =>
  apiRequest<AssignmentView>('POST', '/api/assignments', body);

export const fetchAssignmentsOfQuiz = (quizId: string) =>
  apiGet<AssignmentView[]>(`/api/reports/quizzes/${encodeURIComponent(quizId)}/assignments`);

export const fetchAssignmentReport = (assignmentId: string) =>
  apiGet<AssignmentReport>(`/api/reports/assignments/${encodeURIComponent(assignmentId)}`);

export const extendAssignment = (assignmentId: string, deadline: string) =>
  apiRequest<AssignmentView>('POST', `/api/assignments/${encodeURIComponent(assignmentId)}/extend`, {
    deadline,
  });

export const closeAssignment = (assignmentId: string) =>
  apiRequest<AssignmentView>('POST', `/api/assignments/${encodeURIComponent(assignmentId)}/close`, {});
