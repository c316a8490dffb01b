import sharp from 'sharp';

const TARGET_BYTES = 3 * 1024 * 1024;
/** A phone photo's size: 12 megapixels, the memory a decode really takes. */
const WIDTH = 4000;
const HEIGHT = 3000;
const BASES = 4;

/**
 * Photo-like content: blotches of colour at every scale (noise at a low resolution, scaled up) with
 * fine grain on top, so the small sizes the server makes hold real detail as a photo's would (plain
 * noise would average out to a flat, tiny file and flatter the phone figure).
 */
async function photoLikeRaw(seed: number): Promise<Buffer> {
  const coarse = await sharp({
    create: {
      width: 160,
      height: 120,
      channels: 3,
      background: { r: (seed * 70) % 255, g: 128, b: 255 - ((seed * 70) % 255) },
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(coarse, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: grain, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: 'overlay' }])
    .raw()
    .toBuffer();
}

/** JPEGs of about 3 MB (12 megapixels): a few different pictures, each encoded at the quality that gives 3 MB. */
export async function basePhotos(): Promise<Buffer[]> {
  const bases: Buffer[] = [];
  for (let seed = 0; seed < BASES; seed++) {
    const raw = await photoLikeRaw(seed);
    const encode = (quality: number) =>
      sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .jpeg({ quality })
        .toBuffer();
    let low = 10;
    let high = 98;
    let best = await encode(60);
    for (let step = 0; step < 7 && Math.abs(best.length - TARGET_BYTES) > TARGET_BYTES * 0.08; step++) {
      const quality = Math.round((low + high) / 2);
      best = await encode(quality);
      if (best.length > TARGET_BYTES) high = quality - 1;
      else low = quality + 1;
    }
    bases.push(best);
  }
  return bases;
}

/**
 * Photo `index`: one of the bases with a JPEG comment of its own right after the start marker, so no
 * two uploads are the same file (the server does the whole work for each) at no encoding cost here.
 */
export function testPhoto(bases: readonly Buffer[], index: number): Buffer {
  const base = bases[index % bases.length]!;
  const text = Buffer.from(`bench photo ${index}`);
  const comment = Buffer.alloc(4 + text.length);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(text.length + 2, 2);
  text.copy(comment, 4);
  return Buffer.concat([base.subarray(0, 2), comment, base.subarray(2)]);
}
