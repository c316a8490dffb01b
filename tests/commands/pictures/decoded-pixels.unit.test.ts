import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodedPixels } from '../../../commands/pictures/decoded-pixels.ts';
import { uniformAnimatedGif } from '../../support/animated-gif.ts';

const still = (format: 'png' | 'webp') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#ef0000' } })
    .toFormat(format)
    .toBuffer();

/** A PNG that says it is animated in `frames` frames: an `acTL` chunk right after its header. */
async function animatedPng(frames: number): Promise<Buffer> {
  const png = await still('png');
  const data = Buffer.alloc(8);
  data.writeUInt32BE(frames, 0);
  const body = Buffer.concat([Buffer.from('acTL'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  const chunk = Buffer.concat([Buffer.from([0, 0, 0, 8]), body, crc]);
  const afterHeader = 8 + 12 + 13;
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

describe('the pixels a picture decodes to', () => {
  it('is width × height for a still picture', async () => {
    expect(await decodedPixels(await still('png'))).toBe(1200);
    expect(await decodedPixels(await still('webp'))).toBe(1200);
  });

  it('counts every frame of an animated GIF, WebP and PNG', async () => {
    const gif = uniformAnimatedGif(100, 70, 3);
    expect(await decodedPixels(gif)).toBe(3 * 7000);
    // Frames of noise: identical frames would be merged into one by the WebP encoder.
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const webp = await sharp({
      create: { width: 100, height: 210, channels: 3, background: '#000', noise, pageHeight: 70 },
    })
      .webp({ effort: 0 })
      .toBuffer();
    expect(await decodedPixels(webp)).toBe(3 * 7000);
    expect(await decodedPixels(await animatedPng(5))).toBe(5 * 1200);
  });

  it('is null for bytes that are no picture', async () => {
    expect(await decodedPixels(Buffer.from('GIF89a but nothing after'))).toBeNull();
  });
});
