import { defineConfig } from 'vitest/config';
import { compileMessages } from './scripts/compile-messages.mjs';

// Tests import the compiled catalogues (decision 068): written here when a clean clone runs Vitest first.
compileMessages();

export default defineConfig({
  test: {
    // Three files at a time on a machine of two cores: each end-to-end file has its own server, database, mail
    // server and browser and waits on them between steps, so a third file uses the cores the two leave idle
    // (decision 049).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'eslint/**/*.test.ts',
            // The pure rules of the licence check (scripts/check-licences.mjs).
            'scripts/licences/**/*.test.mjs',
            // The catalogues' compiler and checks (scripts/compile-messages.mjs, scripts/check-messages.mjs).
            'scripts/messages/**/*.test.mjs',
          ],
          environment: 'node',
          setupFiles: ['tests/support/english-messages.ts'],
          // Files share a worker's loaded modules (each stubs and restores its own globals): loading
          // them afresh for every file took longer than the tests.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own apps on its own databases, so files may share a worker's loaded
          // modules: importing the server afresh for each of a hundred files cost a third of their run.
          isolate: false,
          // TEST_DIALECTS picks the databases; PostgreSQL is checked once, with a clear message. Then the
          // databases are migrated once, as templates each test app's database is copied from.
          globalSetup: ['scripts/test-databases.mjs', 'tests/support/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // As for integration tests, the databases are migrated once; each server starts on a copy.
          globalSetup: [
            'scripts/test-databases.mjs',
            'tests/support/database-templates.ts',
            'tests/e2e/support/global-setup.ts',
          ],
          // The longest flows take ~30 s alone and twice that beside another file on two cores.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A browser round trip on a busy machine can take seconds; Playwright's own waits allow 30.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
