import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsSchema } from '../../../shared/schemas/payments';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { childErrors, projectChildRoutes, projectParams } from '../project-children/routes';
import { getPayments, paymentMilestones } from './service';

/** The Payments tab: its milestones with their totals, then add, change and delete one. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, options) => {
  app.get(
    '/projects/:projectId/payments',
    {
      schema: {
        tags: ['payments'],
        summary: "A project's payment milestones with Total Contract Value and Received",
        params: projectParams,
        response: { 200: paymentsSchema, ...childErrors },
      },
    },
    async (request) =>
      getPayments(
        options.db,
        requirePermission(request, 'portfolio.read'),
        request.params.projectId,
      ),
  );
  await app.register(projectChildRoutes(paymentMilestones), options);
};
