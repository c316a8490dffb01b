import sharp from 'sharp';

/**
 * How many pixels decoding a picture produces: every frame of an animated GIF or WebP, not only the
 * first (a header's width and height describe one frame). Read from the header and the frame table
 * by libvips, decoding nothing. Null when the bytes cannot be read as a picture.
 */
export async function decodedPixels(bytes: Buffer): Promise<number | null> {
  try {
    // Opened as a still picture, height is one frame's; `pages` counts the frames.
    const { width, height, pages } = await sharp(bytes).metadata();
    return width * height * (pages ?? 1);
  } catch {
    return null;
  }
}
