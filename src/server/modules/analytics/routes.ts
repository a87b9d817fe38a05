import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema } from '../../../shared/schemas/analytics';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { getAnalytics } from './service';

/** The Analytics page's figures (SPEC.md section 2, Analytics): admin, management, pm_head. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Projects with budget, hours and activities, and active risks by level',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getAnalytics(db, requirePermission(request, 'analytics.read'), request.query),
  );
};
