/**
 * A PlayStarted stored before play together or homework existed names neither: it was played alone,
 * outside any assignment. Each missing field reads as null.
 */
export const playStartedNeedsUpcast = (data: unknown) =>
  typeof data === 'object' && data !== null && (!('togetherId' in data) || !('assignmentId' in data));

export const upcastPlayStarted = (data: unknown): unknown => ({
  togetherId: null,
  assignmentId: null,
  ...(data as object),
});
