import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import { type Auth, createAuth } from './auth/auth';
import { authenticate } from './auth/context';
import { authRoutes } from './auth/routes';
import type { Config } from './config';
import type { Database } from './db/client';
import { liveEventRoutes } from './events/routes';
import { AccessLog } from './http/access-log';
import { responseSerializer } from './http/response-serializer';
import { frameworkErrors, registerErrorHandler } from './http/errors-plugin';
import { healthRoutes } from './http/health';
import { refuseNulCharacters } from './http/input-guard';
import { registerMetrics } from './http/metrics';
import { recordRoutes, type RouteRecord } from './http/route-table';
import { requireSameOrigin } from './http/same-origin';
import { registerWebApp } from './http/web-app';
import { devMailboxRoutes } from './mail/dev-mailbox';
import { activityRoutes } from './modules/activities/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { copilotRoutes } from './modules/copilot/routes';
import { auditRoutes } from './modules/audit/routes';
import { writeAudit } from './modules/audit/service';
import { budgetRoutes } from './modules/budgets/routes';
import { attachmentRoutes } from './modules/change-requests/attachment-routes';
import { changeRequestRoutes } from './modules/change-requests/routes';
import { customerRoutes } from './modules/customers/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { reportRoutes } from './modules/reports/routes';
import { templateRoutes } from './modules/templates/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { organizationStructureRoutes } from './modules/organizations/structure-routes';
import { createOrganizationWithAdmin } from './modules/organizations/sign-up';
import { paymentRoutes } from './modules/payments/routes';
import { platformRoutes } from './modules/platform/routes';
import { peopleRoutes } from './modules/users/routes';
import { programRoutes } from './modules/programs/routes';
import { projectRoutes } from './modules/projects/routes';
import { registerRoutes } from './modules/registers/routes';
import { bulkResourceRoutes } from './modules/resources/bulk-routes';
import { resourceRoutes } from './modules/resources/routes';
import { scheduleRoutes } from './modules/schedule/routes';
import { timeRoutes } from './modules/time/routes';
import { timeImportRoutes } from './modules/time-import/routes';
import { timesheetRoutes } from './modules/timesheets/routes';
import { meRoutes } from './modules/users/me-routes';
import { createDiskStorage } from './storage/disk-storage';

/**
 * `pool` (the one behind `db`) lets live events reach this process through LISTEN; `logStream`
 * receives the log instead of stdout (tests read it).
 */
export type AppDeps = {
  config: Config;
  db: Database;
  pool?: pg.Pool;
  logStream?: DestinationStream;
  /** The built web app (default dist/web); tests give a folder of their own. */
  webRoot?: string;
};
export type App = { app: FastifyInstance; auth: Auth; routes: RouteRecord[] };

/**
 * Answers of 1 KB and more go out compressed when the client accepts it (decision 0010): the
 * schedule of a 2,000-activity plan is 1.3 MB of JSON and 190 KB as Brotli. Brotli at quality 4
 * (the plugin's default; zlib's 11 would take longer than the request) or gzip, in one go up to
 * 2 MB (about 5 ms a megabyte: the thread pool's path cost more in hops than it saved); never
 * the live events, which must leave as written, nor files the build compressed already.
 * Request bodies are taken as sent: no upload is unpacked past the body limit's count.
 */
const responseCompression: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  syncThreshold: 2 * 1024 * 1024,
  globalDecompression: false,
};

const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** The whole HTTP surface: API, auth, docs, metrics and the built web app, on one port. */
export async function buildApp({
  config,
  db,
  pool,
  logStream,
  webRoot = defaultWebRoot,
}: AppDeps): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
              '*.password',
              '*.newPassword',
            ],
            ...(logStream ? { stream: logStream } : {}),
          },
    trustProxy: config.env === 'production',
    bodyLimit: 2 * 1024 * 1024,
    return503OnClosing: true,
    logController: new AccessLog(),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // Before any route: the plugin fits each route with its hook as the route is added.
  await app.register(compress, responseCompression);
  const routes = recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.env !== 'production'));
  app.decorateRequest('account', null);
  registerErrorHandler(app);
  app.addHook('onRequest', requireSameOrigin(config.publicUrl));
  app.addHook('preValidation', refuseNulCharacters);

  // Security headers, the middleware built once: @fastify/helmet built it again on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Stint API',
        version: '1.0.0',
        description: 'Customers, programs, projects, people and time.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'stint.session_token' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its own policy lets the docs be framed by this site; no page of Stint may be framed.
    transformStaticCSP: (header) =>
      header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerMetrics(app);

  const auth = createAuth(db, config, app.log, {
    createOrganization: createOrganizationWithAdmin,
    writeAudit,
  });
  await app.register(authRoutes, {
    auth,
    db,
    baseUrl: config.publicUrl,
    attemptsPerMinute: config.authRateLimit,
  });
  await app.register(healthRoutes, { db });
  if (config.env !== 'production')
    await app.register(devMailboxRoutes, { db, publicUrl: config.publicUrl });

  const files = createDiskStorage(path.join(config.dataDir, 'files'));
  await app.register(
    async (v1) => {
      v1.addHook('onRequest', authenticate(auth, db));
      await v1.register(meRoutes, { db });
      await v1.register(dashboardRoutes, { db });
      await v1.register(analyticsRoutes, { db });
      await v1.register(reportRoutes, { db });
      await v1.register(copilotRoutes, { db, model: config.ai });
      await v1.register(platformRoutes, {
        db,
        storage: files,
        productDomain: config.productDomain,
        publicUrl: config.publicUrl,
      });
      await v1.register(organizationRoutes, { db });
      await v1.register(organizationStructureRoutes, { db });
      await v1.register(peopleRoutes, { db, publicUrl: config.publicUrl });
      await v1.register(customerRoutes, { db });
      await v1.register(programRoutes, { db });
      await v1.register(projectRoutes, { db, publicUrl: config.publicUrl });
      await v1.register(templateRoutes, { db, publicUrl: config.publicUrl });
      await v1.register(activityRoutes, { db });
      await v1.register(budgetRoutes, { db });
      await v1.register(registerRoutes, { db });
      await v1.register(paymentRoutes, { db });
      await v1.register(changeRequestRoutes, { db });
      await v1.register(attachmentRoutes, {
        db,
        storage: files,
      });
      await v1.register(liveEventRoutes, { pool });
      await v1.register(notificationRoutes, { db });
      await v1.register(resourceRoutes, { db, publicUrl: config.publicUrl });
      await v1.register(bulkResourceRoutes, { db, publicUrl: config.publicUrl });
      await v1.register(scheduleRoutes, { db });
      await v1.register(timeRoutes, { db });
      await v1.register(timesheetRoutes, { db });
      await v1.register(timeImportRoutes, { db });
      await v1.register(auditRoutes, { db });
    },
    { prefix: '/api/v1' },
  );

  await registerWebApp(app, webRoot);
  return { app, auth, routes };
}
