import { defineConfig } from 'vitest/config';
import { joinTexts } from './scripts/join-texts-plugin.ts';

// One run, three levels told apart by file name (DESIGN §6):
// *.unit.test.ts (no I/O), *.int.test.ts (real PostgreSQL/Redis), *.e2e.test.ts (real browser).
// The global setup starts one embedded PostgreSQL for the whole run; each test file makes its own database in it.
export default defineConfig({
  // The web code the unit tests import loads the join entry's texts through this virtual module.
  plugins: [joinTexts()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/patient-waits.ts'],
    // expect.poll's own deadline, 1 s by default, as patient as vi.waitFor's (tests/support/patient-waits.ts):
    // a signed-in page filling in the player's name took longer than 1 s twice in a clean-clone run.
    expect: { poll: { timeout: 20_000 } },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: browsers and databases share them, so keep file-level parallelism modest.
    maxWorkers: 2,
    // In CI only, a failed test runs once more and the report marks it "(retry x1)": browser tests on a
    // two-core machine shared with the whole suite meet timing we cannot always reproduce alone. A test
    // that fails twice still fails the run; locally nothing is retried, so flakiness stays visible.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default'],
  },
});
