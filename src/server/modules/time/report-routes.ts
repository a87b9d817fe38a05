import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  teamUtilizationPageSchema,
  teamUtilizationQuerySchema,
  timeExportQuerySchema,
  utilizationQuerySchema,
  utilizationSchema,
} from '../../../shared/schemas/time';
import type { Database } from '../../db/client';
import { pageRows } from '../../db/paging';
import { requirePermission } from '../../http/guard';
import { problemSchema } from '../../http/problem-schema';
import type { Clock } from './clock';
import { exportTime } from './export';
import { findTeamUtilization, getUtilization } from './utilization';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const tags = ['time'];

export const timeReportRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/time/utilization',
    {
      schema: {
        tags,
        summary: "30-day utilization against target: mine, or anyone's for people.read roles",
        querystring: utilizationQuerySchema,
        response: { 200: utilizationSchema, ...errors },
      },
    },
    async (request) =>
      getUtilization(db, requirePermission(request, 'time.own'), request.query.userId, now),
  );

  app.get(
    '/time/utilization/people',
    {
      schema: {
        tags,
        summary:
          "A page of the active people's 30-day utilization, searched by name, by name unless sorted",
        querystring: teamUtilizationQuerySchema,
        response: { 200: teamUtilizationPageSchema, ...errors },
      },
    },
    async (request) =>
      pageRows(
        await findTeamUtilization(db, requirePermission(request, 'people.read'), now),
        request.query,
        {
          fullName: (row) => row.fullName,
          totalMinutes: (row) => row.totalMinutes,
          billableMinutes: (row) => row.billableMinutes,
          utilization: (row) => row.utilization,
        },
        (row) => [row.fullName],
        (row) => row.userId,
      ),
  );

  app.get(
    '/time/export.csv',
    {
      schema: {
        tags,
        summary: "Time as CSV: mine, or anyone's for people.read roles",
        querystring: timeExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await exportTime(db, requirePermission(request, 'time.own'), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="time-${from}-to-${to}.csv"`)
        .send(csv);
    },
  );
};
