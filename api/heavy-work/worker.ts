import { type JobEnvelope, reportStarted } from '../../commands/heavy-work/worker-pool.ts';
import { makeReportFile, type ReportFileJob } from '../routes/reports/make-report-file.ts';

/** Every kind of job the heavy-work pool runs (pool.ts). */
export type HeavyJob = ReportFileJob;

/**
 * The worker thread's entry (a .ts module Node 24 runs as it is): says the job started, then does it.
 * Imports are loaded once per thread, so a report's fonts and writers stay warm between jobs.
 */
export default async function runHeavyJob(envelope: JobEnvelope<HeavyJob>): Promise<unknown> {
  reportStarted(envelope);
  const { job } = envelope;
  switch (job.kind) {
    case 'report-file':
      return makeReportFile(job);
    default: {
      const unknown: never = job.kind;
      throw new Error(`no such heavy job: ${unknown}`);
    }
  }
}
