import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuth } from '../../auth/auth';
import { authenticate } from '../../auth/context';
import { registerErrorHandler } from '../../http/errors-plugin';
import type { TestApp } from '../../testing/test-app';
import { timesheetRoutes } from '../timesheets/routes';
import { timeRoutes } from './routes';

/**
 * For tests: the time and timesheet routes over a test app's database and sessions, reading a
 * clock the test sets, so minutes and days never depend on when the test runs.
 */
export async function clockedTimeApp(t: TestApp, start: Date) {
  let now = start;
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('account', null);
  registerErrorHandler(app);
  const auth = createAuth(t.database.db, t.config, app.log);
  await app.register(
    async (v1) => {
      v1.addHook('onRequest', authenticate(auth, t.database.db));
      await v1.register(timeRoutes, { db: t.database.db, now: () => now });
      await v1.register(timesheetRoutes, { db: t.database.db, now: () => now });
    },
    { prefix: '/api/v1' },
  );
  await app.ready();
  return {
    app,
    /** Sets the clock to an instant. */
    setTime(instant: Date | string) {
      now = new Date(instant);
    },
    /** Moves the clock on. */
    advance(minutes: number, seconds = 0) {
      now = new Date(now.getTime() + minutes * 60_000 + seconds * 1000);
    },
    close: () => app.close(),
  };
}
