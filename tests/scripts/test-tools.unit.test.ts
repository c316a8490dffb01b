import { describe, expect, it } from 'vitest';
import { missingTestPackages } from '../../scripts/test-tools.ts';

describe('what `npm test` installs before the tests on a fresh machine', () => {
  it('installs Chromium and poppler on a machine that has neither', () => {
    expect(missingTestPackages(() => false)).toEqual(['chromium', 'poppler-utils']);
  });

  it('installs poppler once when only its PDF reader is missing', () => {
    expect(missingTestPackages((path) => path !== '/usr/bin/pdftotext')).toEqual(['poppler-utils']);
  });

  it('installs nothing when every tool the tests drive is there', () => {
    expect(missingTestPackages(() => true)).toEqual([]);
  });
});
