import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkResourcesRequestSchema,
  bulkResourcesResultSchema,
} from '../../../shared/schemas/bulk-resources';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { saveBulkResources } from './bulk';

/** POST /resources/bulk: the Bulk Resources page's Save All Resources. */
export const bulkResourceRoutes: FastifyPluginAsyncZod<{
  db: Database;
  publicUrl: string;
}> = async (app, { db, publicUrl }) => {
  app.post(
    '/resources/bulk',
    {
      schema: {
        tags: ['resources'],
        summary: 'Add or update many people at once: update known emails, invite new ones if asked',
        body: bulkResourcesRequestSchema,
        response: {
          200: bulkResourcesResultSchema,
          ...problemResponses(400, 401, 403, 409, 413),
        },
      },
    },
    async (request) =>
      saveBulkResources(
        db,
        requirePermission(request, 'resources.manage'),
        request.body,
        publicUrl,
      ),
  );
};
