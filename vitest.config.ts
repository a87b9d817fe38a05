import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The files that take a minute or more, where every other takes seconds: the hostile-input
 * suites, which send thousands of requests each.
 */
const LONGEST_FILES = [
  'src/server/trust/hostile-input.test.ts',
  'src/server/trust/hostile-auth.test.ts',
];
for (const file of LONGEST_FILES)
  if (!existsSync(path.join(import.meta.dirname, file)))
    throw new Error(`vitest.config.ts: LONGEST_FILES names ${file}, which is gone`);

/**
 * Vitest's order, with the longest files first. Vitest starts the files it has timed the longest
 * first, but a clean clone (CI) has no timings, and then it goes by size: these two short files
 * started last, and one worker ran them alone for a minute after the other had finished.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLongest = (file: TestSpecification) =>
      LONGEST_FILES.includes(path.relative(import.meta.dirname, file.moduleId));
    return [...sorted.filter(isLongest), ...sorted.filter((file) => !isLongest(file))];
  }
}

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
    sequence: { sequencer: LongestFirst },
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
