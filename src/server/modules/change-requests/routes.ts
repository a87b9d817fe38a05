import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeRequestInputSchema,
  changeRequestPageSchema,
  changeRequestReviewSchema,
  changeRequestSchema,
  pendingChangeRequestQuerySchema,
} from '../../../shared/schemas/change-requests';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemResponses } from '../../http/problem-schema';
import { CHANGE_REQUEST_NOT_FOUND } from './access';
import {
  findChangeRequests,
  findPendingChangeRequests,
  reviewChangeRequest,
  submitChangeRequest,
} from './service';

const errors = problemResponses(400, 401, 403, 404, 409);
const projectParams = z.object({ projectId: z.string().uuid('Project not found') });
const idParams = z.object({ id: z.string().uuid(CHANGE_REQUEST_NOT_FOUND) });

export const changeRequestRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/projects/:projectId/change-requests',
    {
      schema: {
        tags: ['change requests'],
        summary: "A project's change requests, newest first",
        params: projectParams,
        response: { 200: z.array(changeRequestSchema), ...errors },
      },
    },
    async (request) =>
      findChangeRequests(
        db,
        requirePermission(request, 'portfolio.read'),
        request.params.projectId,
      ),
  );

  app.post(
    '/projects/:projectId/change-requests',
    {
      schema: {
        tags: ['change requests'],
        summary: 'Submit a change request (pending, requested by me)',
        params: projectParams,
        body: changeRequestInputSchema,
        response: { 201: changeRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'projects.manage_own');
      const created = await submitChangeRequest(db, ctx, request.params.projectId, request.body, {
        log: request.log,
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/change-requests/pending',
    {
      schema: {
        tags: ['change requests'],
        summary:
          'Pending Approvals: a page of the pending requests of the organization, newest first, searched by project or justification',
        querystring: pendingChangeRequestQuerySchema,
        response: { 200: changeRequestPageSchema, ...errors },
      },
    },
    async (request) =>
      findPendingChangeRequests(
        db,
        requirePermission(request, 'change_requests.review'),
        request.query,
      ),
  );

  app.post(
    '/change-requests/:id/review',
    {
      schema: {
        tags: ['change requests'],
        summary: 'Approve or reject a pending change request',
        params: idParams,
        body: changeRequestReviewSchema,
        response: { 200: changeRequestSchema, ...errors },
      },
    },
    async (request) =>
      reviewChangeRequest(
        db,
        requirePermission(request, 'change_requests.review'),
        request.params.id,
        request.body,
        { log: request.log },
      ),
  );
};
