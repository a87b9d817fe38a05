import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESOURCES_TEMPLATE,
  RESOURCES_TEMPLATE_FILE,
} from '../../../shared/domain/resource-import';
import { csvImportRequestSchema, csvImportResultSchema } from '../../../shared/schemas/csv-import';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { importResources } from './import';

const errors = problemResponses(400, 401, 403, 413);

export const resourceRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get(
    '/resources/import/template',
    {
      schema: {
        tags: ['resources'],
        summary: 'The resources CSV template',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      requirePermission(request, 'resources.manage');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${RESOURCES_TEMPLATE_FILE}"`)
        .send(RESOURCES_TEMPLATE);
    },
  );

  app.post(
    '/resources/import',
    {
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        tags: ['resources'],
        summary: 'Import people from CSV: update known emails, invite new ones',
        body: csvImportRequestSchema,
        response: { 200: csvImportResultSchema, ...errors },
      },
    },
    async (request) =>
      importResources(db, requirePermission(request, 'resources.manage'), request.body, publicUrl),
  );
};
