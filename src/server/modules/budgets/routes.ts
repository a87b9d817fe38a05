import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { budgetSchema } from '../../../shared/schemas/budget';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { childErrors, projectChildRoutes, projectParams } from '../project-children/routes';
import { effortLines, getBudget, overheadLines } from './service';

/** The Budget tab: its lines with their totals, then add, change and delete effort and overhead. */
export const budgetRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, options) => {
  app.get(
    '/projects/:projectId/budget',
    {
      schema: {
        tags: ['budget'],
        summary: "A project's effort and overhead lines with Total Budget, Effort Costs, Overhead",
        params: projectParams,
        response: { 200: budgetSchema, ...childErrors },
      },
    },
    async (request) =>
      getBudget(options.db, requirePermission(request, 'portfolio.read'), request.params.projectId),
  );
  await app.register(projectChildRoutes(effortLines, overheadLines), options);
};
