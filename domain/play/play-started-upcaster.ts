/** Plays started before homework belonged to no assignment: read them with `assignmentId: null`. */
export const playStartedNeedsUpcast = (data: unknown) => !('assignmentId' in (data as object));

export const upcastPlayStarted = (data: unknown): unknown => ({ ...(data as object), assignmentId: null });
