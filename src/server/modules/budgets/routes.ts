import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  budgetSchema,
  effortLineInputSchema,
  effortLineSchema,
  effortLineUpdateSchema,
  overheadLineInputSchema,
  overheadLineSchema,
  overheadLineUpdateSchema,
} from '../../../shared/schemas/budget';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemSchema } from '../../http/problem-schema';
import { PROJECT_NOT_FOUND } from '../projects/access';
import {
  BUDGET_ITEM_NOT_FOUND,
  createEffortLine,
  createOverheadLine,
  deleteEffortLine,
  deleteOverheadLine,
  getBudget,
  updateEffortLine,
  updateOverheadLine,
} from './service';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
};
const tags = ['budget'];
const projectParams = z.object({ projectId: z.string().uuid(PROJECT_NOT_FOUND) });
const lineParams = projectParams.extend({ lineId: z.string().uuid(BUDGET_ITEM_NOT_FOUND) });

export const budgetRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const change = (request: Parameters<typeof requirePermission>[0]) =>
    requirePermission(request, 'projects.manage_own');

  app.get(
    '/projects/:projectId/budget',
    {
      schema: {
        tags,
        summary: "A project's effort and overhead lines with Total Budget, Effort Costs, Overhead",
        params: projectParams,
        response: { 200: budgetSchema, ...errors },
      },
    },
    async (request) =>
      getBudget(db, requirePermission(request, 'portfolio.read'), request.params.projectId),
  );

  app.post(
    '/projects/:projectId/budget/effort',
    {
      schema: {
        tags,
        summary: 'Add an effort line (resource hours x hourly rate)',
        params: projectParams,
        body: effortLineInputSchema,
        response: { 201: effortLineSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createEffortLine(db, change(request), request.params.projectId, request.body)),
  );

  app.patch(
    '/projects/:projectId/budget/effort/:lineId',
    {
      schema: {
        tags,
        summary: 'Change an effort line (only the fields given)',
        params: lineParams,
        body: effortLineUpdateSchema,
        response: { 200: effortLineSchema, ...errors },
      },
    },
    async (request) =>
      updateEffortLine(
        db,
        change(request),
        request.params.projectId,
        request.params.lineId,
        request.body,
      ),
  );

  app.delete(
    '/projects/:projectId/budget/effort/:lineId',
    {
      schema: {
        tags,
        summary: 'Delete an effort line',
        params: lineParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEffortLine(db, change(request), request.params.projectId, request.params.lineId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/projects/:projectId/budget/overhead',
    {
      schema: {
        tags,
        summary: 'Add an overhead cost',
        params: projectParams,
        body: overheadLineInputSchema,
        response: { 201: overheadLineSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createOverheadLine(db, change(request), request.params.projectId, request.body),
        ),
  );

  app.patch(
    '/projects/:projectId/budget/overhead/:lineId',
    {
      schema: {
        tags,
        summary: 'Change an overhead cost (only the fields given)',
        params: lineParams,
        body: overheadLineUpdateSchema,
        response: { 200: overheadLineSchema, ...errors },
      },
    },
    async (request) =>
      updateOverheadLine(
        db,
        change(request),
        request.params.projectId,
        request.params.lineId,
        request.body,
      ),
  );

  app.delete(
    '/projects/:projectId/budget/overhead/:lineId',
    {
      schema: {
        tags,
        summary: 'Delete an overhead cost',
        params: lineParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteOverheadLine(
        db,
        change(request),
        request.params.projectId,
        request.params.lineId,
      );
      return reply.status(204).send(null);
    },
  );
};
