import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityInputSchema, activitySchema } from '../../../shared/schemas/activities';
import type { Database } from '../../db/client';
import { requirePermission } from '../../http/guard';
import { problemSchema } from '../../http/problem-schema';
import { PROJECT_NOT_FOUND } from '../projects/access';
import {
  ACTIVITY_NOT_FOUND,
  createActivity,
  deleteActivity,
  findActivities,
  updateActivity,
} from './service';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
};
const projectParams = z.object({ projectId: z.string().uuid(PROJECT_NOT_FOUND) });
const activityParams = projectParams.extend({
  activityId: z.string().uuid(ACTIVITY_NOT_FOUND),
});

export const activityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/projects/:projectId/activities',
    {
      schema: {
        tags: ['activities'],
        summary: "A project's activities by start date, with their assignments",
        params: projectParams,
        response: { 200: z.array(activitySchema), ...errors },
      },
    },
    async (request) =>
      findActivities(db, requirePermission(request, 'portfolio.read'), request.params.projectId),
  );

  app.post(
    '/projects/:projectId/activities',
    {
      schema: {
        tags: ['activities'],
        summary: 'Add an activity or milestone',
        params: projectParams,
        body: activityInputSchema,
        response: { 201: activitySchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'projects.manage_own');
      const created = await createActivity(db, ctx, request.params.projectId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/projects/:projectId/activities/:activityId',
    {
      schema: {
        tags: ['activities'],
        summary: 'Change an activity (assignments are replaced when given)',
        params: activityParams,
        body: activityInputSchema,
        response: { 200: activitySchema, ...errors },
      },
    },
    async (request) =>
      updateActivity(
        db,
        requirePermission(request, 'projects.manage_own'),
        request.params.projectId,
        request.params.activityId,
        request.body,
      ),
  );

  app.delete(
    '/projects/:projectId/activities/:activityId',
    {
      schema: {
        tags: ['activities'],
        summary: 'Delete an activity with its assignments',
        params: activityParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteActivity(
        db,
        requirePermission(request, 'projects.manage_own'),
        request.params.projectId,
        request.params.activityId,
      );
      return reply.status(204).send(null);
    },
  );
};
