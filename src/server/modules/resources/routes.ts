import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESOURCES_TEMPLATE,
  RESOURCES_TEMPLATE_FILE,
} from '../../../shared/domain/resource-import';
import type { Database } from '../../db/client';
import { registerCsvImport } from '../imports/csv-import-routes';
import { importResources } from './import';

export const resourceRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  registerCsvImport(app, {
    area: 'resources',
    permission: 'resources.manage',
    template: { fileName: RESOURCES_TEMPLATE_FILE, content: RESOURCES_TEMPLATE },
    summary: 'Import people from CSV: update known emails, invite new ones',
    run: (ctx, file) => importResources(db, ctx, file, publicUrl),
  });
};
