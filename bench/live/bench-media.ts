import type { BenchMedia } from './type-samples.ts';

/** A 1×1 PNG: the picture types only need an image the server accepts; the phones never load it. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(
  baseUrl: string,
  token: string,
  route: string,
  bytes: Buffer,
  name: string,
  type: string,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) return null;
  return ((await response.json()) as { data: { upload_path: string } }).data.upload_path;
}

/** Two MPEG layer III frame headers: the sound types only need a clip the server accepts as MP3. */
const MPEG_FRAME = Buffer.from([0xff, 0xfb, 0x90, 0x64]);
const TINY_MP3 = Buffer.concat([MPEG_FRAME, Buffer.alloc(413), MPEG_FRAME, Buffer.alloc(413)]);

/** Uploads, through the public API, the media the benchmark's questions need. */
export async function uploadBenchMedia(baseUrl: string, token: string): Promise<BenchMedia> {
  const image = await upload(baseUrl, token, '/api/quizzes/upload-image', TINY_PNG, 'bench.png', 'image/png');
  if (!image) throw new Error('the bench could not upload its picture');
  const audio = await upload(
    baseUrl,
    token,
    '/api/quizzes/upload-audio',
    TINY_MP3,
    'bench.mp3',
    'audio/mpeg',
  );
  if (!audio) throw new Error('the bench could not upload its sound clip');
  return { image, audio };
}
