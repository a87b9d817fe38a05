import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardOverviewSchema,
  managementDashboardSchema,
  myProjectsSchema,
} from '../../../shared/schemas/dashboard';
import { tenantOf } from '../../auth/context';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { type Clock, systemClock } from '../time/clock';
import { findMyProjects, getDashboardOverview, getManagementDashboard } from './service';

const errors = problemResponses(401, 403);

/** One endpoint per dashboard variant (SPEC.md section 2, 'Dashboard, by role'). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database; now?: Clock }> = async (
  app,
  { db, now = systemClock },
) => {
  app.get(
    '/dashboard/overview',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Stat cards, recent projects and the AI insight of every member’s dashboard',
        response: { 200: dashboardOverviewSchema, ...errors },
      },
    },
    async (request) => getDashboardOverview(db, tenantOf(request), now),
  );
  app.get(
    '/dashboard/management',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The Management analytics block (management, pm_head, admin)',
        response: { 200: managementDashboardSchema, ...errors },
      },
    },
    async (request) =>
      getManagementDashboard(db, requirePermission(request, 'analytics.read'), now),
  );
  app.get(
    '/dashboard/my-projects',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The projects I manage, newest first',
        response: { 200: myProjectsSchema, ...errors },
      },
    },
    async (request) => findMyProjects(db, requirePermission(request, 'projects.manage_own'), now),
  );
};
