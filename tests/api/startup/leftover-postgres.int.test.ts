import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearLeftoverPostgres } from '../../../api/database/leftover-postgres.ts';
import { failureReason } from '../../../api/failure-reason.ts';

describe('what a previous run killed outright left in the data directory', () => {
  let dataDir: string;
  const pidFile = () => path.join(dataDir, 'postmaster.pid');
  const writePidFile = (pid: number) => writeFile(pidFile(), `${pid}\n${dataDir}\n1795520000\n25432\n`);
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kviss-leftover-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('finds nothing in a directory that was shut down cleanly', async () => {
    expect(await clearLeftoverPostgres(dataDir)).toEqual({ kind: 'none' });
  });

  it('removes a pid file whose process is gone', async () => {
    await writePidFile(2 ** 22 + 1); // above Linux's highest pid
    expect(await clearLeftoverPostgres(dataDir)).toMatchObject({ kind: 'stale-pid-file' });
    expect(existsSync(pidFile())).toBe(false);
  });

  it('removes a pid file whose number now belongs to another program (not postgres)', async () => {
    await writePidFile(process.pid);
    expect(await clearLeftoverPostgres(dataDir)).toMatchObject({ kind: 'stale-pid-file', pid: process.pid });
    expect(existsSync(pidFile())).toBe(false);
  });
});

describe('the reason a start failed', () => {
  it('follows the chain of causes', () => {
    const cause = new Error('could not bind IPv4 address "127.0.0.1": Address already in use');
    expect(failureReason(new Error('the embedded PostgreSQL exited while starting', { cause }))).toBe(
      'the embedded PostgreSQL exited while starting: could not bind IPv4 address "127.0.0.1": Address already in use',
    );
  });

  it('says so when nothing was given', () => {
    expect(failureReason(undefined)).toBe('no reason given');
  });
});
