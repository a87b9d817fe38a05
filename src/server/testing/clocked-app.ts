import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuth } from '../auth/auth';
import { authenticate } from '../auth/context';
import { registerErrorHandler } from '../http/errors-plugin';
import { writeAudit } from '../modules/audit/service';
import { createOrganizationWithAdmin } from '../modules/organizations/sign-up';
import type { Clock } from '../modules/time/clock';
import type { TestApp } from './test-app';

/**
 * For tests: routes under /api/v1 over a test app's database and sessions, reading a clock the
 * test sets, so minutes and days never depend on when the test runs. `register` adds the
 * routes, handing them `now`.
 */
export async function clockedApp(
  t: TestApp,
  start: Date,
  register: (v1: FastifyInstance, now: Clock) => Promise<void>,
) {
  let current = start;
  const now: Clock = () => current;
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('account', null);
  registerErrorHandler(app);
  const auth = createAuth(t.database.db, t.config, app.log, {
    createOrganization: createOrganizationWithAdmin,
    writeAudit,
  });
  await app.register(
    async (v1) => {
      v1.addHook('onRequest', authenticate(auth, t.database.db));
      await register(v1, now);
    },
    { prefix: '/api/v1' },
  );
  await app.ready();
  return {
    app,
    /** Sets the clock to an instant. */
    setTime(instant: Date | string) {
      current = new Date(instant);
    },
    /** Moves the clock on. */
    advance(minutes: number, seconds = 0) {
      current = new Date(current.getTime() + minutes * 60_000 + seconds * 1000);
    },
    close: () => app.close(),
  };
}
