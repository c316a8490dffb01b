/** A PlayStarted stored before play together has no `togetherId`: it was played alone. */
export const playStartedNeedsUpcast = (data: unknown) =>
  typeof data === 'object' && data !== null && !('togetherId' in data);

export const upcastPlayStarted = (data: unknown) => ({ ...(data as object), togetherId: null });
