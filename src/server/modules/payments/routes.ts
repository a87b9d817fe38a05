import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paymentMilestoneInputSchema,
  paymentMilestoneSchema,
  paymentMilestoneUpdateSchema,
  paymentsSchema,
} from '../../../shared/schemas/payments';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemSchema } from '../../http/problem-schema';
import { PROJECT_NOT_FOUND } from '../projects/access';
import {
  createPaymentMilestone,
  deletePaymentMilestone,
  getPayments,
  PAYMENT_MILESTONE_NOT_FOUND,
  updatePaymentMilestone,
} from './service';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
};
const tags = ['payments'];
const projectParams = z.object({ projectId: z.string().uuid(PROJECT_NOT_FOUND) });
const milestoneParams = projectParams.extend({
  milestoneId: z.string().uuid(PAYMENT_MILESTONE_NOT_FOUND),
});

export const paymentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const change = (request: Parameters<typeof requirePermission>[0]) =>
    requirePermission(request, 'projects.manage_own');

  app.get(
    '/projects/:projectId/payments',
    {
      schema: {
        tags,
        summary: "A project's payment milestones with Total Contract Value and Received",
        params: projectParams,
        response: { 200: paymentsSchema, ...errors },
      },
    },
    async (request) =>
      getPayments(db, requirePermission(request, 'portfolio.read'), request.params.projectId),
  );

  app.post(
    '/projects/:projectId/payments/milestones',
    {
      schema: {
        tags,
        summary: 'Add a payment milestone (status pending unless chosen)',
        params: projectParams,
        body: paymentMilestoneInputSchema,
        response: { 201: paymentMilestoneSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createPaymentMilestone(db, change(request), request.params.projectId, request.body),
        ),
  );

  app.patch(
    '/projects/:projectId/payments/milestones/:milestoneId',
    {
      schema: {
        tags,
        summary: 'Change a payment milestone or move its status (only the fields given)',
        params: milestoneParams,
        body: paymentMilestoneUpdateSchema,
        response: { 200: paymentMilestoneSchema, ...errors },
      },
    },
    async (request) =>
      updatePaymentMilestone(
        db,
        change(request),
        request.params.projectId,
        request.params.milestoneId,
        request.body,
      ),
  );

  app.delete(
    '/projects/:projectId/payments/milestones/:milestoneId',
    {
      schema: {
        tags,
        summary: 'Delete a payment milestone',
        params: milestoneParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePaymentMilestone(
        db,
        change(request),
        request.params.projectId,
        request.params.milestoneId,
      );
      return reply.status(204).send(null);
    },
  );
};
