import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug somewhere: fail the test that caused it. Where files
// share a worker without isolation (the server tests), this file runs again before each of
// them: console.error is wrapped once, and every file's hook reads the same record.
const shared = globalThis as typeof globalThis & { consoleErrorsSeen?: unknown[][] };
if (!shared.consoleErrorsSeen) {
  const seen: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    seen.push(args);
    original(...args);
  };
  shared.consoleErrorsSeen = seen;
}
const errors = shared.consoleErrorsSeen;

afterEach(() => {
  const seen = errors.splice(0);
  vi.useRealTimers();
  if (seen.length > 0)
    throw new Error(
      `console.error was called: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
});
