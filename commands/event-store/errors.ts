/** Another writer appended to the stream first; reload and decide again. */
export class ConcurrencyError extends Error {
  readonly streamName: string;
  readonly expectedVersion: number;

  constructor(streamName: string, expectedVersion: number) {
    super(`stream ${streamName} is not at version ${expectedVersion}`);
    this.name = 'ConcurrencyError';
    this.streamName = streamName;
    this.expectedVersion = expectedVersion;
  }
}
