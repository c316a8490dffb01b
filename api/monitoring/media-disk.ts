import { statfs } from 'node:fs/promises';
import path from 'node:path';

export interface DiskSpace {
  freeBytes: number;
  totalBytes: number;
}

/** How full the disk under the media folder is; tests put in a probe of their own. */
export type MediaDisk = () => Promise<DiskSpace>;

/**
 * Free space as an unprivileged process may use it (`bavail`, not `bfree`: the blocks kept for root
 * are no use to us), on the disk holding `dir`. The folder is made on the first upload, so until then
 * its nearest existing parent is asked: the same disk, unless a mount is made inside the data folder.
 */
export function statfsMediaDisk(dir: string): MediaDisk {
  return async () => {
    for (let at = path.resolve(dir); ; at = path.dirname(at)) {
      const stats = await statfs(at).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' && at !== path.dirname(at)) return null;
        throw error;
      });
      if (stats) return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
    }
  };
}
