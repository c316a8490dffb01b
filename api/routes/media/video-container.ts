import { createFile, MP4BoxBuffer } from 'mp4box';

/** A top-level box of an ISO base media file (MP4) or QuickTime movie: its type and extent. */
interface TopBox {
  type: string;
  start: number;
  size: number;
}

const PRINTABLE_TYPE = /^[\x20-\x7e]{4}$/;

/**
 * The file's top-level boxes, or null unless they are real boxes that cover it exactly: each names a
 * printable four-character type and a size that fits, and the last ends where the file ends. A header
 * followed by padding fails here (the padding is no box), before any parser sees it.
 */
function topLevelBoxes(bytes: Buffer): TopBox[] | null {
  const boxes: TopBox[] = [];
  for (let start = 0; start < bytes.length; ) {
    if (bytes.length - start < 8) return null;
    let size = bytes.readUInt32BE(start);
    const type = bytes.toString('latin1', start + 4, start + 8);
    let header = 8;
    if (size === 1) {
      if (bytes.length - start < 16) return null;
      size = Number(bytes.readBigUInt64BE(start + 8));
      header = 16;
    } else if (size === 0) size = bytes.length - start; // "to the end of the file"
    if (!PRINTABLE_TYPE.test(type) || size < header || start + size > bytes.length) return null;
    boxes.push({ type, start, size });
    start += size;
  }
  return boxes;
}

/** Whether the movie box describes at least one video track, as an MP4 parser (mp4box) reads it. */
function hasVideoTrack(bytes: Uint8Array): boolean {
  const file = createFile();
  let videoTracks = 0;
  file.onReady = (info) => {
    videoTracks = info.videoTracks.length;
  };
  file.onError = () => {
    videoTracks = 0;
  };
  try {
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0), true);
    file.flush();
  } catch {
    return false;
  }
  return videoTracks > 0;
}

/**
 * Whether the bytes are a whole MP4 or MOV movie, judged by its container rather than its first bytes:
 * top-level boxes covering the file, a movie box (`moov`) with a video track, and media data (`mdat`).
 * Only the boxes are read, not the pictures: a few milliseconds for a 10 MB file.
 */
export function isWholeMovie(bytes: Buffer): boolean {
  const boxes = topLevelBoxes(bytes);
  if (!boxes) return false;
  const has = (type: string) => boxes.some((box) => box.type === type);
  if (!has('moov') || !has('mdat')) return false;
  // The parser is given every box but the media data: the tracks are described outside it, and
  // megabytes of pictures need not be copied to find them.
  const described = boxes.filter((box) => box.type !== 'mdat');
  return hasVideoTrack(
    Buffer.concat(described.map((box) => bytes.subarray(box.start, box.start + box.size))),
  );
}
