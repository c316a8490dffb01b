import { type JobEnvelope, reportStarted } from '../../../commands/heavy-work/worker-pool.ts';

/** Jobs for the pool's own test: keep a thread busy for a while, or fill its heap until it dies. */
export type TestJob = { kind: 'spin'; ms: number } | { kind: 'grow' };

export default function runTestJob(envelope: JobEnvelope<TestJob>): string {
  reportStarted(envelope);
  const { job } = envelope;
  if (job.kind === 'spin') {
    const end = Date.now() + job.ms;
    while (Date.now() < end);
    return 'done';
  }
  const kept: number[][] = [];
  for (;;) kept.push(new Array(1_000_000).fill(kept.length));
}
