import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  timeImportPreviewSchema,
  timeImportRequestSchema,
  timeImportResultSchema,
} from '../../../shared/schemas/time-import';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { type Clock, systemClock } from '../time/clock';
import { importTime, previewTimeImport } from './service';

const errors = problemResponses(400, 401, 403, 409, 413);
const tags = ['time'];
// The body carries the file: 10 MB of text (csvImportRequestSchema) as JSON, with room to spare.
const bodyLimit = 12 * 1024 * 1024;

/**
 * Switching from another tracker: Toggl Track, Clockify and Harvest exports, previewed and
 * imported. Everyone may import their own time; time.import_any roles anyone's.
 */
export const timeImportRoutes: FastifyPluginAsyncZod<{ db: Database; now?: Clock }> = async (
  app,
  { db, now = systemClock },
) => {
  app.post(
    '/time/import/preview',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Dry run of a time import: the rows it would write and the rows it would refuse',
        body: timeImportRequestSchema,
        response: { 200: timeImportPreviewSchema, ...errors },
      },
    },
    async (request) =>
      previewTimeImport(db, requirePermission(request, 'time.own'), request.body, now),
  );

  app.post(
    '/time/import',
    {
      bodyLimit,
      schema: {
        tags,
        summary:
          'Import time entries from a Toggl Track, Clockify or Harvest CSV export in one transaction',
        body: timeImportRequestSchema,
        response: { 200: timeImportResultSchema, ...errors },
      },
    },
    async (request) =>
      importTime(db, requirePermission(request, 'time.own'), request.body, now, request.log),
  );
};
