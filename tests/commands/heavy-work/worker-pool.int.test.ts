import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from '../../../commands/heavy-work/worker-pool.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import type { TestJob } from './pool-test-worker.ts';

/*
 * The heavy-work pool itself (DESIGN §7, issue 28 item 11), with real worker threads running a .ts
 * module: one thread and one place in the queue, a time limit counted from when a thread starts a job
 * (not while it waits), a heap limit, and a full pool refused at once.
 */
const filename = new URL('./pool-test-worker.ts', import.meta.url);
let pool: WorkerPool;
afterEach(async () => pool?.close());

const run = (job: TestJob) => pool.run<TestJob, string>(job);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the heavy-work pool', () => {
  it('says busy when every thread and place in the queue is taken, and runs the queued job after', async () => {
    pool = new WorkerPool({ filename, threads: 1, queue: 1, timeLimitMs: 30_000, memoryLimitMb: 64 });
    const running = run({ kind: 'spin', ms: 300 });
    const waiting = run({ kind: 'spin', ms: 10 });
    const refused = await failure(run({ kind: 'spin', ms: 10 }));
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'server_busy', params: { retryAfterMs: 5_000 } });
    expect(await running).toBe('done');
    expect(await waiting).toBe('done');
  });

  it('stops a job past its time limit, not one that only waited that long, and goes on with a new thread', async () => {
    pool = new WorkerPool({ filename, threads: 1, queue: 1, timeLimitMs: 1_000, memoryLimitMb: 64 });
    const slow = failure(run({ kind: 'spin', ms: 60_000 }));
    // Waits about a second behind the slow one, then runs well within its own limit.
    const queued = run({ kind: 'spin', ms: 300 });
    expect(await slow).toMatchObject({ code: 'work_too_heavy', params: { timeLimitSeconds: 1 } });
    expect(await queued).toBe('done');
  });

  it('stops a job past its heap limit with the same clear error', async () => {
    pool = new WorkerPool({ filename, threads: 1, queue: 0, timeLimitMs: 30_000, memoryLimitMb: 32 });
    expect(await failure(run({ kind: 'grow' }))).toMatchObject({ code: 'work_too_heavy' });
    expect(await run({ kind: 'spin', ms: 1 })).toBe('done');
  });
});
