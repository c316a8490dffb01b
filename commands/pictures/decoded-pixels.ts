import sharp from 'sharp';

/**
 * How many pixels decoding a picture produces: every frame of an animated GIF, WebP or PNG, not only
 * the first (a header's width and height describe one frame). Read from the header and the frame
 * table, decoding nothing. Null when the bytes cannot be read as a picture.
 */
export async function decodedPixels(bytes: Buffer): Promise<number | null> {
  try {
    // Opened as a still picture, height is one frame's; `pages` counts a GIF's or WebP's frames.
    const { width, height, pages } = await sharp(bytes).metadata();
    return width * height * Math.max(pages ?? 1, apngFrames(bytes));
  } catch {
    return null;
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * An animated PNG's frame count, from its `acTL` chunk (which comes before the first `IDAT`); 1 for
 * any other picture. libvips reads only an APNG's first frame, but browsers show them all.
 */
function apngFrames(bytes: Buffer): number {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 1;
  for (let at = 8; at + 12 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'acTL' && length >= 8 && at + 12 <= bytes.length)
      return Math.max(1, bytes.readUInt32BE(at + 8));
    if (type === 'IDAT' || type === 'IEND') return 1;
    at += 12 + length;
  }
  return 1;
}
