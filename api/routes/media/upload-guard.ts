import type { FastifyRequest } from 'fastify';
import type { MediaStore } from '../../../commands/media-store/port.ts';
import { checkUploadQuota, diskIsLow } from '../../../domain/media/rules.ts';
import type { LogPosition } from '../../../domain/shared/event.ts';
import { readMediaUsage } from '../../../projections/media-usage/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../auth/authenticate.ts';
import { ErrorReply } from '../../contracts/envelope.ts';
import { ApiError } from '../../errors.ts';
import type { Taken } from '../../rate-limit/token-bucket.ts';
import { originOf } from '../origin.ts';
import { ledgerMediaStore } from './ledger-media-store.ts';

/** The refusals of a route that stores a file: 403 e-mail not confirmed, 413 too large or quota reached, 429 pace, 507 disk low. */
export const UploadErrors = {
  400: ErrorReply,
  401: ErrorReply,
  403: ErrorReply,
  413: ErrorReply,
  429: ErrorReply,
  507: ErrorReply,
};

/** One upload of one account, between the checks before its body is read and its reply. */
export interface Upload {
  /**
   * Counts the bytes received against the account's pace (429 `upload_rate_limited`) and its quota
   * (413 `upload_quota_reached`), before any work is spent on them and before anything is stored.
   */
  charge(bytes: number): Promise<void>;
  /** Where the route stores the files: every write is entered in the account's ledger (quota). */
  media: MediaStore;
  /** Waits until the account's usage shows this upload, so its next upload is judged on it. */
  settled(): Promise<void>;
}

/**
 * What every route that stores a user's file goes through (issue 28 item 10), cheapest refusal first:
 * before the body is read, the account's e-mail must be confirmed (403 `upload_email_unconfirmed`: a
 * throwaway account cannot fill the disk) and the media disk must keep its free-space floor (507
 * `upload_disk_full`); then `charge` and the ledger store. Each refusal names the limit reached.
 */
export async function openUpload(deps: AppDeps, request: FastifyRequest): Promise<Upload> {
  const user = signedIn(request);
  if (!user.email_confirmed) throw new ApiError(403, 'upload_email_unconfirmed');
  const space = await deps.mediaDisk();
  const incoming = Number(request.headers['content-length']) || 0;
  if (diskIsLow({ ...space, freeBytes: space.freeBytes - incoming }, deps.uploadSettings))
    throw new ApiError(507, 'upload_disk_full');
  const limits = deps.uploadLimits;
  // A single upload larger than the burst (an import's pictures) empties the bucket rather than
  // waiting for a bucket that can never hold it.
  const costOf = (bytes: number) => Math.min(bytes, deps.uploadSettings.burstBytes);
  // Only a look, by the size the request announces: a flood is turned away before its body is read.
  refuseOverPace(await limits.bytesPerAccount.peek(user.id, costOf(incoming)));
  const recorded: LogPosition[] = [];
  return {
    async charge(bytes) {
      const files = await limits.filesPerAccount.take(user.id);
      refuseOverPace(files.allowed ? await limits.bytesPerAccount.take(user.id, costOf(bytes)) : files);
      const usage = await readMediaUsage(deps.db, user.id);
      checkUploadQuota(usage.storedBytes, bytes, deps.uploadSettings.quotaBytes);
    },
    media: ledgerMediaStore(deps, user.id, originOf(request), recorded),
    async settled() {
      const last = recorded.at(-1);
      if (last) await deps.projections.reached('media-usage', last);
    },
  };
}

function refuseOverPace(pace: Taken): void {
  if (!pace.allowed) throw new ApiError(429, 'upload_rate_limited', { retryAfterMs: pace.retryAfterMs });
}
