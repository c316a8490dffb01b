import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  assertZipWithinLimits,
  UNZIPPED_MAX_BYTES,
  ZipRefused,
} from '../../../api/routes/quiz-transfer/zip-guard.ts';

const zipOf = async (files: Record<string, string>) => {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};

describe('the zip guard in front of the spreadsheet library', () => {
  it('lets an ordinary spreadsheet-sized zip through', async () => {
    const zip = await zipOf({
      'xl/worksheets/sheet1.xml': '<row/>'.repeat(10_000),
      '[Content_Types].xml': '<x/>',
    });
    expect(() => assertZipWithinLimits(zip)).not.toThrow();
  });

  it('refuses a zip bomb: a small file that unpacks past the limit', async () => {
    const zip = await zipOf({ 'xl/worksheets/sheet1.xml': ' '.repeat(UNZIPPED_MAX_BYTES + 1) });
    expect(zip.length).toBeLessThan(100_000);
    expect(() => assertZipWithinLimits(zip)).toThrow(ZipRefused);
  });

  it('refuses what is not a zip at all', () => {
    expect(() => assertZipWithinLimits(Buffer.from('PK\u0003\u0004 and then nonsense'))).toThrow(ZipRefused);
  });
});
