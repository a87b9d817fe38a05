import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoScheduleResultSchema,
  baselineComparisonSchema,
  baselineParams,
  planImportResultSchema,
  scheduleSchema,
} from '../../../shared/schemas/schedule';
import { csvImportRequestSchema } from '../../../shared/schemas/csv-import';
import { contentDisposition } from '../change-requests/file-types';
import type { Database } from '../../db/client';
import { publish } from '../../events/bus';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { childErrors, projectChildRoutes, projectParams } from '../project-children/routes';
import { baselineChild, compareBaseline } from './baselines';
import { activityLinkChild } from './links';
import { exportPlan, importPlan } from './plan-file';
import { getSchedule, runAutoSchedule } from './service';

/** An MS Project file is sent as text in JSON like a CSV import: 10 MB of text at most. */
const PLAN_BODY_LIMIT = 12 * 1024 * 1024;

/** A project's schedule: its links and baselines (project children), the computed schedule, auto-schedule, baseline comparison. */
export const scheduleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(projectChildRoutes(activityLinkChild), { db });
  await app.register(projectChildRoutes(baselineChild), { db });

  app.get(
    '/projects/:projectId/baselines/:baselineId/comparison',
    {
      schema: {
        tags: ['schedule'],
        summary:
          'A baseline against the plan: start and finish variance in working days, budget variance',
        params: baselineParams,
        response: { 200: baselineComparisonSchema, ...childErrors },
      },
    },
    async (request) =>
      compareBaseline(
        db,
        requirePermission(request, 'portfolio.read'),
        request.params.projectId,
        request.params.baselineId,
      ),
  );

  app.get(
    '/projects/:projectId/schedule',
    {
      schema: {
        tags: ['schedule'],
        summary:
          "A project's links and schedule: early and late dates, floats, critical path, violated links",
        params: projectParams,
        response: { 200: scheduleSchema, ...childErrors },
      },
    },
    async (request) =>
      getSchedule(db, requirePermission(request, 'portfolio.read'), request.params.projectId),
  );

  app.post(
    '/projects/:projectId/schedule/auto',
    {
      schema: {
        tags: ['schedule'],
        summary: 'Auto-schedule: move linked activities to the earliest dates their links allow',
        params: projectParams,
        response: { 200: autoScheduleResultSchema, ...childErrors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'projects.manage_own');
      const { projectId } = request.params;
      const changes = await runAutoSchedule(db, ctx, projectId);
      if (changes.length > 0) {
        await publish(
          db,
          [
            {
              organizationId: ctx.organizationId,
              type: 'project.schedule_changed',
              data: { projectId, reason: 'auto_schedule' },
            },
          ],
          request.log,
        );
      }
      return { changes };
    },
  );

  app.get(
    '/projects/:projectId/plan.xml',
    {
      schema: {
        tags: ['schedule'],
        summary:
          "The project's plan as Microsoft Project XML (MSPDI): activities, milestones, links",
        params: projectParams,
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'portfolio.read');
      const { fileName, xml } = await exportPlan(db, ctx, request.params.projectId);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', contentDisposition(fileName))
        .send(xml);
    },
  );

  app.post(
    '/projects/:projectId/plan/import',
    {
      bodyLimit: PLAN_BODY_LIMIT,
      schema: {
        tags: ['schedule'],
        summary:
          'Add the tasks and links of a Microsoft Project XML (MSPDI) file to the plan, all or nothing',
        params: projectParams,
        body: csvImportRequestSchema,
        response: { 200: planImportResultSchema, ...childErrors, ...problemResponses(409, 413) },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'projects.manage_own');
      return importPlan(db, ctx, request.params.projectId, request.body);
    },
  );
};
