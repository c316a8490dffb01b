import { PassThrough, type Writable } from 'node:stream';

/** Runs a stream writer into memory: for a reply or an upload that needs the whole file. */
export async function toBuffer(write: (output: Writable) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(output);
  return Buffer.concat(chunks);
}
