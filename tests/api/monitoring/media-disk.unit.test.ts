import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { statfsMediaDisk } from '../../../api/monitoring/media-disk.ts';

describe('the media disk probe', () => {
  it('is measured on the disk that will hold the media folder, before the folder exists', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'kviss-disk-'));
    try {
      const space = await statfsMediaDisk(path.join(root, 'not', 'made', 'yet'))();
      expect(space.totalBytes).toBeGreaterThan(0);
      expect(space.freeBytes).toBeGreaterThan(0);
      expect(space.freeBytes).toBeLessThanOrEqual(space.totalBytes);
    } finally {
      await rm(root, { recursive: true });
    }
  });
});
