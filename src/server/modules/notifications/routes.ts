import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationListSchema } from '../../../shared/schemas/notifications';
import { tenantOf } from '../../auth/context';
import type { Database } from '../../db/client';
import { problemResponses } from '../../http/problem-schema';
import { findNotifications, markAllNotificationsRead, markNotificationRead } from './service';

const errors = problemResponses(401, 403, 404);

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My latest 10 notifications and the unread count',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => findNotifications(db, tenantOf(request)),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: z.object({ id: z.string().uuid('Notification not found') }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markNotificationRead(db, tenantOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markAllNotificationsRead(db, tenantOf(request));
      return reply.status(204).send(null);
    },
  );
};
