import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REPORT_NOT_FOUND,
  reportQuerySchema,
  reportResultSchema,
  savedReportInputSchema,
  savedReportSchema,
} from '../../../shared/schemas/reports';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { type Clock, systemClock } from '../time/clock';
import {
  createSavedReport,
  deleteSavedReport,
  findSavedReports,
  getSavedReport,
  updateSavedReport,
} from './saved';
import { exportReportCsv, exportReportPdf, type ReportHeading, runReport } from './service';

const errors = problemResponses(400, 401, 403, 404);
const tags = ['reports'];
const idParams = z.object({ id: z.string().uuid(REPORT_NOT_FOUND) });

/** project-summary-2026-10-27-to-2026-11-25.csv */
const fileName = (heading: ReportHeading, extension: string) =>
  `${heading.type.replaceAll('_', '-')}-${heading.from}-to-${heading.to}.${extension}`;

export const reportRoutes: FastifyPluginAsyncZod<{ db: Database; now?: Clock }> = async (
  app,
  { db, now = systemClock },
) => {
  app.get(
    '/reports/run',
    {
      schema: {
        tags,
        summary: 'Run a report: one page of its rows, sorted, with the total',
        querystring: reportQuerySchema,
        response: { 200: reportResultSchema, ...errors },
      },
    },
    async (request) => runReport(db, requirePermission(request, 'reports.run'), request.query, now),
  );

  app.get(
    '/reports/export.csv',
    {
      schema: {
        tags,
        summary: 'A report as CSV, every row, streamed (X-Report-Rows says how many)',
        querystring: reportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'reports.run');
      const { heading, total, body } = await exportReportCsv(db, ctx, request.query, now);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(heading, 'csv')}"`)
        .header('x-report-rows', String(total))
        .send(body);
    },
  );

  app.get(
    '/reports/export.pdf',
    {
      schema: {
        tags,
        summary: 'A report as PDF (the first 5,000 rows)',
        querystring: reportQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'reports.run');
      const { heading, total, file } = await exportReportPdf(db, ctx, request.query, now);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(heading, 'pdf')}"`)
        .header('x-report-rows', String(total))
        .send(file);
    },
  );

  app.get(
    '/reports/saved',
    {
      schema: {
        tags,
        summary: "The organization's saved reports, by name",
        response: { 200: z.array(savedReportSchema), ...errors },
      },
    },
    async (request) => findSavedReports(db, requirePermission(request, 'reports.run')),
  );

  app.get(
    '/reports/saved/:id',
    {
      schema: {
        tags,
        summary: 'One saved report (what a shared link opens)',
        params: idParams,
        response: { 200: savedReportSchema, ...errors },
      },
    },
    async (request) =>
      getSavedReport(db, requirePermission(request, 'reports.run'), request.params.id),
  );

  app.post(
    '/reports/saved',
    {
      schema: {
        tags,
        summary: 'Save a report definition for the organization',
        body: savedReportInputSchema,
        response: { 201: savedReportSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createSavedReport(db, requirePermission(request, 'reports.save'), request.body),
        ),
  );

  app.patch(
    '/reports/saved/:id',
    {
      schema: {
        tags,
        summary: 'Change a saved report (whoever saved it, or an admin)',
        params: idParams,
        body: savedReportInputSchema,
        response: { 200: savedReportSchema, ...errors },
      },
    },
    async (request) =>
      updateSavedReport(
        db,
        requirePermission(request, 'reports.save'),
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/reports/saved/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved report (whoever saved it, or an admin)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSavedReport(db, requirePermission(request, 'reports.save'), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
