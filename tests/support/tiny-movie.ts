import { createFile } from 'mp4box';

/**
 * A small but whole movie, made here so the tests carry no binary fixture: an ISO base media file
 * (MP4, or QuickTime with the `qt  ` brand) written by mp4box, with a 16×16 AVC video track of two
 * samples in moov/moof/mdat boxes. Its samples are not real pictures: the server judges the container.
 */
export function tinyMovie(brand: 'isom' | 'qt  ' = 'isom', sampleBytes = 64): Buffer {
  const file = createFile();
  file.init({ brands: [brand, 'mp41'] });
  const track = file.addTrack({
    type: 'avc1',
    width: 16,
    height: 16,
    timescale: 1000,
    duration: 1000,
    // AVCDecoderConfigurationRecord: version 1, Baseline profile, level 1.0, no parameter sets.
    avcDecoderConfigRecord: new Uint8Array([1, 66, 0, 10, 255, 224, 0]).buffer,
  });
  for (let i = 0; i < 2; i++)
    file.addSample(track, new Uint8Array(sampleBytes), { duration: 500, is_sync: i === 0 });
  return Buffer.from(file.getBuffer().buffer as ArrayBuffer);
}
