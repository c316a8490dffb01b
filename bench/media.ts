/**
 * Picture upload benchmark (issue 12): 200 photos of about 3 MB (12 megapixels, each one different)
 * uploaded by 20 clients at once to the server in its own process (scratch database: embedded, or the
 * external one at DATABASE_URL). Prints upload throughput and latency, the server's peak memory, and
 * the bytes a phone downloads for a question's picture beside the original's. Progress goes to
 * stderr; stdout gets exactly one JSON line.
 *
 *   npm run bench:media -- [--images 200] [--clients 20]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { pictureSrc } from '../domain/shared/picture.ts';
import { Cleanup } from './live/cleanup.ts';
import { RssSampler, readProcessStats } from './live/proc-stats.ts';
import { startServerProcess } from './live/server-process.ts';
import { basePhotos, testPhoto } from './media/test-photos.ts';
import { benchDatabase } from './support/bench-database.ts';
import { confirmedAccount } from './support/confirmed-account.ts';
import { percentile } from './support/stats.ts';

const { values } = parseArgs({
  options: { images: { type: 'string', default: '200' }, clients: { type: 'string', default: '20' } },
});
const images = Number(values.images);
const clients = Number(values.clients);
const started = performance.now();
const progress = (message: string) =>
  console.error(`[bench:media +${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);
const cleanup = new Cleanup();

// Picture throughput is measured here, not one account's upload limits (bench:upload-flood does that):
// the server lets this account store and send as much as the run needs.
for (const limit of ['QUOTA_MB', 'MB_PER_MINUTE', 'BURST_MB', 'FILES_PER_MINUTE', 'BURST_FILES'])
  process.env[`KVISS_UPLOAD_${limit}`] ??= '100000';

try {
  const database = await benchDatabase(cleanup);
  const server = await startServerProcess(database.url, 100);
  cleanup.add('server', () => server.stop());
  await server.ready();
  const { token, confirm } = await confirmedAccount(server, 'Bench Creator');
  await confirm();

  // Made before the clock starts, so the figures are the server's, not this process's JPEG encoder's.
  const bases = await basePhotos();
  const photos = Array.from({ length: images }, (_, i) => testPhoto(bases, i));
  const totalMb = photos.reduce((sum, photo) => sum + photo.length, 0) / 1024 / 1024;
  progress(`${images} photos made (${(totalMb / images).toFixed(2)} MB each on average), uploading`);

  const before = await readProcessStats(server.pid);
  const sampler = new RssSampler(server.pid, 50);
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const uploaded: { path: string; originalBytes: number }[] = [];
  let next = 0;
  const uploadStart = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < photos.length) {
        const photo = photos[next++]!;
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
        const t0 = performance.now();
        const response = await fetch(`${server.url}/api/quizzes/upload-image`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
          signal: AbortSignal.timeout(120_000),
        }).catch((error: Error) => ({ ok: false, status: error.name }) as const);
        latencies.push(performance.now() - t0);
        if (!response.ok || !('json' in response)) {
          const key = String(response.status);
          failures.set(key, (failures.get(key) ?? 0) + 1);
          continue;
        }
        const path = ((await response.json()) as { data: { upload_path: string } }).data.upload_path;
        uploaded.push({ path, originalBytes: photo.length });
      }
    }),
  );
  const wallSeconds = (performance.now() - uploadStart) / 1000;
  const peakRssMb = await sampler.stop();
  const after = await readProcessStats(server.pid);
  progress(`${uploaded.length} uploaded in ${wallSeconds.toFixed(1)} s; measuring what a phone downloads`);

  // What a phone's question screen loads: the phone size (domain/shared/picture.ts), as served.
  const phoneBytes: number[] = [];
  const screenBytes: number[] = [];
  for (const { path } of uploaded.slice(0, 20)) {
    phoneBytes.push(
      (await (await fetch(`${server.url}${pictureSrc(path, 'phone')}`)).arrayBuffer()).byteLength,
    );
    screenBytes.push((await (await fetch(`${server.url}${path}`)).arrayBuffer()).byteLength);
  }
  const kb = (bytes: number) => Math.round(bytes / 1024);
  const originalAverage =
    uploaded.reduce((sum, u) => sum + u.originalBytes, 0) / Math.max(1, uploaded.length);

  console.log(
    JSON.stringify({
      bench: 'media',
      node: process.version,
      cpus: os.availableParallelism(),
      images,
      clients,
      photo: { megapixels: 12, averageMb: Number((totalMb / images).toFixed(2)) },
      uploaded: uploaded.length,
      failures: Object.fromEntries(failures),
      wallSeconds: Number(wallSeconds.toFixed(1)),
      imagesPerSecond: Number((uploaded.length / wallSeconds).toFixed(2)),
      megabytesPerSecond: Number((totalMb / wallSeconds).toFixed(1)),
      uploadLatencyMs: latencyFigures(latencies),
      server: {
        rssBeforeMb: Math.round(before.rssMb),
        peakRssMb: Math.round(peakRssMb),
        cpuSeconds: Number((after.cpuSeconds - before.cpuSeconds).toFixed(1)),
      },
      phoneDownload: {
        originalKbAverage: kb(originalAverage),
        phoneKbMax: kb(Math.max(...phoneBytes)),
        phoneKbAverage: kb(phoneBytes.reduce((a, b) => a + b, 0) / Math.max(1, phoneBytes.length)),
        screenKbMax: kb(Math.max(...screenBytes)),
      },
    }),
  );
} finally {
  await cleanup.runAll();
}

function latencyFigures(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(sorted, p));
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: Math.round(sorted.at(-1) ?? 0) };
}
