// `npm test`: every test. Unit and integration tests (Vitest, real PostgreSQL), then the browser
// journeys in Debian's Chromium when /usr/bin/chromium exists. Ends with one summary line.
// TEST_ALSO_DATABASE_URL adds a second integration pass on that PostgreSQL server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exitUnlessEmbeddedAccessible } from '../src/server/db/embedded-access';

// Started as root, the tests' embedded PostgreSQL runs as the postgres system user (data under
// the temporary directory): one sentence when it cannot get there, not a failure per suite.
if (!process.env.TEST_DATABASE_URL)
  await exitUnlessEmbeddedAccessible(os.tmpdir(), 'TEST_DATABASE_URL');

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
const CHROMIUM = '/usr/bin/chromium';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

type Suite = { name: string; args: string[]; env?: Record<string, string> };
const suites: Suite[] = [{ name: 'unit and integration', args: ['run'] }];
// CI sets this to run the integration tests a second time on another PostgreSQL server.
const alsoOn = process.env.TEST_ALSO_DATABASE_URL;
if (alsoOn) {
  suites.push({
    name: `integration (on ${new URL(alsoOn).host})`,
    args: ['run', 'src/server'],
    env: { TEST_DATABASE_URL: alsoOn },
  });
}
if (!existsSync(path.join(root, 'vitest.e2e.config.ts'))) {
  console.log('\nNo browser journeys yet.\n');
} else if (existsSync(CHROMIUM)) {
  suites.push({ name: 'browser', args: ['run', '--config', 'vitest.e2e.config.ts'] });
} else {
  console.log(`\n${CHROMIUM} not found: browser tests skipped (apt-get install -y chromium).\n`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;
for (const [index, suite] of suites.entries()) {
  const output = path.join(resultsDir, `vitest-${index}.json`);
  console.log(`\n== ${suite.name} tests ==`);
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      ...suite.args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...suite.env } },
  );
  if (result.status !== 0) exitCode = 1;
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  } else {
    failed += 1;
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
