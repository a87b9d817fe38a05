import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    environment: 'node',
    setupFiles: ['src/testing-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker per core, not Vitest's cores − 1: the server tests spend much of their time
    // waiting on PostgreSQL, and on a two-core machine the default runs one file at a time.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          // Each file has a database of its own (test-database.ts), and the little module
          // state the server has (the mail links' base) each app sets when it is built, so a
          // worker keeps its imported modules from file to file rather than importing the
          // whole server again for each one.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web and shared',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/server/**'],
        },
      },
    ],
  },
});
