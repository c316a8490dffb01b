/**
 * Upload flood (issue 28 item 10): how many bytes one account can make the server write in a minute.
 * The incident: a new account wrote 300 MB in 2.5 s as thirty 10 MB "videos" (an `ftyp` header and
 * padding). Here one account, its address confirmed, sends real 10 MB MP4 files (whole containers, so
 * no content check refuses them) from several clients at once for `--seconds`, doing what a polite
 * script does with a 429 (waiting its Retry-After), and stops early once `--max-mb` is taken (so a
 * server without limits does not fill the disk). The server runs in its own process as `npm start`
 * runs it, on a scratch database. Also tried once: the incident's fake video from an unconfirmed and
 * from a confirmed account. Progress goes to stderr; stdout gets exactly one JSON line.
 *
 *   npm run bench:upload-flood -- [--seconds 60] [--clients 4] [--max-mb 2000]
 */
import { readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { tinyMovie } from '../tests/support/tiny-movie.ts';
import { Cleanup } from './live/cleanup.ts';
import { startServerProcess } from './live/server-process.ts';
import { benchDatabase } from './support/bench-database.ts';
import { confirmedAccount } from './support/confirmed-account.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '4' },
    'max-mb': { type: 'string', default: '2000' },
  },
});
const seconds = Number(values.seconds);
const clients = Number(values.clients);
const maxBytes = Number(values['max-mb']) * 1024 * 1024;
const MB = 1024 * 1024;
const started = performance.now();
const progress = (message: string) =>
  console.error(`[bench:upload-flood +${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);
const cleanup = new Cleanup();

/** The incident's file: a 24-byte `ftyp` header, then zeros up to 10 MB. */
function headerAndPadding(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex').copy(bytes);
  return bytes;
}

/** Just under the 10 MB video limit: two samples of 5,000,000 bytes in a whole MP4. */
const realVideo = tinyMovie('isom', 5_000_000);
const fakeVideo = headerAndPadding(10 * 1000 * 1000);

async function upload(url: string, token: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'clip.mp4');
  const response = await fetch(`${url}/api/quizzes/upload-video`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(120_000),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
  const retryAfter = Number(response.headers.get('retry-after') ?? 0);
  return { status: response.status, code: body.error?.code ?? null, retryAfterMs: retryAfter * 1000 };
}

/** Bytes under the server's media folder: what the uploads really left on its disk. */
async function bytesOnDisk(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const at = path.join(dir, entry.name);
    total += entry.isDirectory() ? await bytesOnDisk(at) : (await stat(at)).size;
  }
  return total;
}

try {
  const database = await benchDatabase(cleanup);
  const server = await startServerProcess(database.url, 100);
  cleanup.add('server', () => server.stop());
  await server.ready();
  const { token, confirm } = await confirmedAccount(server, 'Flood Account');
  const unconfirmed = await upload(server.url, token, fakeVideo);
  await confirm();
  const fake = await upload(server.url, token, fakeVideo);
  progress(`unconfirmed: ${unconfirmed.status} ${unconfirmed.code}; fake video: ${fake.status} ${fake.code}`);

  const mediaDir = path.join(server.dataDir, 'media');
  const onDiskBefore = await bytesOnDisk(mediaDir);
  const refusals = new Map<string, number>();
  let accepted = 0;
  let attempts = 0;
  const floodStart = performance.now();
  const deadline = floodStart + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline && accepted * realVideo.length < maxBytes) {
        attempts += 1;
        const reply = await upload(server.url, token, realVideo);
        if (reply.status === 201) {
          accepted += 1;
          continue;
        }
        const key = `${reply.status} ${reply.code}`;
        refusals.set(key, (refusals.get(key) ?? 0) + 1);
        const wait = Math.min(reply.retryAfterMs || 1000, deadline - performance.now());
        if (wait > 0) await sleep(wait);
      }
    }),
  );
  const floodSeconds = (performance.now() - floodStart) / 1000;
  const onDisk = (await bytesOnDisk(mediaDir)) - onDiskBefore;
  const acceptedBytes = accepted * realVideo.length;
  progress(`${accepted} of ${attempts} uploads taken in ${floodSeconds.toFixed(1)} s`);

  console.log(
    JSON.stringify({
      bench: 'upload-flood',
      node: process.version,
      cpus: os.availableParallelism(),
      clients,
      videoMb: Number((realVideo.length / MB).toFixed(2)),
      unconfirmedAccount: { status: unconfirmed.status, code: unconfirmed.code },
      incidentFakeVideo: { status: fake.status, code: fake.code },
      flood: {
        seconds: Number(floodSeconds.toFixed(1)),
        stoppedAtMaxMb: acceptedBytes >= maxBytes,
        attempts,
        accepted,
        refusals: Object.fromEntries(refusals),
        acceptedMb: Number((acceptedBytes / MB).toFixed(1)),
        writtenToDiskMb: Number((onDisk / MB).toFixed(1)),
        mbPerMinute: Number(((onDisk / MB / floodSeconds) * 60).toFixed(1)),
      },
    }),
  );
} finally {
  await cleanup.runAll();
}
