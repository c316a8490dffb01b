/**
 * An animated GIF of `frames` frames, each `width` × `height` pixels of one colour, written by hand:
 * each frame's LZW data is a few kB however large the frame, as an attacker's file would be (an
 * encoder would need the whole decoded picture in memory first).
 */
export function uniformAnimatedGif(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // a global colour table of two colours
  const parts: Buffer[] = [Buffer.from('GIF89a'), screen, Buffer.from([0, 0, 0, 255, 255, 255])];
  parts.push(Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0])); // loop forever
  for (let i = 0; i < frames; i++) {
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0])); // 0.1 s a frame
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(width, 5);
    descriptor.writeUInt16LE(height, 7);
    parts.push(descriptor, Buffer.from([MIN_CODE_SIZE]), subBlocks(uniformLzw(width * height)));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

const MIN_CODE_SIZE = 2;
const CLEAR = 1 << MIN_CODE_SIZE;
const END = CLEAR + 1;
const FIRST_FREE = CLEAR + 2;

/**
 * `pixels` pixels of colour 0, LZW-coded as GIF does. On a run of one colour the table only ever
 * gains the run one longer than the last, so the k-th code after a clear stands for k pixels.
 */
function uniformLzw(pixels: number): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let size = MIN_CODE_SIZE + 1;
  let next = FIRST_FREE;
  const write = (code: number) => {
    bits |= code << bitCount;
    bitCount += size;
    while (bitCount >= 8) {
      bytes.push(bits & 0xff);
      bits >>>= 8;
      bitCount -= 8;
    }
  };
  write(CLEAR);
  let run = 1;
  let left = pixels;
  while (left > 0) {
    const length = Math.min(run, left);
    write(length === 1 ? 0 : FIRST_FREE + length - 2);
    left -= length;
    if (next === 4096) {
      write(CLEAR);
      size = MIN_CODE_SIZE + 1;
      next = FIRST_FREE;
      run = 1;
      continue;
    }
    if (next >= 1 << size && size < 12) size++;
    next++;
    run++;
  }
  write(END);
  if (bitCount > 0) bytes.push(bits & 0xff);
  return Buffer.from(bytes);
}

/** GIF data goes in blocks of at most 255 bytes, ended by an empty one. */
function subBlocks(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const block = data.subarray(at, at + 255);
    parts.push(Buffer.from([block.length]), block);
  }
  parts.push(Buffer.from([0]));
  return Buffer.concat(parts);
}
