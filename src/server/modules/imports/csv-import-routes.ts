import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Permission } from '../../../shared/permissions';
import {
  csvImportRequestSchema,
  csvImportResultSchema,
  type CsvImportResult,
} from '../../../shared/schemas/csv-import';
import type { TenantContext } from '../../db/tenant';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';

// A 10 MB file grows by its JSON escaping on the way in.
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * The two routes of a CSV import at `/<area>/import`: GET `.../template` downloads the
 * template, POST runs the import (its preview when asked) for holders of `permission`.
 */
export function registerCsvImport<
  Body extends typeof csvImportRequestSchema = typeof csvImportRequestSchema,
>(
  app: FastifyInstance,
  options: {
    area: string;
    permission: Permission;
    template: { fileName: string; content: string };
    summary: string;
    /** The request's schema when the import takes fields beside the file (an extension). */
    body?: Body;
    run: (ctx: TenantContext, file: z.output<Body>) => Promise<CsvImportResult>;
  },
) {
  const { area, permission, template, summary, run } = options;
  const body = options.body ?? csvImportRequestSchema;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    `/${area}/import/template`,
    {
      schema: { tags: [area], summary: `The ${area} CSV template`, produces: ['text/csv'] },
    },
    async (request, reply) => {
      requirePermission(request, permission);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${template.fileName}"`)
        .send(template.content);
    },
  );
  routes.post(
    `/${area}/import`,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: [area],
        summary,
        body,
        response: {
          200: csvImportResultSchema,
          ...problemResponses(400, 401, 403, 404, 409, 413),
        },
      },
    },
    async (request) => run(requirePermission(request, permission), request.body as z.output<Body>),
  );
}
