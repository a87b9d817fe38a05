import { defineConfig } from 'vitest/config';

// Browser journeys: a real server on a fresh embedded database, driven in Debian's Chromium.
export default defineConfig({
  // first-load-budget.spec.ts reads the web app's route table (scripts/bundle-size.ts).
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server, one browser: journeys run one file at a time.
    fileParallelism: false,
  },
});
