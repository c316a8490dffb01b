/**
 * Spec Question `status` (default true): a question without one (written before it existed) is active.
 * On its own, free of the question schemas, because quiz rules the join page loads use it.
 */
export const isActiveQuestion = (question: { status?: boolean }) => question.status !== false;
