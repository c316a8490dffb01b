/**
 * The system tools the test suite drives, and the Debian package that brings each. Browser tests drive
 * Debian's Chromium (playwright-core downloads no browser); the report export tests read PDFs back with
 * poppler (its text, its embedded fonts and its pages as pictures), as a person opening the file would.
 */
export const TEST_TOOLS = [
  { path: '/usr/bin/chromium', debianPackage: 'chromium' },
  { path: '/usr/bin/pdftotext', debianPackage: 'poppler-utils' },
  { path: '/usr/bin/pdffonts', debianPackage: 'poppler-utils' },
  { path: '/usr/bin/pdftoppm', debianPackage: 'poppler-utils' },
] as const;

/** The Debian packages to install so that every tool the tests drive is there, each named once. */
export function missingTestPackages(isInstalled: (path: string) => boolean): string[] {
  const missing = TEST_TOOLS.filter((tool) => !isInstalled(tool.path)).map((tool) => tool.debianPackage);
  return [...new Set(missing)];
}
