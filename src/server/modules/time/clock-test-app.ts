import { clockedApp } from '../../testing/clocked-app';
import type { TestApp } from '../../testing/test-app';
import { timeRoutes } from './routes';

/** For tests: the time routes reading a clock the test sets (see clockedApp). */
export function clockedTimeApp(t: TestApp, start: Date) {
  return clockedApp(t, start, async (v1, now) => {
    await v1.register(timeRoutes, { db: t.database.db, now });
  });
}
