/**
 * Heavy work and the event loop (issue 28 items 11 and 12), against the server in its own process
 * (scratch database: embedded, or the external one at DATABASE_URL):
 *
 * 1. A play's report whose questions are the worst text for the PDF writer (20 questions, each 250
 *    × U+FDFA "ﷺ", the widest ligature Noto draws: every title is measured again and again while it is
 *    cut to fit), shared publicly, is exported as PDF by `--exports` teachers at once (each their own
 *    account: one account may have two files in the making), while one client asks
 *    GET /api/health over and over: its latency (p50/p99/max) is how long any request, a live game's
 *    included, would wait meanwhile.
 * 2. A Kviss file of about 3.7 MB that is refused for its last picture: `--pictures` pictures of
 *    8192 × 8192 pixels (a few kB each as PNG, but each a full decode) and a damaged one of 2.4 MB
 *    last. The server's CPU seconds for that one request, and how many files it left in its media store.
 *
 * Progress goes to stderr; stdout gets exactly one JSON line.
 *
 *   npm run bench:export-stall -- [--exports 5] [--questions 20] [--pictures 50]
 */
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { linkPathInMail } from '../tests/e2e/accounts.ts';
import { captchaFrom } from '../tests/support/captcha.ts';
import { Cleanup } from './live/cleanup.ts';
import { readProcessStats } from './live/proc-stats.ts';
import { call } from './live/quiz-setup.ts';
import { startServerProcess } from './live/server-process.ts';
import { benchDatabase } from './support/bench-database.ts';
import { percentile } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    exports: { type: 'string', default: '5' },
    questions: { type: 'string', default: '20' },
    pictures: { type: 'string', default: '50' },
  },
});
const exportCount = Number(values.exports);
const questionCount = Number(values.questions);
const pictureCount = Number(values.pictures);
const started = performance.now();
const progress = (message: string) =>
  console.error(`[bench:export-stall +${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);
const cleanup = new Cleanup();
const LIGATURE = '\uFDFA';

const question = (index: number, image?: string) => ({
  question_id: `q${index}`,
  kind: 'multiple_choice',
  title: LIGATURE.repeat(250),
  time_limit: 20,
  answers_required: 'one',
  chart_type: 'bar',
  ...(image ? { image } : {}),
  answers: [
    { answer_id: 'a', title: 'A', is_correct: true, score: 1000 },
    { answer_id: 'b', title: 'B', is_correct: false, score: 0 },
  ],
});

async function newQuiz(url: string, token: string, questions: unknown[]): Promise<string> {
  const quizId = (
    await call(url, 'POST', '/api/quizzes/create', token, {
      title: 'Export stall',
      captcha_response: await captchaFrom(url),
    })
  )._id as string;
  await call(url, 'PUT', `/api/quizzes/id/${quizId}/questions`, token, { questions });
  await call(url, 'PUT', '/api/quizzes/update', token, {
    _id: quizId,
    show_number_question: questions.length,
  });
  return quizId;
}

async function get(url: string, token?: string): Promise<Response> {
  return fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(300_000),
  });
}

const latency = (values: number[]) => {
  if (values.length === 0) return { count: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(sorted, p));
  return { count: sorted.length, p50: at(50), p99: at(99), max: Math.round(sorted.at(-1) ?? 0) };
};

/** Every file under `folder` (none when it does not exist). */
async function filesUnder(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

try {
  const database = await benchDatabase(cleanup);
  const server = await startServerProcess(database.url, 100);
  cleanup.add('server', () => server.stop());
  await server.ready();
  const register = async (name: string, email: string) =>
    (
      await call(server.url, 'POST', '/api/auth/register', null, {
        name,
        email,
        password: 'correct horse battery staple',
      })
    ).token as string;
  const email = `bench-export-${Date.now()}@example.org`;
  const token = await register('Bench Creator', email);
  // An import with pictures needs a confirmed address: the link comes from the server's outbox.
  const outbox = path.join(server.dataDir, 'outbox');
  const mailsTo = async (to: string) => {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.includes(to)).sort();
    return Promise.all(names.map((n) => readFile(path.join(outbox, n), 'utf8')));
  };
  const link = await linkPathInMail({ mailsTo }, email, '/confirm-email/', 15_000);
  await call(server.url, 'POST', '/api/auth/confirm-email', null, {
    token: link.slice('/confirm-email/'.length),
  });
  // Five teachers, each exporting once: one person may have only two files in the making at a time.
  const exporters = [token];
  for (let i = 1; i < exportCount; i++)
    exporters.push(await register(`Bench Teacher ${i}`, `bench-export-${Date.now()}-${i}@example.org`));

  // ---- 1. Parallel PDF exports and the health check beside them.
  const quizId = await newQuiz(
    server.url,
    token,
    Array.from({ length: questionCount }, (_, i) => question(i)),
  );
  const code = (await call(server.url, 'GET', `/api/quizzes/id/${quizId}`, token, undefined)).code as string;
  const play = await call(server.url, 'POST', '/api/plays', null, { code, name: 'Zoë' });
  const reportId = (play.play as { playId: string }).playId;
  for (let i = 0; ; i++) {
    if ((await get(`${server.url}/api/reports/id/${reportId}`, token)).ok) break;
    if (i > 200) throw new Error('the report never showed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Public, so the other teachers may read it (and make its files).
  await call(server.url, 'PUT', `/api/reports/id/${reportId}/sharing`, token, { sharing: 'public' });
  const exportUrl = `${server.url}/api/reports/id/${reportId}/export/pdf`;
  const exportOnce = async (by = token) => {
    const t0 = performance.now();
    try {
      const response = await get(exportUrl, by);
      const bytes = (await response.arrayBuffer()).byteLength;
      return { status: String(response.status), ms: performance.now() - t0, bytes };
    } catch (error) {
      return { status: (error as Error).name, ms: performance.now() - t0, bytes: 0 };
    }
  };
  progress('a warm-up export (fonts loaded, code compiled)');
  const warm = await exportOnce();
  progress(`warm-up: ${warm.status}, ${Math.round(warm.ms)} ms, ${warm.bytes} bytes; health alone`);

  const healthAlone: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await (await get(`${server.url}/api/health`)).arrayBuffer();
    healthAlone.push(performance.now() - t0);
  }

  progress(`${exportCount} PDF exports at once, health asked meanwhile`);
  const cpuBefore = await readProcessStats(server.pid);
  let exporting = true;
  const health: number[] = [];
  let healthFailures = 0;
  const healthLoop = (async () => {
    while (exporting) {
      const t0 = performance.now();
      // A connection the stalled server dropped is a failure to count, not the end of the run.
      const ok = await get(`${server.url}/api/health`)
        .then((response) => response.arrayBuffer().then(() => response.ok))
        .catch(() => false);
      if (ok) health.push(performance.now() - t0);
      else healthFailures++;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const exportsStart = performance.now();
  const exports = await Promise.all(exporters.map((by) => exportOnce(by)));
  const exportsWallMs = performance.now() - exportsStart;
  exporting = false;
  await healthLoop;
  const cpuAfter = await readProcessStats(server.pid);
  const statuses: Record<string, number> = Object.fromEntries(
    [...new Set(exports.map((e) => e.status))].map((s) => [s, exports.filter((e) => e.status === s).length]),
  );
  progress(`exports answered ${JSON.stringify(statuses)} in ${Math.round(exportsWallMs)} ms`);

  // ---- 2. A refused import of a ~3.7 MB file.
  progress(`making a Kviss file with ${pictureCount} pictures of 8192 × 8192 and a damaged one`);
  const paths = Array.from({ length: pictureCount + 1 }, (_, i) => `/media/quiz-images/bench-${i}.webp`);
  const pictureQuiz = await newQuiz(
    server.url,
    token,
    paths.map((image, i) => question(i, image)),
  );
  const file = (
    await call(server.url, 'GET', `/api/quizzes/${pictureQuiz}/export?reply=data`, token, undefined)
  ).file as Record<string, unknown>;
  const media: Record<string, string> = {};
  for (const [i, picturePath] of paths.slice(0, -1).entries()) {
    const png = await sharp({
      create: { width: 8192, height: 8192, channels: 3, background: { r: i * 5, g: 100, b: 200 } },
    })
      .png({ palette: true, colours: 2, compressionLevel: 9 })
      .toBuffer();
    media[picturePath] = `data:image/png;base64,${png.toString('base64')}`;
  }
  // A real PNG's header (8192 × 8192) followed by bytes that are no picture: passes every look at its head.
  const head = await sharp({ create: { width: 8192, height: 8192, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const damaged = Buffer.concat([head.subarray(0, 33), Buffer.alloc(2.4 * 1024 * 1024 - 33, 0x5a)]);
  media[paths.at(-1)!] = `data:image/png;base64,${damaged.toString('base64')}`;
  const body = JSON.stringify({ ...file, media });
  const mediaDir = path.join(server.dataDir, 'media');
  const filesBefore = await filesUnder(mediaDir);
  const form = new FormData();
  form.append('captcha_response', await captchaFrom(server.url));
  form.append('file', new Blob([body]), 'refused.kviss.json');
  progress(`importing ${(body.length / 2 ** 20).toFixed(1)} MB`);
  const importCpuBefore = await readProcessStats(server.pid);
  const importStart = performance.now();
  const imported = await fetch(`${server.url}/api/quizzes/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(600_000),
  });
  const importReply = (await imported.json()) as { error?: { code: string; details?: unknown } };
  const importMs = performance.now() - importStart;
  const importCpuAfter = await readProcessStats(server.pid);
  const filesAfter = await filesUnder(mediaDir);

  console.log(
    JSON.stringify({
      bench: 'export-stall',
      node: process.version,
      cpus: os.availableParallelism(),
      pdfExport: {
        questions: questionCount,
        titleCharacters: 250,
        parallel: exportCount,
        statuses,
        singleMs: Math.round(warm.ms),
        wallMs: Math.round(exportsWallMs),
        slowestMs: Math.round(Math.max(...exports.map((e) => e.ms))),
        serverCpuSeconds: Number((cpuAfter.cpuSeconds - cpuBefore.cpuSeconds).toFixed(1)),
      },
      healthAloneMs: latency(healthAlone),
      healthDuringExportsMs: { ...latency(health), failures: healthFailures },
      refusedImport: {
        megabytes: Number((body.length / 2 ** 20).toFixed(1)),
        pictures: pictureCount + 1,
        status: imported.status,
        code: importReply.error?.code ?? null,
        ms: Math.round(importMs),
        serverCpuSeconds: Number((importCpuAfter.cpuSeconds - importCpuBefore.cpuSeconds).toFixed(1)),
        mediaFilesLeft: filesAfter - filesBefore,
      },
    }),
  );
} finally {
  await cleanup.runAll();
}
