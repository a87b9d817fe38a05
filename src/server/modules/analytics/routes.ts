import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsQuerySchema,
  analyticsSchema,
  sCurveSchema,
} from '../../../shared/schemas/analytics';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { type Clock, systemClock } from '../time/clock';
import { getAnalytics, getSCurve } from './service';

const errors = problemResponses(400, 401, 403, 404);

/** The Analytics page's figures (SPEC.md section 2, Analytics): admin, management, pm_head. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Database; now?: Clock }> = async (
  app,
  { db, now = systemClock },
) => {
  app.get(
    '/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Projects with budget, hours, activities and earned value; active risks by level',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, ...errors },
      },
    },
    async (request) =>
      getAnalytics(db, requirePermission(request, 'analytics.read'), request.query, now()),
  );

  app.get(
    '/analytics/projects/:id/s-curve',
    {
      schema: {
        tags: ['analytics'],
        summary: "A project's planned value, actual cost and earned value over time",
        params: z.object({ id: z.string().uuid('Project not found') }),
        response: { 200: sCurveSchema, ...errors },
      },
    },
    async (request) =>
      getSCurve(db, requirePermission(request, 'analytics.read'), request.params.id, now()),
  );
};
