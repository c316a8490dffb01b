import { inflateRawSync } from 'node:zlib';

/** Far more than a 200-question sheet needs (a few hundred kB), far less than a zip bomb unpacks to. */
export const UNZIPPED_MAX_BYTES = 16 * 1024 * 1024;
const ENTRIES_MAX = 400;

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

export class ZipRefused extends Error {}

/**
 * Unpacks every entry of a zip (an xlsx) with a cap on what the whole may unpack to, before the
 * spreadsheet library, which would unpack it in memory without a limit, sees it. The sizes a zip
 * declares can lie, so the cap is on the bytes actually inflated. Throws ZipRefused.
 */
export function assertZipWithinLimits(bytes: Buffer): void {
  const end = findEnd(bytes);
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (entries > ENTRIES_MAX) throw new ZipRefused('too many entries');
  let budget = UNZIPPED_MAX_BYTES;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_SIGNATURE)
      throw new ZipRefused('broken central directory');
    const method = bytes.readUInt16LE(offset + 10);
    const compressed = bytes.readUInt32LE(offset + 20);
    const local = bytes.readUInt32LE(offset + 42);
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_SIGNATURE)
      throw new ZipRefused('broken local header');
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + compressed > bytes.length) throw new ZipRefused('entry past the end');
    const data = bytes.subarray(start, start + compressed);
    if (method === 0) budget -= compressed;
    else if (method === 8) {
      try {
        budget -= inflateRawSync(data, { maxOutputLength: Math.max(budget, 1) }).length;
      } catch {
        throw new ZipRefused('entry does not unpack within the limit');
      }
    } else throw new ZipRefused('unknown compression');
    if (budget < 0) throw new ZipRefused('unpacks too large');
  }
}

function findEnd(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  throw new ZipRefused('no end of central directory');
}
