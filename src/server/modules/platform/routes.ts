import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformOverviewSchema } from '../../../shared/schemas/dashboard';
import type { Database } from '../../db/client';
import { requirePlatformAdmin } from '../../http/guard';
import { problemSchema } from '../../http/problem-schema';
import { type Clock, systemClock } from '../time/clock';
import { unsafeGetPlatformOverview } from './service';

/** The platform console's routes: platform administrators only. */
export const platformRoutes: FastifyPluginAsyncZod<{ db: Database; now?: Clock }> = async (
  app,
  { db, now = systemClock },
) => {
  app.get(
    '/platform/overview',
    {
      schema: {
        tags: ['platform'],
        summary: 'Organizations, users, projects and people across the platform',
        response: { 200: platformOverviewSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return unsafeGetPlatformOverview(db, now());
    },
  );
};
